/** POST /admin/api/adjustments {playerId, amount (a signed decimal string), reason}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Adjustment, AdjustmentBody } from '../../contract/admin';
import type { DataEnvelope } from '../../contract/api-types';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export function useAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdjustmentBody) => (await adminClient.post<DataEnvelope<Adjustment>>('/adjustments', body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
