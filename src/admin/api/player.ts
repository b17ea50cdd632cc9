/** GET /admin/api/players/{id} (our id, not the Telegram id): everything support needs about one player. */
import { useQuery } from '@tanstack/react-query';
import type { AdminPlayerResponse } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function usePlayer(id: number) {
  return useQuery({
    queryKey: adminKeys.player(id),
    queryFn: async () => (await adminClient.get<AdminPlayerResponse>(`/players/${encodeURIComponent(id)}`)).data,
  });
}
