/**
 * POST /api/v1/wallet/withdrawals {amount} with an Idempotency-Key (docs/payments.md). One key per
 * attempt (lib/idempotency.ts): the same amount sent again after a lost answer reuses it, so the
 * server answers with the same withdrawal instead of taking the amount twice.
 */
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WithdrawalStatus } from '../../../contract/api-types';
import { failureText } from '../../../i18n/api-error-text';
import { showToast } from '../../../lib/toast';
import { apiClient } from '../../../lib/api-client';
import { createAttemptKeys } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

export interface RequestedWithdrawal {
  id: string;
  status: WithdrawalStatus;
}

export async function requestWithdrawal(amount: string, idempotencyKey: string): Promise<RequestedWithdrawal> {
  const { data } = await apiClient.call('POST /wallet/withdrawals', { body: { amount }, headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

/**
 * The withdraw action: one request at a time, the error toasted in the player's language (as the
 * query client toasts a mutation's). Not useMutation: sharing react-query's mutation code with the
 * wallet's queries split a chunk into the entry's preload list, past the 100 KB budget.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  const keys = useRef(createAttemptKeys());
  const [isPending, setPending] = useState(false);

  async function withdraw(amount: string): Promise<RequestedWithdrawal | null> {
    if (isPending) return null;
    setPending(true);
    try {
      // A definite refusal ends the attempt; a lost answer keeps its key for the retry.
      return await keys.current.send(amount, (key) => requestWithdrawal(amount, key));
    } catch (error) {
      showToast(failureText(error), { variant: 'error' });
      return null;
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    }
  }
  return { withdraw, isPending };
}
