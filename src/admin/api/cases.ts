/** Markers-of-harm cases (docs/back-office.md, "Markers of harm"): the queue and an operator's steps on a case. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HarmCaseStatus } from '../../contract/harm-markers';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useCases(status: HarmCaseStatus | '', enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.all, 'cases', status] as const,
    queryFn: async () => (await adminClient.call('GET /cases', { query: status ? { status } : {} })).data,
    enabled,
  });
}

export type CaseStep = { kind: 'note' | 'contacted'; text: string } | { kind: 'close'; text: string };

export function useCaseStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: CaseStep) => {
      const params = { id };
      if (step.kind === 'close') return (await adminClient.call('POST /cases/:id/close', { params, body: { text: step.text } })).data;
      return (await adminClient.call('POST /cases/:id/log', { params, body: { action: step.kind, text: step.text } })).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
