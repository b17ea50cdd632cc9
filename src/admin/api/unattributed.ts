/** GET /admin/api/deposits/unattributed, POST .../{id}/assign {playerId} and .../{id}/refund. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnattributedDeposit } from '../../contract/admin';
import type { DataEnvelope } from '../../contract/api-types';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useUnattributed() {
  return useQuery({
    queryKey: adminKeys.unattributed(),
    queryFn: async () => (await adminClient.get<DataEnvelope<UnattributedDeposit[]>>('/deposits/unattributed')).data,
  });
}

export type DepositAction = { id: string; playerId: number } | { id: string; refund: true };

export function useDepositAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DepositAction) =>
      'refund' in action
        ? adminClient.post(`/deposits/unattributed/${encodeURIComponent(action.id)}/refund`)
        : adminClient.post(`/deposits/unattributed/${encodeURIComponent(action.id)}/assign`, { playerId: action.playerId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
