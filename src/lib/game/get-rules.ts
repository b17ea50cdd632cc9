/**
 * GET /api/v1/game/rules: games, options, multipliers and stake limits (docs/api.md). The
 * form renders odds and limits from it, the odds and fairness page each game's return; it is
 * persisted (lib/query-persist.ts), so odds show offline. Here, not in a feature: both use it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameRulesResponse } from '../../contract/game-rules';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

export async function getRules(signal?: AbortSignal): Promise<GameRulesResponse> {
  const { data } = await apiClient.call('GET /game/rules', { signal });
  return data;
}

export function rulesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.rules(),
    queryFn: ({ signal }) => getRules(signal),
    // Without rules the form still works (the server checks the stake); odds simply do not show.
    meta: { errorInline: true },
  });
}

export function useRules() {
  return useQuery(rulesQueryOptions());
}
