/** GET /admin/api/dashboard?days= : the last `days` days (UTC). */
import { useQuery } from '@tanstack/react-query';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useDashboard(days: number) {
  return useQuery({
    queryKey: [...adminKeys.dashboard(), days],
    queryFn: async () => (await adminClient.call('GET /dashboard', { query: { days } })).data,
  });
}
