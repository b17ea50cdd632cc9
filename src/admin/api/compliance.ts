/** The compliance queue and an admin's tier decision (docs/compliance.md, "In the back office"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTierChange } from '../../contract/admin-compliance';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useComplianceQueue() {
  return useQuery({
    queryKey: [...adminKeys.all, 'compliance'] as const,
    queryFn: async () => (await adminClient.call('GET /compliance/queue')).data,
  });
}

/** POST /admin/api/players/{id}/tier: refreshes the player page and the queue after. */
export function useSetTier(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AdminTierChange) => (await adminClient.call('POST /players/:id/tier', { params: { id: playerId }, body: change })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
