/**
 * An order's transaction in two round trips on Postgres (docs/performance.md, "Orders at scale"):
 * BEGIN rides with open_order and COMMIT with settle_order (server/db/pg-db.ts), so settle_order
 * raises on a stake not posted (migration 252) and a refused order can never commit. The
 * parameters of those messages are inlined (server/db/inline-params.ts): they must reach Postgres
 * as the same values as parameters do.
 */
import { Client } from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { periodStart, SESSION_GAP_MS } from '../../../src/contract/protection';
import { queryAndCommit, type Db } from '../../../server/db/db';
import { EventRelay } from '../../../server/events/relay';
import { inlineParams } from '../../../server/db/inline-params';
import { openPostgresDb } from '../../../server/db/pg-db';
import { openOrders } from '../../../server/game/order-batch-functions';
import { placeOrder } from '../../../server/game/place-order';
import { ensurePlayer } from '../../../server/onboarding/ensure-player';
import type { Player } from '../../../server/users/player';
import { findUserById } from '../../../server/users/user-repository';
import { databaseKinds } from '../helpers/test-server';
import { databaseForSuite } from '../helpers/test-database';
import { ORDERS_ANSWERED } from '../helpers/order-wait';

const NOW = new Date('2026-11-25T12:00:00Z');
const USDT = 1_000_000n;
let nextTelegramId = 8_300_000;

async function newPlayer(db: Db): Promise<Player> {
  nextTelegramId += 1;
  const profile = { telegramId: nextTelegramId, firstName: 'Ann', lastName: null, username: null, languageCode: 'en' };
  return ensurePlayer(db, null, { profile, referrerCode: null, welcomeMicro: 10n * USDT });
}

/** What an order left for the player: orders, claimed keys, balance. */
async function traces(db: Db, player: Player) {
  const [orders] = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [player.id]);
  const [keys] = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM idempotency_keys WHERE user_id = $1', [player.id]);
  return { orders: orders?.n, keys: keys?.n, balance: (await findUserById(db, player.id))?.balanceMicro };
}

/** The text of every message the pg clients send while `run` runs. */
async function sent(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(Client.prototype, 'query');
  try {
    await run().catch(() => {});
    return spy.mock.calls.map(([config]) => (typeof config === 'string' ? config : (config as { text: string }).text).replace(/\s+/g, ' ').trim());
  } finally {
    spy.mockRestore();
  }
}

for (const kind of databaseKinds()) {
  describe(`an order's transaction on ${kind}`, ORDERS_ANSWERED, () => {
    const suite = databaseForSuite(kind);
    let db: Db;
    beforeAll(() => {
      db = suite.database.db;
    });

    it('settle_order raises SW409 on a stake that would overdraw instead of returning it, and nothing stays', async () => {
      const player = await newPlayer(db);
      const settle = db.transaction(async (tx) => {
        const open = (await openOrders(tx, [{ userId: player.id, key: 'over', requestHash: 'h', now: NOW, defaults: [] }]))[0]!;
        if (!open.claimed || !open.seed) throw new Error('not claimed');
        return tx.query(
          `SELECT stake_status FROM settle_order($1, $2, 'over', 'odd_even', 'odd', NULL, $3, 1::smallint, 'loss', 0, $4, $5, $6, 2::smallint, $7, $8, $9, $10, '{}', '{}', '{}')`,
          [open.orderId, player.id, 11n * USDT, open.seed.id, open.seed.nextNonce, NOW, SESSION_GAP_MS, periodStart('day', NOW), periodStart('week', NOW), periodStart('month', NOW)],
        );
      });
      await expect(settle).rejects.toMatchObject({ code: 'SW409', detail: 'refused' });
      expect(await traces(db, player)).toEqual({ orders: 0n, keys: 0n, balance: 10n * USDT });
    });

    it('a refused stake whose statement carries the COMMIT commits nothing, and a placed order is committed', async () => {
      const player = await newPlayer(db);
      await expect(placeOrder(db, player, { game: 'odd_even', option: 'odd', amountMicro: 11n * USDT }, 'big', NOW)).rejects.toMatchObject({ statusCode: 409 });
      expect(await traces(db, player)).toEqual({ orders: 0n, keys: 0n, balance: 10n * USDT });
      const placed = await placeOrder(db, player, { game: 'odd_even', option: 'odd', amountMicro: USDT }, 'small', NOW);
      expect(await traces(db, player)).toEqual({ orders: 1n, keys: 1n, balance: placed.balanceMicro });
    });

    it.runIf(kind === 'postgres')('an order is two messages: BEGIN with open_orders, settle_orders with COMMIT; a refused one too (its claim withdrawn in settle_orders)', async () => {
      const player = await newPlayer(db);
      // A connection's first order prepares the two statements first (its own messages, once).
      const withoutPrepare = (texts: string[]) => texts.filter((text) => !text.startsWith('PREPARE '));
      const placedAll = await sent(() => placeOrder(db, player, { game: 'odd_even', option: 'odd', amountMicro: USDT }, 'one', NOW));
      const placed = withoutPrepare(placedAll);
      expect(placed).toHaveLength(2);
      const [open, settle] = placed.map((text) => /EXECUTE (q\d+)\(/.exec(text)?.[1]);
      expect(placed[0]).toMatch(/^BEGIN; EXECUTE q\d+\('/);
      expect(placed[1]).toMatch(/^EXECUTE q\d+\(.*\); COMMIT$/);
      for (const prepare of placedAll.filter((text) => text.startsWith('PREPARE '))) {
        expect(prepare).toMatch(new RegExp(`^PREPARE (${open} AS SELECT ordinal, claimed, key_request_hash, .* FROM open_orders\\(|${settle} AS SELECT ordinal, stake_status, balance_micro FROM settle_orders\\()`));
      }
      const refused = withoutPrepare(await sent(() => placeOrder(db, player, { game: 'odd_even', option: 'odd', amountMicro: 100n * USDT }, 'two', NOW)));
      expect(refused).toHaveLength(2);
      expect(refused[0]).toMatch(new RegExp(`^BEGIN; EXECUTE ${open}\\(`));
      expect(refused[1]).toMatch(new RegExp(`^EXECUTE ${settle}\\(.*\\); COMMIT$`));
      expect(await traces(db, player)).toMatchObject({ orders: 1n, keys: 1n });
    });

    it.runIf(kind === 'postgres')("a connection parses an order's two statements once: PREPARE on its first order, EXECUTE after", async () => {
      const single = await openPostgresDb(suite.database.url!, 1);
      try {
        const player = await newPlayer(single);
        const first = await sent(() => placeOrder(single, player, { game: 'odd_even', option: 'odd', amountMicro: USDT }, 'p1', NOW));
        const second = await sent(() => placeOrder(single, player, { game: 'odd_even', option: 'odd', amountMicro: USDT }, 'p2', NOW));
        expect(first.filter((text) => text.startsWith('PREPARE '))).toHaveLength(2);
        expect(second.filter((text) => text.startsWith('PREPARE '))).toEqual([]);
        const prepared = await single.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements WHERE from_sql ORDER BY statement');
        expect(prepared.map((row) => /FROM (open_orders|settle_orders)\(/.exec(row.statement)?.[1])).toEqual(['open_orders', 'settle_orders']);
        expect((await traces(single, player)).orders).toBe(2n);
      } finally {
        await single.close();
      }
    });

    it.runIf(kind === 'postgres')('the events relay moves a batch in one message: BEGIN, its lock, the move and COMMIT', async () => {
      const player = await newPlayer(db);
      await placeOrder(db, player, { game: 'odd_even', option: 'odd', amountMicro: USDT }, 'relayed', NOW);
      const relay = new EventRelay(db, { error: () => {} }, 60_000);
      const all = await sent(async () => {
        relay.kick();
        await relay.settled();
      });
      const messages = all.filter((text) => !text.startsWith('PREPARE '));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^BEGIN; EXECUTE q\d+\('[^;]*\); EXECUTE q\d+\(.*\); COMMIT$/);
      for (const prepare of all.filter((text) => text.startsWith('PREPARE '))) expect(prepare).toMatch(/^PREPARE q\d+ AS (SELECT pg_advisory_xact_lock\(|WITH staged AS )/);
      expect(await db.query('SELECT id FROM event_outbox')).toEqual([]);
      const [moved] = await db.query<{ n: bigint }>("SELECT count(*) AS n FROM events WHERE user_id = $1 AND type = 'new_game'", [player.id]);
      expect(moved?.n).toBe(1n);
    });

    it.runIf(kind === 'postgres')('inlined parameters reach Postgres as the same values as bound ones', async () => {
      const sql = 'SELECT $1::text AS t, $2::bigint AS b, $3::text[] AS a, $4::timestamptz AS at, $5::smallint AS s, $6::boolean AS yes, $7::bigint[] AS ids, $8::text AS missing, $9::double precision AS f';
      const params = ["it's a \\ back\"slash\n¿ñ 😀", 9_223_372_036_854_775_807n, ['{"x": "y\\z"}', null, '', 'a,b', 'NULL'], NOW, 7, false, [1n, null, -9_007_199_254_740_993n], null, 300_000.5];
      expect(inlineParams('SELECT $1, $10', ['a', 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe("SELECT 'a', '9'");
      expect(() => inlineParams('SELECT $2', [1])).toThrow('no parameter $2');
      const bound = await db.query(sql, params);
      let inlined: unknown[] = [];
      const messages = await sent(() =>
        db.transaction(async (tx) => {
          inlined = await tx.query(sql, params);
        }, { beginWithFirstStatement: true }),
      );
      expect(messages.find((text) => text.startsWith('BEGIN; '))).toMatch(/^BEGIN; EXECUTE q\d+\( ?E'it''s a /);
      expect(inlined).toEqual(bound);
      expect(bound[0]).toMatchObject({ b: 9_223_372_036_854_775_807n, s: 7, yes: false, missing: null, f: 300_000.5 });
    });

    it.runIf(kind === 'postgres')('a transaction that committed with its last statement refuses another; one whose first statement failed left nothing', async () => {
      await db.exec('CREATE TABLE IF NOT EXISTS round_trip_probe (n int PRIMARY KEY)');
      const late = db.transaction(async (tx) => {
        await tx.query('INSERT INTO round_trip_probe VALUES ($1)', [1]);
        await queryAndCommit(tx, 'INSERT INTO round_trip_probe VALUES ($1) RETURNING n', [2]);
        await tx.query('INSERT INTO round_trip_probe VALUES ($1)', [3]);
      });
      await expect(late).rejects.toThrow('a statement after the transaction committed');
      const failedFirst = db.transaction(async (tx) => {
        await tx.query('INSERT INTO round_trip_probe VALUES ($1), ($2)', [4, 4]);
      }, { beginWithFirstStatement: true });
      await expect(failedFirst).rejects.toMatchObject({ code: '23505' });
      const rows = await db.query<{ n: number }>('SELECT n FROM round_trip_probe ORDER BY n');
      expect(rows.map((row) => row.n)).toEqual([1, 2]);
    });
  });
}
