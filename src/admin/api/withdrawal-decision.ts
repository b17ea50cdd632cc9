/** POST /admin/api/withdrawals/{id}/approve and /reject {reason}; the answer is the row after it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export type WithdrawalDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

export function useWithdrawalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: WithdrawalDecision) => {
      const params = { id: decision.id };
      const answer = decision.approve
        ? await adminClient.call('POST /withdrawals/:id/approve', { params })
        : await adminClient.call('POST /withdrawals/:id/reject', { params, body: { reason: decision.reason } });
      return answer.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
