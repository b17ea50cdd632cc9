/** GET /admin/api/audit?operator=&action=&outcome=&before= : the append-only trail, newest first, a page at a time. */
import { useQuery } from '@tanstack/react-query';
import type { AuditAction } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export interface AuditFilter {
  /** As typed: a Telegram id (anything else is the server's 400). */
  operator?: string;
  action?: AuditAction;
  outcome?: 'done' | 'refused';
}

export function useAudit(filter: AuditFilter, before: number | null) {
  return useQuery({
    queryKey: [...adminKeys.audit(filter), before],
    queryFn: () => adminClient.call('GET /audit', { query: { ...filter, operator: filter.operator === undefined ? undefined : Number(filter.operator), before: before ?? undefined, limit: 100 } }),
  });
}
