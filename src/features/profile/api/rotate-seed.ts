/**
 * POST /api/v1/game/seed/rotate `{clientSeed?}` (DESIGN.md section 4): reveals the current server
 * seed and starts a new commitment. The new commitment replaces the cached one, and opened orders
 * are refetched so their revealed seed shows (docs/fairness.md).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope, SeedCommitment, SeedRotation } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function rotateSeed(clientSeed: string | undefined): Promise<SeedRotation> {
  const body = clientSeed === undefined ? {} : { clientSeed };
  const { data } = await apiClient.post<DataEnvelope<SeedRotation>>('/game/seed/rotate', { body });
  return data;
}

export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: ({ seedHash, clientSeed, nonce }) => {
      queryClient.setQueryData<SeedCommitment>(queryKeys.seed(), { seedHash, clientSeed, nonce });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
    },
  });
}
