/**
 * POST /api/v1/wallet/withdrawals {amount} with an Idempotency-Key (docs/payments.md). One key per
 * attempt (lib/idempotency.ts): the same amount sent again after a lost answer reuses it, so the
 * server answers with the same withdrawal instead of taking the amount twice.
 */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalStatus } from '../../../contract/api-types';
import { useT } from '../../../i18n/t';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

export interface RequestedWithdrawal {
  id: string;
  status: WithdrawalStatus;
}

export async function requestWithdrawal(amount: string, idempotencyKey: string): Promise<RequestedWithdrawal> {
  const { data } = await apiClient.post<{ data: RequestedWithdrawal }>('/wallet/withdrawals', { body: { amount }, headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

export function useRequestWithdrawal() {
  const t = useT();
  const queryClient = useQueryClient();
  const keys = useRef(createAttemptKeys());
  const mutation = useMutation({
    mutationFn: (amount: string) => requestWithdrawal(amount, keys.current.keyFor(amount)),
    // A refusal (no bound wallet, a limit, the balance) is toasted by the query client in the player's language.
    meta: { errorFallback: () => t('apiError.unknown') },
    onSuccess: () => keys.current.finish(),
    onError: (error) => {
      // A definite refusal ends the attempt; a lost answer keeps its key for the retry.
      if (error instanceof ApiError && error.status < 500) keys.current.finish();
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    },
  });
  return mutation;
}
