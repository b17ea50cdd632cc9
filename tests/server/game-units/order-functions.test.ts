/**
 * An order's two statements (server/game/order-functions.ts, migration 251) on a real database,
 * without a server: the whole transaction is open_order and settle_order, and what open_order
 * reads comes back exactly as the server read it statement by statement before (bigints past
 * 2^53, the permanent exclusion, a due pending limit, a player without an active seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../server/db/db';
import { openOrders } from '../../../server/game/order-batch-functions';
import { placeOrder } from '../../../server/game/place-order';
import { ensurePlayer } from '../../../server/onboarding/ensure-player';
import type { Player } from '../../../server/users/player';
import { openMigratedPglite } from '../helpers/pglite-snapshot';
import { ORDERS_ANSWERED } from '../helpers/order-wait';

let db: Db;
let nextTelegramId = 8_100_000;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});

const NOW = new Date('2026-11-25T12:00:00Z');
const BET = { game: 'odd_even', option: 'odd', amountMicro: 1_000_000n } as const;

async function newPlayer(): Promise<Player> {
  nextTelegramId += 1;
  const profile = { telegramId: nextTelegramId, firstName: 'Ann', lastName: null, username: null, languageCode: 'en' };
  return ensurePlayer(db, null, { profile, referrerCode: null, welcomeMicro: 100_000_000n });
}

/** The statements each transaction of `db` sends, by their first word. */
function counting(inner: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const wrap = (tx: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql.trim().split(/\s+/).slice(0, 3).join(' '));
      return tx.query(sql, params);
    },
    exec: (sql) => tx.exec(sql),
  });
  return { db: { ...inner, transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))) }, statements };
}

/** open_order's answer for the player, in a transaction rolled back afterwards (nothing claimed stays). */
async function opened(player: Player, key = 'peek') {
  let result: Awaited<ReturnType<typeof openOrders>>[number] | undefined;
  await db
    .transaction(async (tx) => {
      result = (await openOrders(tx, [{ userId: player.id, key, requestHash: 'h', now: NOW, defaults: [] }]))[0]!;
      throw new Error('roll back');
    })
    .catch(() => {});
  return result!;
}

describe('an order in two statements', ORDERS_ANSWERED, () => {
  it('a new order is open_orders then settle_orders in its transaction (a batch of one), nothing more', async () => {
    const player = await newPlayer();
    const { db: counted, statements } = counting(db);
    const placed = await placeOrder(counted, player, BET, 'two', NOW);
    expect(placed.replayed).toBe(false);
    expect(statements).toEqual(['SELECT ordinal, claimed,', 'SELECT ordinal, stake_status,']);
  });

  it('on a database that can, BEGIN rides with open_order and the COMMIT with settle_order (two round trips on Postgres)', async () => {
    const player = await newPlayer();
    const sent: string[] = [];
    const options: unknown[] = [];
    const first = (sql: string) => sql.trim().split(/\s+/).slice(0, 2).join(' ');
    const riding: Db = {
      ...db,
      transaction: (fn, transactionOptions) => {
        options.push(transactionOptions);
        return db.transaction((tx) =>
          fn({
            query: (sql, params) => {
              sent.push(`query ${first(sql)}`);
              return tx.query(sql, params);
            },
            queryAndCommit: (sql, params) => {
              sent.push(`with COMMIT ${first(sql)}`);
              return tx.query(sql, params);
            },
            exec: (sql) => tx.exec(sql),
          }),
        );
      },
    };
    await placeOrder(riding, player, BET, 'riding', NOW);
    expect(options).toEqual([{ beginWithFirstStatement: true }]);
    expect(sent).toEqual(['query SELECT ordinal,', 'with COMMIT SELECT ordinal,']);
  });

  it('a replay reads the key in open_orders and then only the order and the balance', async () => {
    const player = await newPlayer();
    const first = await placeOrder(db, player, BET, 'again', NOW);
    const { db: counted, statements } = counting(db);
    const replayed = await placeOrder(counted, player, BET, 'again', NOW);
    expect(replayed).toMatchObject({ replayed: true, balanceMicro: first.balanceMicro, order: { id: first.order.id } });
    expect(statements).toHaveLength(3);
    expect(statements[0]).toBe('SELECT ordinal, claimed,');
  });

  it('the key is claimed with its order id in open_order: settle_order writes the key no more', async () => {
    const player = await newPlayer();
    let atClaim: bigint | null | undefined;
    let claimedId = 0;
    await db
      .transaction(async (tx) => {
        const open = (await openOrders(tx, [{ userId: player.id, key: 'once', requestHash: 'h', now: NOW, defaults: [] }]))[0]!;
        if (!open.claimed) throw new Error('not claimed');
        claimedId = open.orderId;
        const [key] = await tx.query<{ order_id: bigint | null }>('SELECT order_id FROM idempotency_keys WHERE user_id = $1 AND key = $2', [player.id, 'once']);
        atClaim = key?.order_id;
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(atClaim).toBe(BigInt(claimedId));
    const placed = await placeOrder(db, player, BET, 'written-once', NOW);
    const [key] = await db.query<{ order_id: bigint }>('SELECT order_id FROM idempotency_keys WHERE user_id = $1 AND key = $2', [player.id, 'written-once']);
    expect(key?.order_id).toBe(BigInt(placed.order.id));
    expect(placed.order.id).toBeGreaterThan(claimedId);
  });

  it('the order id is taken in open_order and is the one the order row and its stake carry', async () => {
    const player = await newPlayer();
    const placed = await placeOrder(db, player, BET, 'id', NOW);
    const [row] = await db.query<{ reference: string }>("SELECT reference FROM transfers WHERE reference LIKE $1 AND reason = 'stake'", [`order:${placed.order.id}:%`]);
    expect(row?.reference).toBe(`order:${placed.order.id}:stake`);
    const [key] = await db.query<{ order_id: bigint }>('SELECT order_id FROM idempotency_keys WHERE user_id = $1 AND key = $2', [player.id, 'id']);
    expect(key?.order_id).toBe(BigInt(placed.order.id));
  });
});

describe('what open_order reads', ORDERS_ANSWERED, () => {
  it('running totals past 2^53 micro-USDT come back exact, and the permanent exclusion as permanent', async () => {
    const player = await newPlayer();
    await placeOrder(db, player, BET, 'first', NOW);
    await db.query("UPDATE player_protection SET day_stake_micro = 9007199254740993, month_payout_micro = 9007199254740995, session_net_micro = -9007199254740993, excluded_until = 'infinity' WHERE user_id = $1", [player.id]);
    const open = await opened(player);
    if (!open.claimed) throw new Error('not claimed');
    expect(open.protection.periods.day.stakeMicro).toBe(9_007_199_254_740_993n);
    expect(open.protection.periods.month.payoutMicro).toBe(9_007_199_254_740_995n);
    expect(open.protection.sessionNetMicro).toBe(-9_007_199_254_740_993n);
    expect(open.protection.excludedPermanently).toBe(true);
    expect(open.protection.sessionLastOrderAt).toEqual(NOW);
    expect(open.protection.userId).toBe(player.id);
  });

  it('a pending limit change counts once it is due, not before; deposit limits are not read', async () => {
    const player = await newPlayer();
    await db.query(
      `INSERT INTO player_limits (user_id, kind, period, amount_micro, pending_amount_micro, pending_effective_at) VALUES
         ($1, 'stake', 'day', 5000000, 9000000, $2), ($1, 'loss', 'week', 7000000, 1000000, $3), ($1, 'deposit', 'day', 1, NULL, NULL)`,
      [player.id, new Date(NOW.getTime() + 1000), NOW],
    );
    const open = await opened(player);
    if (!open.claimed) throw new Error('not claimed');
    expect(open.limits).toEqual(
      expect.arrayContaining([
        { kind: 'stake', period: 'day', amountMicro: 5_000_000n },
        { kind: 'loss', period: 'week', amountMicro: 1_000_000n },
      ]),
    );
    expect(open.limits).toHaveLength(2);
  });

  it('a player without an active seed gets none from open_order, and the order still takes a nonce', async () => {
    const player = await newPlayer();
    await db.query('UPDATE game_seeds SET revealed_at = now() WHERE user_id = $1', [player.id]);
    const open = await opened(player);
    expect(open.claimed && open.seed).toBeNull();
    const placed = await placeOrder(db, player, BET, 'seedless', NOW);
    expect(placed.order.nonce).toBe(0);
  });

  it('the nonce taken is the seed’s next one, in order', async () => {
    const player = await newPlayer();
    const nonces = [];
    for (const key of ['n0', 'n1', 'n2']) nonces.push((await placeOrder(db, player, BET, key, NOW)).order.nonce);
    expect(nonces).toEqual([0, 1, 2]);
  });
});
