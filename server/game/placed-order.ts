/** What placing an order answers, and the parts of an order's path shared by its steps (server/game/order-batch.ts). */
import { createHash } from 'node:crypto';
import { circleId } from '../../src/contract/circle-id';
import type { BetOption, Game } from '../../src/contract/games';
import type { Queryable } from '../db/db';
import type { PendingEvent } from '../events/outbox';
import { ApiError } from '../http/api-error';
import { accrueToCircle } from '../referrals/circle-repository';
import type { Player } from '../users/player';
import { findUserById } from '../users/user-repository';
import { findOrder, type Order } from './order-repository';
import { referralShare } from './rules';
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
export function betHash(bet: Bet): string {
  const canonical = JSON.stringify([bet.game, bet.option, bet.number ?? null, bet.amountMicro.toString()]);
  return createHash('sha256').update(canonical).digest('hex');
}

export async function replay(tx: Queryable, player: Player, claim: { requestHash: string; orderId: number | null }, hash: string): Promise<PlacedOrder> {
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
export async function payReferrer(tx: Queryable, player: Player, stakeMicro: bigint, at: Date): Promise<void> {
  if (player.referrerId === null) return;
  const share = referralShare(stakeMicro);
  if (share <= 0n) return;
  if (await accrueToCircle(tx, player.referrerId, circleId(at), player.id, share)) return;
  await accrueToCircle(tx, player.referrerId, circleId(new Date()), player.id, share);
}

/** new_game for the player; live_win for everyone when it won. */
export function orderEvents(player: Player, order: Order): PendingEvent[] {
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

