/**
 * POST /admin/api/adjustments {playerId, amount (signed decimal), reason}; GET /admin/api/adjustments
 * (those waiting for a second operator); POST /admin/api/adjustments/{id}/approve and /reject {reason}.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAdjustmentBody, AdminAdjustmentResponse, AdminAdjustmentsResponse, AdminRejectBody } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminAdjustmentBody) => (await adminClient.post<AdminAdjustmentResponse>('/adjustments', body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useWaitingAdjustments() {
  return useQuery({
    queryKey: adminKeys.adjustments(),
    queryFn: async () => (await adminClient.get<AdminAdjustmentsResponse>('/adjustments', { status: 'awaiting_approval' })).data,
  });
}

export type AdjustmentDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

export function useAdjustmentDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: AdjustmentDecision) => {
      const path = `/adjustments/${encodeURIComponent(decision.id)}`;
      const answer = decision.approve
        ? await adminClient.post<AdminAdjustmentResponse>(`${path}/approve`)
        : await adminClient.post<AdminAdjustmentResponse>(`${path}/reject`, { reason: decision.reason } satisfies AdminRejectBody);
      return answer.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
