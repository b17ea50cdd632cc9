/** POST /admin/api/withdrawals/{id}/approve and /reject {reason}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export type WithdrawalDecision = { id: string; approve: true } | { id: string; approve: false; reason: string };

export function useWithdrawalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: WithdrawalDecision) =>
      decision.approve
        ? adminClient.post(`/withdrawals/${encodeURIComponent(decision.id)}/approve`)
        : adminClient.post(`/withdrawals/${encodeURIComponent(decision.id)}/reject`, { reason: decision.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
