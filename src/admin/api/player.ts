/** GET /admin/api/players/{id} (our id, not the Telegram id): everything support needs about one player. */
import { useQuery } from '@tanstack/react-query';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function usePlayer(id: number) {
  return useQuery({
    queryKey: adminKeys.player(id),
    queryFn: async () => (await adminClient.call('GET /players/:id', { params: { id } })).data,
  });
}
