/**
 * POST /api/v1/game/orders with an Idempotency-Key (DESIGN.md section 4). The caller owns the key
 * (one per attempt, lib/idempotency.ts); this file sends it and refreshes what an order changes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope, HistoryEntry, PlaceOrderBody } from '../../../contract/api-types';
import { t } from '../../../i18n/t';
import { apiClient } from '../../../lib/api-client';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';

/** The server adds what a player needs to re-check the result (server/game/views.ts). */
export interface PlacedOrder extends HistoryEntry {
  seedHash?: string;
  nonce?: number;
}

export interface PlaceOrderVariables {
  body: PlaceOrderBody;
  idempotencyKey: string;
}

export async function placeOrder({ body, idempotencyKey }: PlaceOrderVariables): Promise<PlacedOrder> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const { data } = await apiClient.post<DataEnvelope<PlacedOrder>>('/game/orders', { body, headers });
  return data;
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.placeOrder(),
    mutationFn: placeOrder,
    // A refusal is toasted with the server's message by the query client (lib/query-client.ts).
    meta: { errorFallback: () => t('order.failed') },
    onSuccess: (order) => {
      // The balance, the history and the next commitment all changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.history() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.seed() });
      // The event stream will append live wins; until it is wired, a win refetches the list.
      if (order.result === 'win') void queryClient.invalidateQueries({ queryKey: queryKeys.liveWins() });
    },
  });
}
