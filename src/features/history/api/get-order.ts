/**
 * GET /api/v1/game/orders/{orderId}: one order with its fairness fields (docs/api.md). Kept
 * in the persisted cache (lib/query-persist.ts), so an opened order verifies offline after a reload.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetails } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderDetails> {
  const { data } = await apiClient.call('GET /game/orders/:orderId', { params: { orderId }, signal });
  return data;
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: queryKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // Rotating the seed reveals it: opening the order again asks for the revealed seed.
    staleTime: 0,
    refetchOnMount: true,
    // The screen shows a failure (not found, or no network without a cached copy) with a way back.
    meta: { errorInline: true },
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
