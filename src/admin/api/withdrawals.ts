/** GET /admin/api/withdrawals?status= : the queue (awaiting_approval), another status, or `all`. */
import { useQuery } from '@tanstack/react-query';
import type { WithdrawalStatus } from '../../contract/api-types';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useWithdrawals(status: WithdrawalStatus | 'all') {
  return useQuery({
    queryKey: adminKeys.withdrawals(status),
    queryFn: async () => (await adminClient.call('GET /withdrawals', { query: { status } })).data,
  });
}
