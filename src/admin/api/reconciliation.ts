/** GET /admin/api/reconciliation: what `npm run admin -- reconcile` computes. */
import { useQuery } from '@tanstack/react-query';
import type { AdminReconciliationResponse } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useReconciliation() {
  return useQuery({
    queryKey: adminKeys.reconciliation(),
    queryFn: async () => (await adminClient.get<AdminReconciliationResponse>('/reconciliation')).data,
  });
}
