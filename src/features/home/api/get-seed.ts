/** GET /api/v1/game/seed: the hash committed for the next order, shown before play (fairness). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SeedCommitment {
  seedHash: string;
  nonce: number;
}

export async function getSeed(signal?: AbortSignal): Promise<SeedCommitment> {
  const { data } = await apiClient.get<DataEnvelope<SeedCommitment>>('/game/seed', { signal });
  return data;
}

export function seedQueryOptions() {
  return queryOptions({ queryKey: queryKeys.seed(), queryFn: ({ signal }) => getSeed(signal) });
}

export function useSeed() {
  return useQuery(seedQueryOptions());
}
