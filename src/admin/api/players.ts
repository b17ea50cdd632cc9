/** GET /admin/api/players?q= : by Telegram id, username (with or without @) or ref code. */
import { useQuery } from '@tanstack/react-query';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: adminKeys.players(q),
    queryFn: async () => (await adminClient.call('GET /players', { query: { q } })).data,
    enabled: q.trim() !== '',
  });
}
