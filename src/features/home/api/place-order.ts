/**
 * POST /api/v1/game/orders with an Idempotency-Key (docs/api.md). The caller owns the key
 * (one per attempt, lib/idempotency.ts); this file sends it and refreshes what an order changes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderBody, PlacedOrder, User } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';

interface PlaceOrderVariables {
  body: PlaceOrderBody;
  idempotencyKey: string;
}

async function placeOrder({ body, idempotencyKey }: PlaceOrderVariables): Promise<PlacedOrder> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const { data, balance } = await apiClient.call('POST /game/orders', { body, headers });
  return { order: data, balance };
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.placeOrder(),
    mutationFn: placeOrder,
    // A failure shows at the button, where the player looks (components/OrderResult.tsx), not as a toast.
    meta: { errorInline: true },
    onSuccess: ({ order, balance }) => {
      // The server's balance after this order shows at once; the refetch below confirms it.
      queryClient.setQueryData<User>(queryKeys.me(), (me) => me && { ...me, balance });
      // The balance, the history and the next commitment all changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.history() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.seed() });
      // A win refetches live wins too: the stream's live_win adds it, but only while the stream is up.
      if (order.result === 'win') void queryClient.invalidateQueries({ queryKey: queryKeys.liveWins() });
    },
  });
}
