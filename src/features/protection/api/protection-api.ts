/**
 * The player protection endpoints (docs/player-protection.md). Each change answers the
 * whole protection view, so the screen shows what the server decided (a raise pending, a longer
 * time-out kept) rather than what was asked.
 */
import type { LimitKind, LimitPeriod, ProtectionView } from '../../../contract/protection';
import { apiClient } from '../../../lib/api-client';

const data = async (call: Promise<{ data: ProtectionView }>) => (await call).data;

export const getProtection = (signal?: AbortSignal) => data(apiClient.call('GET /player/protection', { signal }));

export const setLimit = (kind: LimitKind, period: LimitPeriod, amount: string | null) =>
  data(apiClient.call('PUT /player/limits', { body: { kind, period, amount } }));

export const takeTimeOut = (days: number) => data(apiClient.call('POST /player/time-out', { body: { days } }));

export const excludeSelf = (months: number | null) => data(apiClient.call('POST /player/self-exclusion', { body: { months } }));

export const setRealityCheck = (minutes: number) => data(apiClient.call('PUT /player/reality-check', { body: { minutes } }));
