/** The complaints queue (docs/back-office.md, "Complaints"): list, one, and the operator's steps on it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplaintStatus } from '../../contract/complaints';
import { ADMIN_API_BASE } from '../../contract/admin';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useComplaints(status: ComplaintStatus | '') {
  return useQuery({
    queryKey: adminKeys.complaints(status),
    queryFn: async () => (await adminClient.call('GET /complaints', { query: status ? { status } : {} })).data,
  });
}

export function useComplaint(id: number) {
  return useQuery({
    queryKey: adminKeys.complaint(id),
    queryFn: async () => (await adminClient.call('GET /complaints/:id', { params: { id } })).data,
  });
}

export type ComplaintStep = { kind: 'reply'; text: string } | { kind: 'status'; status: ComplaintStatus } | { kind: 'assign' };

export function useComplaintStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: ComplaintStep) => {
      const params = { id };
      if (step.kind === 'reply') return (await adminClient.call('POST /complaints/:id/reply', { params, body: { text: step.text } })).data;
      if (step.kind === 'status') return (await adminClient.call('POST /complaints/:id/status', { params, body: { status: step.status } })).data;
      return (await adminClient.call('POST /complaints/:id/assign', { params })).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A plain link downloads it: a GET carries the session cookie and needs no CSRF token. */
export const evidenceHref = (id: number) => `${ADMIN_API_BASE}/complaints/${id}/evidence`;
