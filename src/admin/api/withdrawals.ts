/** GET /admin/api/withdrawals?status= : the queue (awaiting_approval), another status, or `all`. */
import { useQuery } from '@tanstack/react-query';
import type { AdminWithdrawalsResponse } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useWithdrawals(status: string) {
  return useQuery({
    queryKey: adminKeys.withdrawals(status),
    queryFn: async () => (await adminClient.get<AdminWithdrawalsResponse>('/withdrawals', { status })).data,
  });
}
