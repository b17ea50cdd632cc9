import { createHash } from 'node:crypto';
import { circleId } from '../../src/contract/circle-id';
import { CURRENT_FAIRNESS_VERSION } from '../../src/contract/fairness';
import type { BetOption, Game } from '../../src/contract/games';
import { formatUsdt } from '../../src/contract/money';
import type { Db, Queryable } from '../db/db';
import type { PendingEvent } from '../events/outbox';
import { ApiError, conflict } from '../http/api-error';
import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import { admitOrder } from '../protection/order-gate';
import { accrueToCircle } from '../referrals/circle-repository';
import type { Player } from '../users/player';
import { findUserById } from '../users/user-repository';
import { openOrder, settleOrder } from './order-functions';
import { findOrder, type Order } from './order-repository';
import { referralShare, settle } from './rules';
import { takeNonce } from './seed-repository';
import { toLiveWin } from './views';

export interface Bet {
  game: Game;
  option: BetOption;
  number?: number;
  amountMicro: bigint;
}

export interface PlacedOrder {
  order: Order;
  /** True when the Idempotency-Key was seen before: this is the original order, nothing charged. */
  replayed: boolean;
  /** The player's balance after the order (after the replay, for a replay), for the result shown at the button. */
  balanceMicro: bigint;
  events: PendingEvent[];
}

/** Same bet, same hash, whatever the amount's spelling ("1.5" and "1.500000"). */
function betHash(bet: Bet): string {
  const canonical = JSON.stringify([bet.game, bet.option, bet.number ?? null, bet.amountMicro.toString()]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function replay(tx: Queryable, player: Player, claim: { requestHash: string; orderId: number | null }, hash: string): Promise<PlacedOrder> {
  if (claim.requestHash !== hash) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different order');
  }
  const order = claim.orderId === null ? null : await findOrder(tx, player.id, claim.orderId);
  if (!order) throw new Error('idempotency key without its order');
  const balanceMicro = (await findUserById(tx, player.id))?.balanceMicro ?? player.balanceMicro;
  return { order, replayed: true, balanceMicro, events: [] };
}

/**
 * 1% of the stake into the referrer's circle of the order's week (paid out on withdraw). A circle
 * can be withdrawn only once its week is over, so the order's own circle is open unless this
 * instance's clock lags another's across the week boundary; then the share goes to the week the
 * wall clock is in rather than being lost.
 */
async function payReferrer(tx: Queryable, player: Player, stakeMicro: bigint, at: Date): Promise<void> {
  if (player.referrerId === null) return;
  const share = referralShare(stakeMicro);
  if (share <= 0n) return;
  if (await accrueToCircle(tx, player.referrerId, circleId(at), player.id, share)) return;
  await accrueToCircle(tx, player.referrerId, circleId(new Date()), player.id, share);
}

/** new_game for the player; live_win for everyone when it won. */
function orderEvents(player: Player, order: Order): PendingEvent[] {
  const { result, option } = order;
  const events: PendingEvent[] = [{ userId: player.id, event: { type: 'new_game', data: { result, orderId: String(order.id), option } } }];
  if (result === 'win') {
    const data = toLiveWin({
      id: BigInt(order.id),
      first_name: player.firstName,
      last_name: player.lastName,
      game: order.game,
      option,
      payout_micro: order.payoutMicro,
      created_at: order.createdAt,
    });
    events.push({ userId: null, event: { type: 'live_win', data } });
  }
  return events;
}

/**
 * Places and settles one order in ONE transaction of two statements (server/game/order-functions.ts),
 * on Postgres two round trips (BEGIN rides with the first, COMMIT with the last):
 * open_order claims the idempotency key, locks and reads the player's protection row and limits and
 * takes the seed's next nonce; player protection (server/protection) admits the order; the draw;
 * then settle_order inserts the order, moves the stake to the bankroll and a win back through the
 * books' post_transfer, counts the order into the player's totals and stages the events for the
 * relay. The referrer's share (only for a referred player) follows. Any failure (409
 * insufficient_balance, a 403 refusal) rolls all of it back, so a failed order leaves no trace and
 * its key can be retried.
 */
export async function placeOrder(db: Db, player: Player, bet: Bet, idempotencyKey: string, now: Date, minCycleMs = 0, defaultLimits: readonly DefaultLimit[] = []): Promise<PlacedOrder> {
  const hash = betHash(bet);
  return db.transaction(async (tx) => {
    const opened = await openOrder(tx, player.id, idempotencyKey, hash, now, defaultLimits);
    if (!opened.claimed) return replay(tx, player, opened, hash);
    admitOrder(opened.protection, opened.limits, bet.amountMicro, now, minCycleMs);

    // No active seed (a rotation committed between our snapshot and its update): takeNonce makes one.
    const seed = opened.seed ?? (await takeNonce(tx, player.id));
    const settlement = settle(bet, { serverSeed: seed.seed, clientSeed: seed.clientSeed, nonce: seed.nextNonce });
    const order: Order = {
      userId: player.id,
      game: bet.game,
      option: bet.option,
      number: bet.number ?? null,
      amountMicro: bet.amountMicro,
      fairnessVersion: CURRENT_FAIRNESS_VERSION,
      ...settlement,
      id: opened.orderId,
      seedHash: seed.seedHash,
      clientSeed: seed.clientSeed,
      serverSeed: null,
      nonce: seed.nextNonce,
      createdAt: now,
    };
    const events = orderEvents(player, order);
    // Staged, not published: the relay moves them after the commit (server/events/relay.ts).
    // Without a referrer's share to follow, settle_order is the last statement: its COMMIT rides with it.
    const last = player.referrerId === null;
    const settled = await settleOrder(tx, { ...order, seedId: seed.id }, idempotencyKey, events, last);
    if (settled.stakeStatus !== 'posted') {
      throw conflict('insufficient_balance', `The stake ${formatUsdt(bet.amountMicro)} USDT exceeds your balance`);
    }
    if (!last) await payReferrer(tx, player, bet.amountMicro, now);
    return { order, replayed: false, balanceMicro: settled.balanceMicro, events };
  }, { beginWithFirstStatement: true });
}
