import { CURRENT_FAIRNESS_VERSION } from '../../src/contract/fairness';
import { formatUsdt } from '../../src/contract/money';
import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import type { Db, Queryable } from '../db/db';
import { failpoint } from '../failpoint/failpoint';
import { ApiError, conflict } from '../http/api-error';
import { admitOrder } from '../protection/order-gate';
import type { Player } from '../users/player';
import { openOrders, settleOrders, type ClaimToWithdraw, type OrderToSettle } from './order-batch-functions';
import type { Order } from './order-repository';
import { orderEvents, payReferrer, replay, type Bet, type PlacedOrder } from './placed-order';
import { settle } from './rules';
import { takeNonce } from './seed-repository';

/** One order as the route hands it over; `hash` is the bet's (betHash), checked against a replayed key. */
export interface OrderRequest {
  player: Player;
  bet: Bet;
  key: string;
  hash: string;
  now: Date;
  minCycleMs: number;
  defaults: readonly DefaultLimit[];
}

/** An order's own answer: placed, or its refusal (an ApiError: 403, 409, 422). */
export type OrderOutcome = { placed: PlacedOrder } | { refused: ApiError };

/** An ApiError is that order's answer alone; anything else fails the batch. */
async function ownAnswer<T>(run: () => Promise<T> | T): Promise<T | { refused: ApiError }> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return { refused: error };
    throw error;
  }
}

/** The order drawn on the seed's next nonce, as placeOrder drew it. */
async function draw(tx: Queryable, request: OrderRequest, orderId: number, seed: Awaited<ReturnType<typeof takeNonce>>): Promise<OrderToSettle & { placed: PlacedOrder }> {
  const { player, bet, now } = request;
  const settlement = settle(bet, { serverSeed: seed.seed, clientSeed: seed.clientSeed, nonce: seed.nextNonce });
  const order: Order = {
    userId: player.id,
    game: bet.game,
    option: bet.option,
    number: bet.number ?? null,
    amountMicro: bet.amountMicro,
    fairnessVersion: CURRENT_FAIRNESS_VERSION,
    ...settlement,
    id: orderId,
    seedHash: seed.seedHash,
    clientSeed: seed.clientSeed,
    serverSeed: null,
    nonce: seed.nextNonce,
    createdAt: now,
  };
  const events = orderEvents(player, order);
  return { order: { ...order, seedId: seed.id }, key: request.key, events, placed: { order, replayed: false, balanceMicro: 0n, events } };
}

/**
 * Several orders (at most one per player) in ONE transaction of two statements, on Postgres two
 * round trips (docs/performance.md, "Orders in batches"): open_orders claims each key, locks and
 * reads each player's protection row and limits and takes each seed's next nonce, in player order
 * (the lock order of every batch); each claimed order is admitted (a refusal is its own answer)
 * and drawn; then settle_orders withdraws the refused orders' claims and settles the others, a
 * stake not posted undoing that order alone (409). The referrers' shares follow, then COMMIT. An
 * unexpected error rejects: the caller reruns the orders one by one. Outcomes in `requests`' order.
 */
export async function runOrderBatch(db: Db, requests: readonly OrderRequest[]): Promise<OrderOutcome[]> {
  // By player: concurrent batches (other instances' too) take the protection row locks in one order.
  // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above our ES2022 lib
  const sorted = requests.map((request, index) => ({ request, index })).sort((a, b) => a.request.player.id - b.request.player.id);
  const outcomes = await db.transaction(async (tx) => {
    const opened = await openOrders(tx, sorted.map(({ request: r }) => ({ userId: r.player.id, key: r.key, requestHash: r.hash, now: r.now, defaults: r.defaults })));
    const answers: (OrderOutcome | undefined)[] = [];
    const drawn: (OrderToSettle & { placed: PlacedOrder; at: number })[] = [];
    const withdrawn: ClaimToWithdraw[] = [];
    for (const [at, { request }] of sorted.entries()) {
      const open = opened[at]!;
      if (!open.claimed) {
        const replayed = await ownAnswer(() => replay(tx, request.player, open, request.hash));
        answers[at] = 'refused' in replayed ? replayed : { placed: replayed };
        continue;
      }
      const admitted = await ownAnswer(() => admitOrder(open.protection, open.limits, request.bet.amountMicro, request.now, request.minCycleMs));
      if (admitted !== undefined) {
        answers[at] = admitted;
        withdrawn.push({ userId: request.player.id, key: request.key, seedId: open.seed?.id ?? null, nonce: open.seed?.nextNonce ?? null });
        continue;
      }
      // No active seed (a rotation committed between our snapshot and its update): takeNonce makes one.
      drawn.push({ ...(await draw(tx, request, open.orderId, open.seed ?? (await takeNonce(tx, request.player.id)))), at });
    }
    await failpoint('order:batch-opened');
    if (drawn.length === 0 && withdrawn.length === 0) return answers;
    // Without a referrer's share to follow, settle_orders is the last statement: its COMMIT rides with it.
    const referred = drawn.some(({ at }) => sorted[at]!.request.player.referrerId !== null);
    const settled = await settleOrders(tx, drawn, withdrawn, !referred);
    const shares: { player: Player; stakeMicro: bigint; at: Date }[] = [];
    for (const [i, { placed, at }] of drawn.entries()) {
      const result = settled[i]!;
      if (result.stakeStatus !== 'posted') {
        answers[at] = { refused: conflict('insufficient_balance', `The stake ${formatUsdt(placed.order.amountMicro)} USDT exceeds your balance`) };
        continue;
      }
      answers[at] = { placed: { ...placed, balanceMicro: result.balanceMicro } };
      const { player, now } = sorted[at]!.request;
      shares.push({ player, stakeMicro: placed.order.amountMicro, at: now });
    }
    // By referrer: concurrent batches take their circles' row locks in one order.
    shares.sort((a, b) => (a.player.referrerId ?? 0) - (b.player.referrerId ?? 0));
    for (const share of shares) await payReferrer(tx, share.player, share.stakeMicro, share.at);
    return answers;
  }, { beginWithFirstStatement: true });
  const inOrder: OrderOutcome[] = [];
  for (const [at, { index }] of sorted.entries()) inOrder[index] = outcomes[at]!;
  return inOrder;
}
