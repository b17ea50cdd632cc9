/**
 * The running totals the limit checks read (migration 130, server/protection/order-gate.ts) are
 * what summing the player's orders of the period gives: after random orders (games, stakes, the
 * draw's payouts, clocks moving across days, weeks and months), every period's totals on the
 * protection row equal the sums over the orders table they replace. And at a limit's edge, 50
 * concurrent orders never take the period past it.
 */
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GAME_OPTIONS, GAMES, type Game } from '../../src/contract/games';
import { LIMIT_PERIODS, periodStart } from '../../src/contract/protection';
import { placeOrder, type Bet } from '../../server/game/place-order';
import { ensurePlayer } from '../../server/onboarding/ensure-player';
import { orderTotalsIn } from '../../server/protection/order-gate';
import { orderTotalsSince } from '../../server/protection/limit-repository';
import { lockProtection } from '../../server/protection/protection-repository';
import type { Player } from '../../server/users/player';
import { booksProblems, openTestDatabase, type DbKind, type TestDatabase } from './helpers/test-database';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

const kinds: DbKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
const START = Date.parse('2026-11-25T12:00:00Z');
const DAY_MS = 86_400_000;
const RUNS = 5;
const ORDERS_PER_RUN = 200;

const bet = fc.constantFrom(...GAMES).chain((game: Game) =>
  fc.record({
    game: fc.constant(game),
    option: fc.constantFrom(...GAME_OPTIONS[game]),
    number: game === 'lucky_number' ? fc.integer({ min: 0, max: 9 }) : fc.constant(undefined),
    amountMicro: fc.bigInt({ min: 100_000n, max: 20_000_000n }),
  }),
);
/** Orders a few minutes to three days apart: many within one day, and every kind of period change. */
const step = fc.oneof(fc.integer({ min: 0, max: 600_000 }), fc.integer({ min: 0, max: 3 * DAY_MS }));

describe.each(kinds)('running totals of orders per period [%s]', (kind) => {
  let database: TestDatabase;
  let telegramId = 9_570_000;
  beforeAll(async () => {
    database = await openTestDatabase(kind, inject('postgresUrl'));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function newPlayer(): Promise<Player> {
    telegramId += 1;
    const profile = { telegramId, firstName: 'Tot', lastName: null, username: null, languageCode: 'en' };
    return ensurePlayer(database.db, null, { profile, referrerCode: null, welcomeMicro: 1_000_000_000_000n });
  }

  it(`equal the sums over the orders after ${RUNS * ORDERS_PER_RUN} random orders`, { timeout: 600_000 }, async () => {
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(step, bet), { minLength: ORDERS_PER_RUN, maxLength: ORDERS_PER_RUN }), async (orders) => {
        const player = await newPlayer();
        let at = START;
        for (const [i, [gap, drawn]] of orders.entries()) {
          at += gap;
          const now = new Date(at);
          const order: Bet = drawn.number === undefined ? { game: drawn.game, option: drawn.option, amountMicro: drawn.amountMicro } : drawn;
          await placeOrder(db, player, order, `totals-${i}`, now);
          const protection = await db.transaction((tx) => lockProtection(tx, player.id));
          for (const period of LIMIT_PERIODS) {
            expect(orderTotalsIn(protection, period, now), `${period} totals after order ${i} at ${now.toISOString()}`).toEqual(
              await orderTotalsSince(db, player.id, periodStart(period, now)),
            );
          }
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await booksProblems(db)).toEqual([]);
  });
});

describeEachDb('a stake limit at its edge', (ctx) => {
  it('50 concurrent orders never take the day past it: exactly the room is admitted', { timeout: 120_000 }, async () => {
    const user = newTelegramUser();
    const set = (body: unknown) => ctx.call('PUT', '/api/v1/player/limits', { user, body });
    expect((await set({ kind: 'stake', period: 'day', amount: '5' })).status).toBe(200);
    expect((await set({ kind: 'loss', period: 'week', amount: '50' })).status).toBe(200);
    // 3 of the day's 5 USDT used: room for exactly 20 orders of 0.1.
    for (let i = 0; i < 3; i += 1) expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '1' })).status).toBe(201);
    const responses = await Promise.all(Array.from({ length: 50 }, () => ctx.order(user, { game: 'odd_even', option: 'odd', amount: '0.1' })));
    const statuses = responses.map((response) => response.status);
    const admitted = statuses.filter((status) => status === 201).length;
    for (const response of responses.filter((r) => r.status === 403)) expect(response.json.error.code).toBe('limit_reached');
    const [staked] = await ctx.db.query<{ total: bigint }>(
      'SELECT sum(o.amount_micro)::bigint AS total FROM orders o JOIN users u ON u.id = o.user_id WHERE u.telegram_id = $1',
      [user.id],
    );
    // Every 201 is in the books, and the day never passes its 5 USDT.
    expect(staked!.total).toBe(3_000_000n + BigInt(admitted) * 100_000n);
    expect(staked!.total).toBeLessThanOrEqual(5_000_000n);
    // Each order is admitted or refused with a clear 403 (limit_reached), never a server error, and
    // exactly the room left under the limit is admitted.
    expect(statuses.filter((status) => status !== 201 && status !== 403)).toEqual([]);
    expect(admitted).toBe(20);
  });
});
