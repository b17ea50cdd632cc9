/** GET /admin/api/deposits/unattributed, POST /admin/api/deposits/{txHash}/assign {playerId} and /refund {reason}. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useUnattributed() {
  return useQuery({
    queryKey: adminKeys.unattributed(),
    queryFn: async () => (await adminClient.call('GET /deposits/unattributed')).data,
  });
}

export type DepositAction = { txHash: string; playerId: number } | { txHash: string; refundReason: string };

export function useDepositAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DepositAction) => {
      const params = { txHash: action.txHash };
      return 'refundReason' in action
        ? adminClient.call('POST /deposits/:txHash/refund', { params, body: { reason: action.refundReason } })
        : adminClient.call('POST /deposits/:txHash/assign', { params, body: { playerId: action.playerId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
