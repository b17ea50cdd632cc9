import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import type { Db } from '../db/db';
import type { Player } from '../users/player';
import { orderBatcherFor } from './order-batcher';
import { betHash, type Bet, type PlacedOrder } from './placed-order';

export type { Bet, PlacedOrder } from './placed-order';

/**
 * Places and settles one order. It goes to the instance's OrderBatcher (server/game/order-batcher.ts),
 * which runs it with the orders arriving beside it in ONE transaction of two statements
 * (server/game/order-batch.ts; alone, a batch of one, without waiting): open_orders claims the
 * idempotency key, locks and reads the player's protection row and limits and takes the seed's
 * next nonce; player protection (server/protection) admits the order; the draw; then
 * settle_orders inserts the order, moves the stake to the bankroll and a win back through the
 * books' post_transfer, counts the order into the player's totals and stages the events for the
 * relay. The referrer's share (only for a referred player) follows. A refused order (409
 * insufficient_balance, a 403) leaves no trace: its claim is withdrawn and its key can be retried.
 */
export async function placeOrder(db: Db, player: Player, bet: Bet, idempotencyKey: string, now: Date, minCycleMs = 0, defaultLimits: readonly DefaultLimit[] = []): Promise<PlacedOrder> {
  return orderBatcherFor(db).place({ player, bet, key: idempotencyKey, hash: betHash(bet), now, minCycleMs, defaults: defaultLimits });
}
