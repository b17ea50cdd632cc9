/** Revenue reports from the books, their CSV and the monthly close (docs/back-office.md, "Reports"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE } from '../../contract/admin';
import type { RevenueGrouping } from '../../contract/admin-revenue';
import { queryString } from '../../lib/endpoint-call';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export interface RevenueQuery {
  /** UTC days, both included: "2026-11-01". */
  from: string;
  to: string;
  by: RevenueGrouping;
}

export function useRevenueReport(query: RevenueQuery) {
  return useQuery({
    queryKey: [...adminKeys.all, 'revenue', query] as const,
    queryFn: async () => (await adminClient.call('GET /reports/revenue', { query: { ...query } })).data,
  });
}

export function useRevenueCloses() {
  return useQuery({
    queryKey: [...adminKeys.all, 'revenue-closes'] as const,
    queryFn: async () => (await adminClient.call('GET /reports/closes')).data,
  });
}

/** POST /admin/api/reports/close: refreshes every report after (a closed month reads its frozen copy). */
export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (month: string) => (await adminClient.call('POST /reports/close', { body: { month } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The CSV's address, for a plain download link: the browser sends the session cookie itself. */
export function revenueCsvHref(query: RevenueQuery): string {
  return `${ADMIN_API_BASE}/reports/revenue.csv${queryString({ ...query })}`;
}
