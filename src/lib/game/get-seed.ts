/**
 * GET /api/v1/game/seed: the commitment for the next order (docs/fairness.md), shown before play
 * on home and in the profile's Fairness section, hence here rather than in one feature.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeedCommitment } from '../../contract/api-types';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

export async function getSeed(signal?: AbortSignal): Promise<SeedCommitment> {
  const { data } = await apiClient.call('GET /game/seed', { signal });
  return data;
}

export function seedQueryOptions() {
  return queryOptions({ queryKey: queryKeys.seed(), queryFn: ({ signal }) => getSeed(signal) });
}

export function useSeed() {
  return useQuery(seedQueryOptions());
}
