/**
 * POST /admin/api/adjustments {playerId, amount (signed decimal), reason} with an Idempotency-Key;
 * GET /admin/api/adjustments (those waiting for a second operator); POST
 * /admin/api/adjustments/{id}/approve and /reject {reason}.
 */
import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAdjustmentBody } from '../../contract/admin';
import { createAttemptKeys, type AttemptKeys } from '../../lib/idempotency';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

/**
 * One Idempotency-Key per form submission (lib/idempotency.ts, as the player's order form does):
 * a retry or a second click with the same fields reuses it, so the server answers the first
 * adjustment instead of posting another; a definite answer starts a new submission.
 */
export function useAdjustment() {
  const queryClient = useQueryClient();
  const keys = useRef<AttemptKeys | null>(null);
  keys.current ??= createAttemptKeys();
  const attempts = keys.current;
  return useMutation({
    mutationFn: async (body: AdminAdjustmentBody) =>
      (await attempts.send(JSON.stringify(body), (key) => adminClient.call('POST /adjustments', { body, headers: { 'Idempotency-Key': key } }))).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useWaitingAdjustments() {
  return useQuery({
    queryKey: adminKeys.adjustments(),
    queryFn: async () => (await adminClient.call('GET /adjustments', { query: { status: 'awaiting_approval' } })).data,
  });
}

export type AdjustmentDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

export function useAdjustmentDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: AdjustmentDecision) => {
      const params = { id: decision.id };
      const answer = decision.approve
        ? await adminClient.call('POST /adjustments/:id/approve', { params })
        : await adminClient.call('POST /adjustments/:id/reject', { params, body: { reason: decision.reason } });
      return answer.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
