/** GET /admin/api/players/{id}: everything support needs about one player. */
import { useQuery } from '@tanstack/react-query';
import type { PlayerDetail } from '../../contract/admin';
import type { DataEnvelope } from '../../contract/api-types';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function usePlayer(id: number) {
  return useQuery({
    queryKey: adminKeys.player(id),
    queryFn: async () => (await adminClient.get<DataEnvelope<PlayerDetail>>(`/players/${encodeURIComponent(id)}`)).data,
  });
}
