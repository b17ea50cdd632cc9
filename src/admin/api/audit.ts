/** GET /admin/api/audit?operator=&action=&outcome=&before= : the append-only trail, newest first, a page at a time. */
import { useQuery } from '@tanstack/react-query';
import type { AdminAuditResponse } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export interface AuditFilter {
  operator?: string;
  action?: string;
  outcome?: string;
}

export function useAudit(filter: AuditFilter, before: number | null) {
  return useQuery({
    queryKey: [...adminKeys.audit(filter), before],
    queryFn: () => adminClient.get<AdminAuditResponse>('/audit', { ...filter, before, limit: 100 }),
  });
}
