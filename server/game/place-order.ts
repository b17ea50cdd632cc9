import { createHash } from 'node:crypto';
import { circleId } from '../../src/contract/circle-id';
import { CURRENT_FAIRNESS_VERSION } from '../../src/contract/fairness';
import type { BetOption, Game } from '../../src/contract/games';
import { formatUsdt } from '../../src/contract/money';
import type { Db, Queryable } from '../db/db';
import { stageEvents, type PendingEvent } from '../events/outbox';
import { ApiError, conflict } from '../http/api-error';
import { playerAccount } from '../books/accounts';
import { postTransfer } from '../books/transfer-repository';
import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import { admitOrder, countIntoSession } from '../protection/order-gate';
import { accrueToCircle } from '../referrals/circle-repository';
import type { Player } from '../users/player';
import { findUserById } from '../users/user-repository';
import { attachOrderToKey, claimIdempotencyKey } from './idempotency-repository';
import { findOrder, insertOrder, type Order } from './order-repository';
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
 * Places and settles one order in ONE transaction: claim the idempotency key, take the seed's
 * next nonce, draw, insert the order, move the stake to the bankroll and a win back (server/books), pay
 * the referrer's share, and stage the events for the relay. Player protection (server/protection) admits the
 * order first, under the player's row lock. Any failure (409 insufficient_balance) rolls all
 * of it back, so a failed order leaves no trace and its key can be retried.
 */
export async function placeOrder(db: Db, player: Player, bet: Bet, idempotencyKey: string, now: Date, minCycleMs = 0, defaultLimits: readonly DefaultLimit[] = []): Promise<PlacedOrder> {
  const hash = betHash(bet);
  return db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey(tx, player.id, idempotencyKey, hash);
    if (!claim.claimed) return replay(tx, player, claim, hash);
    // Player protection first (403 refusals roll the key's claim back with everything else).
    await admitOrder(tx, player.id, bet.amountMicro, now, minCycleMs, defaultLimits);

    const seed = await takeNonce(tx, player.id);
    const settlement = settle(bet, { serverSeed: seed.seed, clientSeed: seed.clientSeed, nonce: seed.nextNonce });
    const fields = {
      userId: player.id,
      game: bet.game,
      option: bet.option,
      number: bet.number ?? null,
      amountMicro: bet.amountMicro,
      fairnessVersion: CURRENT_FAIRNESS_VERSION,
      ...settlement,
    };
    const orderId = await insertOrder(tx, { ...fields, seedId: seed.id, nonce: seed.nextNonce, createdAt: now });
    const reference = `order:${orderId}`;

    const account = playerAccount(player.id);
    const stake = await postTransfer(tx, { from: account, to: 'house:bankroll', amountMicro: bet.amountMicro, reason: 'stake', reference: `${reference}:stake` });
    if (stake.status !== 'posted') {
      throw conflict('insufficient_balance', `The stake ${formatUsdt(bet.amountMicro)} USDT exceeds your balance`);
    }
    let balanceMicro = stake.fromBalanceMicro ?? 0n;
    if (settlement.payoutMicro > 0n) {
      const payout = await postTransfer(tx, { from: 'house:bankroll', to: account, amountMicro: settlement.payoutMicro, reason: 'payout', reference: `${reference}:payout` });
      if (payout.status !== 'posted') throw new Error(`the payout of ${reference} was ${payout.status}`);
      balanceMicro = payout.toBalanceMicro ?? balanceMicro;
    }
    await attachOrderToKey(tx, player.id, idempotencyKey, orderId);
    await payReferrer(tx, player, bet.amountMicro, now);
    await countIntoSession(tx, player.id, now, bet.amountMicro, settlement.payoutMicro);

    const order: Order = {
      ...fields,
      id: orderId,
      seedHash: seed.seedHash,
      clientSeed: seed.clientSeed,
      serverSeed: null,
      nonce: seed.nextNonce,
      createdAt: now,
    };
    const events = orderEvents(player, order);
    // Staged, not published: the relay moves them after the commit (server/events/relay.ts).
    await stageEvents(tx, events);
    return { order, replayed: false, balanceMicro, events };
  });
}
