/** GET /admin/api/players?q= : by Telegram id, username (with or without @) or ref code. */
import { useQuery } from '@tanstack/react-query';
import type { AdminPlayersResponse } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: adminKeys.players(q),
    queryFn: async () => (await adminClient.get<AdminPlayersResponse>('/players', { q })).data,
    enabled: q.trim() !== '',
  });
}
