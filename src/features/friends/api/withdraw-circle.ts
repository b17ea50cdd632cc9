/**
 * POST /api/v1/user-ref-circle/{circleId}/withdraw: credits a finished week's earnings once. No
 * Idempotency-Key: the server keys the withdraw by the circle itself (a second one is a 409), so a
 * retry can never pay twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { RefCirclesResponse, WithdrawResult } from '../../../contract/api-types';
import { NOTICE_TOAST_MS } from '../../../contract/constants';
import { useT } from '../../../i18n/t';
import { apiClient } from '../../../lib/api-client';
import { displayUsdt } from '../../../i18n/format-amount';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toast';

export async function withdrawCircle(circleId: number): Promise<WithdrawResult> {
  const { data } = await apiClient.call('POST /user-ref-circle/:circleId/withdraw', { params: { circleId } });
  return data;
}

function markWithdrawn(circles: RefCirclesResponse, circleId: number): RefCirclesResponse {
  return { ...circles, data: circles.data.map((circle) => (circle.circleId === circleId ? { ...circle, isWithdrawn: true } : circle)) };
}

/**
 * One week's withdraw button: `withdraw` sends once and then ignores taps, until a failure makes
 * it worth another try. After a success the week is done (its button says Withdrawn), so taps that
 * arrive before that render are dropped too, instead of earning a 409.
 */
export function useWithdrawCircle() {
  const t = useT();
  const queryClient = useQueryClient();
  // `disabled` only reaches the button after a render; a double tap's second click comes first.
  const sent = useRef(false);
  const mutation = useMutation({
    mutationFn: withdrawCircle,
    // A refusal (409: already withdrawn elsewhere, nothing earned) is toasted by the query client.
    meta: { errorFallback: () => t('friends.withdrawFailed') },
    onSuccess: ({ circleId, payout, destination }) => {
      // Withdrawn at once, so the button cannot offer it again while the refetch runs.
      queryClient.setQueryData<RefCirclesResponse>(queryKeys.circles(), (old) => old && markWithdrawn(old, circleId));
      // The same message as the event stream's new_withdraw toast: the toast area keeps one of them.
      const text = t(destination === 'wallet' ? 'events.payout' : 'events.payoutCredited', { payout: displayUsdt(payout) });
      showToast(text, { variant: 'success', duration: NOTICE_TOAST_MS });
    },
    onError: () => {
      sent.current = false;
    },
    onSettled: () => {
      // The balance grew; and after a refusal the circles were not what this screen showed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.circles() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    },
  });

  function withdraw(circleId: number): void {
    if (sent.current) return;
    sent.current = true;
    mutation.mutate(circleId);
  }

  return { withdraw, pending: mutation.isPending };
}
