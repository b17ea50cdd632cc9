/** GET /admin/api/audit?operator=&action=&outcome= : the append-only trail, newest first. */
import { useQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export interface AuditFilter {
  operator?: string;
  action?: string;
  outcome?: string;
}

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: () => adminClient.get<AuditPage>('/audit', { ...filter }),
  });
}
