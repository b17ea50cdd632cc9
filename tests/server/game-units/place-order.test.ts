/**
 * Placing an order (server/game/place-order.ts) on a real database, without a server: the stake,
 * the payout, the idempotent replay, the rollback of a refused order, the referrer's share and the
 * events. Opens PGlite from a snapshot, so `npm run mutate` can re-run it per mutant
 * (docs/mutation-testing.md). The outcome is computed before each order from the active seed, so
 * a test picks the option that wins or loses instead of relying on luck.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleId } from '../../../src/contract/circle-id';
import type { BetOption } from '../../../src/contract/games';
import type { Db } from '../../../server/db/db';
import { placeOrder, type Bet } from '../../../server/game/place-order';
import { drawOutcome } from '../../../server/game/rules';
import { findActiveSeed } from '../../../server/game/seed-repository';
import { findCircle, markCircleWithdrawn } from '../../../server/referrals/circle-repository';
import type { Player } from '../../../server/users/player';
import { ensurePlayer } from '../../../server/onboarding/ensure-player';
import { findUserById } from '../../../server/users/user-repository';
import { openMigratedPglite } from '../helpers/pglite-snapshot';
import { playerTransfers } from '../helpers/test-database';
import { ORDERS_ANSWERED } from '../helpers/order-wait';

let db: Db;
let nextTelegramId = 7_000_000;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});

const NOW = new Date('2026-11-25T12:00:00Z');

async function newPlayer(welcomeUsdt = 100, referrerCode: string | null = null): Promise<Player> {
  nextTelegramId += 1;
  const profile = { telegramId: nextTelegramId, firstName: 'Ann', lastName: 'lee', username: null, languageCode: 'en' };
  return ensurePlayer(db, null, { profile, referrerCode, welcomeMicro: BigInt(welcomeUsdt) * 1_000_000n });
}

/** An odd_even bet of `amountMicro` that wins (or loses) on the player's next draw. */
async function oddEvenBet(player: Player, win: boolean, amountMicro = 1_000_000n): Promise<Bet> {
  const seed = await findActiveSeed(db, player.id);
  const outcome = drawOutcome('odd_even', { serverSeed: seed!.seed, clientSeed: seed!.clientSeed, nonce: seed!.nextNonce });
  const odd = outcome % 2 === 1;
  const option: BetOption = odd === win ? 'odd' : 'even';
  return { game: 'odd_even', option, amountMicro };
}

const rows = (sql: string, params: unknown[]) => db.query<Record<string, unknown>>(sql, params);
const balanceOf = async (player: Player) => (await findUserById(db, player.id))?.balanceMicro;

describe('placeOrder', ORDERS_ANSWERED, () => {
  it('a losing order debits the stake once and tells only the player', async () => {
    const player = await newPlayer();
    const placed = await placeOrder(db, player, await oddEvenBet(player, false), 'k1', NOW);
    const { order } = placed;
    expect(placed.replayed).toBe(false);
    expect(placed.balanceMicro).toBe(99_000_000n);
    expect(order).toMatchObject({ userId: player.id, game: 'odd_even', number: null, amountMicro: 1_000_000n, result: 'loss', payoutMicro: 0n });
    expect(order).toMatchObject({ nonce: 0, fairnessVersion: 2, serverSeed: null, createdAt: NOW });
    expect(placed.events).toEqual([{ userId: player.id, event: { type: 'new_game', data: { result: 'loss', orderId: String(order.id), option: order.option } } }]);
    expect(await playerTransfers(db, player.id)).toEqual([
      { amount_micro: 100_000_000n, reason: 'demo_credit', reference: `demo:${player.id}` },
      { amount_micro: -1_000_000n, reason: 'stake', reference: `order:${order.id}:stake` },
    ]);
    expect(await balanceOf(player)).toBe(99_000_000n);
    // Staged in the order's transaction; the relay publishes it after the commit (event-relay.test.ts).
    expect(await rows('SELECT type FROM event_outbox WHERE user_id = $1', [player.id])).toEqual([{ type: 'new_game' }]);
  });

  it('a winning order pays 1.95x and tells everyone (live_win, masked name)', async () => {
    const player = await newPlayer();
    const placed = await placeOrder(db, player, await oddEvenBet(player, true, 2_000_000n), 'k1', NOW);
    expect(placed.order).toMatchObject({ result: 'win', payoutMicro: 3_900_000n });
    expect(placed.balanceMicro).toBe(101_900_000n);
    expect(await balanceOf(player)).toBe(101_900_000n);
    expect(placed.events[1]).toEqual({
      userId: null,
      event: { type: 'live_win', data: { id: String(placed.order.id), name: 'Ann L.', game: 'odd_even', option: placed.order.option, payout: '3.900000', createdAt: NOW.toISOString() } },
    });
    expect(placed.events).toHaveLength(2);
    expect((await playerTransfers(db, player.id)).filter((row) => row.reason === 'payout')).toEqual([
      { reason: 'payout', amount_micro: 3_900_000n, reference: `order:${placed.order.id}:payout` },
    ]);
  });

  it('takes the seed’s nonces in turn and keeps the lucky number', async () => {
    const player = await newPlayer();
    const first = await placeOrder(db, player, { game: 'lucky_number', option: 'lucky_number', number: 0, amountMicro: 100_000n }, 'a', NOW);
    const second = await placeOrder(db, player, { game: 'lucky_number', option: 'lucky_number', number: 9, amountMicro: 100_000n }, 'b', NOW);
    expect([first.order.nonce, second.order.nonce]).toEqual([0, 1]);
    expect([first.order.number, second.order.number]).toEqual([0, 9]);
    // Stored as drawn: the history and a replay read the number from the order row.
    const stored = await db.query<{ number: number }>('SELECT number FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id', [[first.order.id, second.order.id]]);
    expect(stored.map((row) => row.number)).toEqual([0, 9]);
    expect(second.order.seedHash).toBe(first.order.seedHash);
  });

  it('the same key and bet again is the original order: replayed, nothing charged, no events', async () => {
    const player = await newPlayer();
    const bet = await oddEvenBet(player, false);
    const original = await placeOrder(db, player, bet, 'same', NOW);
    const again = await placeOrder(db, { ...player, balanceMicro: 1n }, { ...bet }, 'same', NOW);
    expect(again).toEqual({ order: { ...original.order, seedHash: expect.any(String) }, replayed: true, balanceMicro: 99_000_000n, events: [] });
    expect(again.order.id).toBe(original.order.id);
    expect(await balanceOf(player)).toBe(99_000_000n);
    expect(await rows('SELECT id FROM orders WHERE user_id = $1', [player.id])).toHaveLength(1);
  });

  it('the same key with another bet is 422 idempotency_key_reused', async () => {
    const player = await newPlayer();
    const bet = await oddEvenBet(player, false);
    await placeOrder(db, player, bet, 'same', NOW);
    for (const other of [{ ...bet, amountMicro: 1_000_001n }, { ...bet, option: bet.option === 'odd' ? 'even' : 'odd' } as Bet, { ...bet, game: 'big_small', option: 'over' } as Bet]) {
      await expect(placeOrder(db, player, other, 'same', NOW)).rejects.toMatchObject({ statusCode: 422, code: 'idempotency_key_reused' });
    }
    await expect(placeOrder(db, player, { game: 'lucky_number', option: 'lucky_number', number: 1, amountMicro: 100_000n }, 'n', NOW)).resolves.toBeTruthy();
    await expect(placeOrder(db, player, { game: 'lucky_number', option: 'lucky_number', number: 2, amountMicro: 100_000n }, 'n', NOW)).rejects.toMatchObject({ statusCode: 422 });
  });

  it('a stake over the balance is 409 and leaves no trace: no order, no nonce, the key free', async () => {
    const player = await newPlayer(1);
    const bet = await oddEvenBet(player, true, 1_000_001n);
    await expect(placeOrder(db, player, bet, 'k', NOW)).rejects.toMatchObject({ statusCode: 409, code: 'insufficient_balance' });
    expect(await rows('SELECT id FROM orders WHERE user_id = $1', [player.id])).toEqual([]);
    expect(await balanceOf(player)).toBe(1_000_000n);
    expect((await findActiveSeed(db, player.id))?.nextNonce).toBe(0);
    const whole = await placeOrder(db, player, { ...bet, amountMicro: 1_000_000n }, 'k', NOW);
    expect(whole.replayed).toBe(false);
  });
});

describe('the referrer’s share', ORDERS_ANSWERED, () => {
  it('1% of the stake goes to the referrer’s circle of the order’s week, once per player', async () => {
    const referrer = await newPlayer();
    const player = await newPlayer(100, referrer.refCode);
    await placeOrder(db, player, await oddEvenBet(player, false, 10_000_000n), 'a', NOW);
    await placeOrder(db, player, await oddEvenBet(player, true, 123_456n), 'b', NOW);
    expect(await findCircle(db, referrer.id, circleId(NOW))).toEqual({ circleId: circleId(NOW), earnFromChildMicro: 101_234n, isWithdrawn: false, referrals: 1 });
    expect(await balanceOf(referrer)).toBe(100_000_000n);
  });

  it('when the order’s circle is already withdrawn, the share goes to the current week’s', async () => {
    const referrer = await newPlayer();
    const player = await newPlayer(100, referrer.refCode);
    const past = new Date('2026-01-07T12:00:00Z');
    await placeOrder(db, player, await oddEvenBet(player, false), 'a', past);
    await markCircleWithdrawn(db, referrer.id, circleId(past));
    await placeOrder(db, player, await oddEvenBet(player, false), 'b', past);
    expect((await findCircle(db, referrer.id, circleId(past)))?.earnFromChildMicro).toBe(10_000n);
    expect((await findCircle(db, referrer.id, circleId(new Date())))?.earnFromChildMicro).toBe(10_000n);
  });

  it('no referrer, or a share that floors to 0, books nothing', async () => {
    const loner = await newPlayer();
    await placeOrder(db, loner, await oddEvenBet(loner, false), 'a', NOW);
    expect(await rows('SELECT circle_id FROM ref_circles WHERE user_id = $1', [loner.id])).toEqual([]);
    const referrer = await newPlayer();
    const player = await newPlayer(100, referrer.refCode);
    await placeOrder(db, player, await oddEvenBet(player, false, 99n), 'a', NOW);
    expect(await rows('SELECT circle_id FROM ref_circles WHERE user_id = $1', [referrer.id])).toEqual([]);
    await placeOrder(db, player, await oddEvenBet(player, false, 100n), 'b', NOW);
    expect((await findCircle(db, referrer.id, circleId(NOW)))?.earnFromChildMicro).toBe(1n);
  });
});
