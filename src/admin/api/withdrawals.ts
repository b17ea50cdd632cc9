/** GET /admin/api/withdrawals?status= : the queue (awaiting_approval) or any other status. */
import { useQuery } from '@tanstack/react-query';
import type { AdminWithdrawal } from '../../contract/admin';
import type { DataEnvelope } from '../../contract/api-types';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useWithdrawals(status: string) {
  return useQuery({
    queryKey: adminKeys.withdrawals(status),
    queryFn: async () => (await adminClient.get<DataEnvelope<AdminWithdrawal[]>>('/withdrawals', { status })).data,
  });
}
