/** POST /admin/api/players/{id}/notes {text}: a support note (support and up). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useAddNote(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => adminClient.call('POST /players/:id/notes', { params: { id: playerId }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.player(playerId) }),
  });
}
