/** GET /admin/api/deposits/unattributed, POST /admin/api/deposits/{txHash}/assign {playerId} and /refund {reason}. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAssignDepositBody, AdminDepositResponse, AdminRefundDepositBody, AdminUnattributedResponse } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useUnattributed() {
  return useQuery({
    queryKey: adminKeys.unattributed(),
    queryFn: async () => (await adminClient.get<AdminUnattributedResponse>('/deposits/unattributed')).data,
  });
}

export type DepositAction = { txHash: string; playerId: number } | { txHash: string; refundReason: string };

export function useDepositAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DepositAction) => {
      const path = `/deposits/${encodeURIComponent(action.txHash)}`;
      return 'refundReason' in action
        ? adminClient.post<AdminDepositResponse>(`${path}/refund`, { reason: action.refundReason } satisfies AdminRefundDepositBody)
        : adminClient.post<AdminDepositResponse>(`${path}/assign`, { playerId: action.playerId } satisfies AdminAssignDepositBody);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
