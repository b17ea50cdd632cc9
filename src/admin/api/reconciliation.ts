/** GET /admin/api/reconciliation: what `npm run admin -- reconcile` computes. */
import { useQuery } from '@tanstack/react-query';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useReconciliation() {
  return useQuery({
    queryKey: adminKeys.reconciliation(),
    queryFn: async () => (await adminClient.call('GET /reconciliation')).data,
  });
}
