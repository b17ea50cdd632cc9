/**
 * GET /api/v1/player/protection, for home's notice of a running time-out or self-exclusion
 * (docs/player-protection.md); the Play safely screen has its own call.
 */
import { useQuery } from '@tanstack/react-query';
import type { ProtectionView } from '../../../contract/protection';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getProtection(signal?: AbortSignal): Promise<ProtectionView> {
  return (await apiClient.call('GET /player/protection', { signal })).data;
}

export function useProtection() {
  // Without it home still works: the server refuses orders during a break whatever home shows.
  return useQuery({ queryKey: queryKeys.protection(), queryFn: ({ signal }) => getProtection(signal), meta: { errorInline: true } });
}
