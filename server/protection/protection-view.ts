import { formatUsdt } from '../../src/contract/money';
import { TERMS_VERSION, type LimitView, type ProtectionView } from '../../src/contract/protection';
import type { ProtectionProfile } from '../compliance/jurisdiction-profiles';
import { limitsInForce, type LimitInForce } from './default-limits';
import type { LimitRow } from './limit-repository';
import type { ProtectionRow } from './protection-repository';

const usdt = (micro: bigint | null): string | null => (micro === null ? null : formatUsdt(micro));

function toLimitView(limit: LimitInForce, country: string | null): LimitView {
  const view: LimitView = { kind: limit.kind, period: limit.period, amount: usdt(limit.amountMicro) };
  if (limit.pending) view.pending = { amount: usdt(limit.pending.amountMicro), effectiveAt: limit.pending.effectiveAt.toISOString() };
  if (limit.byDefault) view.byDefault = { country };
  return view;
}

/** A session is live until SESSION_GAP_MS after its last order; the next check is every interval from its start. */
function toSession(row: ProtectionRow, now: Date, gapMs: number, minuteMs: number): ProtectionView['session'] {
  if (!row.sessionStartedAt || !row.sessionLastOrderAt) return null;
  if (now.getTime() - row.sessionLastOrderAt.getTime() > gapMs) return null;
  const playedMs = Math.max(0, now.getTime() - row.sessionStartedAt.getTime());
  const intervalMs = row.realityCheckMinutes * minuteMs;
  const nextCheckAt = new Date(row.sessionStartedAt.getTime() + (Math.floor(playedMs / intervalMs) + 1) * intervalMs);
  return { startedAt: row.sessionStartedAt.toISOString(), playedSeconds: Math.floor(playedMs / 1000), net: formatUsdt(row.sessionNetMicro), nextCheckAt: nextCheckAt.toISOString() };
}

export function toProtectionView(row: ProtectionRow, limits: LimitRow[], now: Date, gapMs: number, minuteMs: number, profile: ProtectionProfile): ProtectionView {
  const running = (until: Date | null) => (until && until > now ? until.toISOString() : null);
  return {
    limits: limitsInForce(limits, profile.defaultLimits).map((limit) => toLimitView(limit, profile.country)),
    timeoutUntil: running(row.timeoutUntil),
    excludedUntil: running(row.excludedUntil),
    excludedPermanently: row.excludedPermanently,
    selfExclusionMonths: [...profile.selfExclusionMonths],
    realityCheckMinutes: row.realityCheckMinutes,
    termsVersion: row.termsVersion,
    currentTermsVersion: TERMS_VERSION,
    session: toSession(row, now, gapMs, minuteMs),
  };
}
