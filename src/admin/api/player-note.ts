/** POST /admin/api/players/{id}/notes {text}: a support note (support and up). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNoteBody } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useAddNote(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => adminClient.post(`/players/${encodeURIComponent(playerId)}/notes`, { text } satisfies AdminNoteBody),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.player(playerId) }),
  });
}
