/** POST /admin/api/withdrawals/{id}/approve and /reject {reason}; the answer is the row after it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRejectBody, AdminWithdrawalResponse } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export type WithdrawalDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

export function useWithdrawalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: WithdrawalDecision) => {
      const path = `/withdrawals/${encodeURIComponent(decision.id)}`;
      const answer = decision.approve
        ? await adminClient.post<AdminWithdrawalResponse>(`${path}/approve`)
        : await adminClient.post<AdminWithdrawalResponse>(`${path}/reject`, { reason: decision.reason } satisfies AdminRejectBody);
      return answer.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
