/** The compliance queue, an admin's tier decision and their clearing of a flag (docs/compliance.md, "In the back office"). */
import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFlagClear, AdminTierChange } from '../../contract/admin-compliance';
import { createAttemptKeys, type AttemptKeys } from '../../lib/idempotency';
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

/**
 * POST /admin/api/players/{id}/flag/clear with an Idempotency-Key per submission (as an
 * adjustment's): a retry after a lost answer or a second click reuses it, so the server clears and
 * audits once; a definite answer starts a new submission.
 */
export function useClearFlag(playerId: number) {
  const queryClient = useQueryClient();
  const keys = useRef<AttemptKeys | null>(null);
  keys.current ??= createAttemptKeys();
  const attempts = keys.current;
  return useMutation({
    mutationFn: async (body: AdminFlagClear) =>
      (
        await attempts.send(JSON.stringify([playerId, body]), (key) =>
          adminClient.call('POST /players/:id/flag/clear', { params: { id: playerId }, body, headers: { 'Idempotency-Key': key } }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
