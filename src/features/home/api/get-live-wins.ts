/** GET /api/v1/game/live-wins: the server's latest 20 wins of all players (docs/api.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveWin } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getLiveWins(signal?: AbortSignal): Promise<LiveWin[]> {
  const { data } = await apiClient.call('GET /game/live-wins', { signal });
  return data;
}

export function liveWinsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.liveWins(),
    queryFn: ({ signal }) => getLiveWins(signal),
    // LiveWins says it could not load them, with a retry.
    meta: { errorInline: true },
  });
}

export function useLiveWins() {
  return useQuery(liveWinsQueryOptions());
}
