/** GET /admin/api/players?q= : by Telegram id, username or ref code. */
import { useQuery } from '@tanstack/react-query';
import type { PlayerSummary } from '../../contract/admin';
import type { DataEnvelope } from '../../contract/api-types';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: adminKeys.players(q),
    queryFn: async () => (await adminClient.get<DataEnvelope<PlayerSummary[]>>('/players', { q })).data,
    enabled: q.trim() !== '',
  });
}
