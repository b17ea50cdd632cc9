/**
 * Orders in batches (docs/performance.md, "Orders in batches"; server/game/order-batcher.ts): the
 * orders placed together share one transaction, and each still gets its own answer: a
 * stake that would overdraw (409) or a limit's refusal (403) leaves no trace (no order row, no
 * transfer, the key free again, the nonce not consumed), a replay replays, a player's second order
 * waits for the first. A batch that fails as a whole is rerun order by order.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { periodStart } from '../../../src/contract/protection';
import type { Db, Queryable } from '../../../server/db/db';
import { placeOrder, type Bet } from '../../../server/game/place-order';
import { betHash as betHashOf } from '../../../server/game/placed-order';
import { findActiveSeed } from '../../../server/game/seed-repository';
import { ensurePlayer } from '../../../server/onboarding/ensure-player';
import { findUserById } from '../../../server/users/user-repository';
import type { Player } from '../../../server/users/player';
import { booksProblems, databaseForSuite, playerTransfers } from '../helpers/test-database';
import { databaseKinds } from '../helpers/test-server';
import { ORDERS_ANSWERED } from '../helpers/order-wait';

const NOW = new Date('2026-11-25T12:00:00Z');
const USDT = 1_000_000n;
const BET: Bet = { game: 'odd_even', option: 'odd', amountMicro: USDT };
let nextTelegramId = 8_500_000;

/** Counts the transactions `db` runs from now on. */
function countTransactions(db: Db) {
  return vi.spyOn(db, 'transaction');
}

for (const kind of databaseKinds()) {
  describe(`a batch of orders on ${kind}`, ORDERS_ANSWERED, () => {
    const suite = databaseForSuite(kind);
    let db: Db;
    beforeAll(() => {
      db = suite.database.db;
    });

    async function newPlayer(referrerCode: string | null = null): Promise<Player> {
      nextTelegramId += 1;
      const profile = { telegramId: nextTelegramId, firstName: 'Bat', lastName: null, username: null, languageCode: 'en' };
      return ensurePlayer(db, null, { profile, referrerCode, welcomeMicro: 10n * USDT });
    }

    /** `db` with each transaction's statements recorded: how it was sent, what it calls and its parameters. */
    function recording(): { db: Db; sent: { how: string; sql: string; params: readonly unknown[] }[] } {
      const sent: { how: string; sql: string; params: readonly unknown[] }[] = [];
      // The function a statement calls, or its first words.
      const first = (sql: string) => /FROM (\w+)\(/.exec(sql)?.[1] ?? sql.trim().split(/\s+/).slice(0, 3).join(' ');
      const wrap = (tx: Queryable): Queryable => ({
        query: (sql, params = []) => {
          sent.push({ how: 'query', sql: first(sql), params });
          return tx.query(sql, params);
        },
        queryAndCommit: (sql, params) => {
          sent.push({ how: 'with COMMIT', sql: first(sql), params });
          return tx.queryAndCommit ? tx.queryAndCommit(sql, params) : tx.query(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      });
      return { db: { ...db, transaction: (fn, options) => db.transaction((tx) => fn(wrap(tx)), options) }, sent };
    }

    /** What orders left for the player. */
    async function traces(player: Player) {
      const [orders] = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [player.id]);
      const keys = await db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE user_id = $1 ORDER BY key', [player.id]);
      const transfers = (await playerTransfers(db, player.id)).filter((t) => t.reference.startsWith('order:')).length;
      return { orders: orders?.n, keys: keys.map((row) => row.key), transfers, nonce: (await findActiveSeed(db, player.id))?.nextNonce };
    }

    /** Settles how each placing ended: its answer or its error's status and code. */
    const outcome = (placing: Promise<unknown>) =>
      placing.then(
        (placed) => ({ placed: placed as Awaited<ReturnType<typeof placeOrder>> }),
        (error: { statusCode?: number; code?: string }) => ({ statusCode: error.statusCode, code: error.code }),
      );

    it('answers each order of a mixed batch on its own; nothing of a refused one stays', async () => {
      const [plain, other, poor, limited, replayer, twice] = [await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer()];
      await db.query("INSERT INTO player_limits (user_id, kind, period, amount_micro) VALUES ($1, 'stake', 'day', $2)", [limited.id, USDT / 2n]);
      const first = await placeOrder(db, replayer, BET, 'seen', NOW);
      const before = { poor: await traces(poor), limited: await traces(limited) };
      const transactions = countTransactions(db);
      let answers;
      try {
        // Placed in one turn of the loop: one batch, but for twice's second order, which waits for its first.
        answers = await Promise.all([
          outcome(placeOrder(db, plain, BET, 'a', NOW)),
          outcome(placeOrder(db, poor, { ...BET, amountMicro: 11n * USDT }, 'over', NOW)),
          outcome(placeOrder(db, limited, BET, 'limit', NOW)),
          outcome(placeOrder(db, replayer, BET, 'seen', NOW)),
          outcome(placeOrder(db, twice, { ...BET, amountMicro: 6n * USDT }, 't1', NOW)),
          outcome(placeOrder(db, twice, { ...BET, amountMicro: 6n * USDT }, 't2', NOW)),
          outcome(placeOrder(db, other, BET, 'b', NOW)),
        ]);
        expect(transactions.mock.calls).toHaveLength(2);
      } finally {
        transactions.mockRestore();
      }
      const [a, over, limit, seen, t1, t2, b] = answers;
      expect(a).toMatchObject({ placed: { replayed: false, order: { userId: plain.id } } });
      expect(b).toMatchObject({ placed: { replayed: false, order: { userId: other.id } } });
      // Each placed order answers its player's balance after it, and is counted into their periods.
      for (const [answer, player] of [[a, plain], [b, other]] as const) {
        const order = 'placed' in answer! ? answer.placed : null;
        expect(order?.balanceMicro).toBe((await findUserById(db, player.id))?.balanceMicro);
        const [totals] = await db.query<{ day: bigint; week: bigint; month: bigint; at: Date }>(
          'SELECT day_stake_micro AS day, week_stake_micro AS week, month_stake_micro AS month, session_last_order_at AS at FROM player_protection WHERE user_id = $1',
          [player.id],
        );
        expect(totals).toEqual({ day: USDT, week: USDT, month: USDT, at: NOW });
      }
      expect(over).toEqual({ statusCode: 409, code: 'insufficient_balance' });
      expect(limit).toEqual({ statusCode: 403, code: 'limit_reached' });
      expect(seen).toMatchObject({ placed: { replayed: true, order: { id: first.order.id }, balanceMicro: first.balanceMicro } });
      // The second order of the player saw the first's stake: 6 of their 10 gone, a lost one leaves 4.
      expect(t1).toMatchObject({ placed: { replayed: false } });
      const won = 'placed' in t1 && t1.placed.order.result === 'win';
      const second = 'placed' in t2! ? `placed, replayed ${t2.placed.replayed}` : `${t2!.statusCode} ${t2!.code}`;
      expect(second).toBe(won ? 'placed, replayed false' : '409 insufficient_balance');
      expect(await traces(poor)).toEqual(before.poor);
      expect(await traces(limited)).toEqual(before.limited);
      // The refused key is free and the nonce untaken: the next order takes that key and nonce.
      const again = await placeOrder(db, poor, BET, 'over', NOW);
      expect(again.order.nonce).toBe(before.poor.nonce);
      expect(await booksProblems(db)).toEqual([]);
    });

    it("opens a batch's orders in player order, whatever their arrival order: the lock order of every batch", async () => {
      const players = [await newPlayer(), await newPlayer(), await newPlayer()];
      const arriving = [players[2]!, players[0]!, players[1]!];
      const { db: recorded, sent } = recording();
      const placed = await Promise.all(arriving.map((player, i) => placeOrder(recorded, player, BET, `order-${i}`, NOW)));
      // Each answer goes back to its own order.
      expect(placed.map((p) => p.order.userId)).toEqual(arriving.map((player) => player.id));
      expect(sent[0]!.sql).toBe('open_orders');
      expect(sent[0]!.params[0]).toEqual(players.map((player) => player.id));
      expect(await booksProblems(db)).toEqual([]);
    });

    it("pays a referred player's share after settle_orders, whose COMMIT then follows on its own", async () => {
      const referrer = await newPlayer();
      const [plain, referred] = [await newPlayer(), await newPlayer(referrer.refCode)];
      expect(referred.referrerId).toBe(referrer.id);
      const lone = recording();
      await placeOrder(lone.db, plain, BET, 'alone', NOW);
      expect(lone.sent.map((entry) => entry.how)).toEqual(['query', 'with COMMIT']);
      const { db: recorded, sent } = recording();
      await Promise.all([placeOrder(recorded, plain, BET, 'plain', NOW), placeOrder(recorded, referred, { ...BET, amountMicro: 2n * USDT }, 'referred', NOW)]);
      expect(sent.slice(0, 2).map((entry) => [entry.how, entry.sql])).toEqual([['query', 'open_orders'], ['query', 'settle_orders']]);
      expect(sent.slice(2).every((entry) => entry.how === 'query')).toBe(true);
      const [circle] = await db.query<{ earned: bigint }>('SELECT sum(earn_from_child_micro)::bigint AS earned FROM ref_circles WHERE user_id = $1', [referrer.id]);
      expect(circle?.earned).toBe(20_000n);
      expect(await booksProblems(db)).toEqual([]);
    });

    it('a batch with nothing to settle: refused orders alone still give their claims back; replays alone send nothing more', async () => {
      const [limited, replayer] = [await newPlayer(), await newPlayer()];
      await db.query("INSERT INTO player_limits (user_id, kind, period, amount_micro) VALUES ($1, 'stake', 'day', $2)", [limited.id, USDT / 2n]);
      // A first order within the limit: the refused one's nonce to give back is 1, not 0.
      await placeOrder(db, limited, { ...BET, amountMicro: USDT / 4n }, 'within', NOW);
      const before = await traces(limited);
      expect(before.nonce).toBe(1);
      const refused = recording();
      expect(await outcome(placeOrder(refused.db, limited, BET, 'refused-alone', NOW))).toEqual({ statusCode: 403, code: 'limit_reached' });
      expect(refused.sent.map((entry) => entry.sql)).toEqual(['open_orders', 'settle_orders']);
      expect(await traces(limited)).toEqual(before);
      const first = await placeOrder(db, replayer, BET, 'replayed-alone', NOW);
      const replays = recording();
      expect(await placeOrder(replays.db, replayer, BET, 'replayed-alone', NOW)).toMatchObject({ replayed: true, order: { id: first.order.id } });
      expect(replays.sent.map((entry) => entry.sql)).not.toContain('settle_orders');
    });

    it("pays the referrers' shares in referrer order, whatever the players' order: the circles' lock order", async () => {
      const [first, second, third] = [await newPlayer(), await newPlayer(), await newPlayer()];
      // In player order their referrers are first, third, second: neither referrer order nor its reverse.
      const referred = [await newPlayer(first.refCode), await newPlayer(third.refCode), await newPlayer(second.refCode)];
      const { db: recorded, sent } = recording();
      await Promise.all(referred.map((player, i) => placeOrder(recorded, player, BET, `share-${i}`, NOW)));
      const circles = sent.filter((entry) => entry.sql === 'INSERT INTO ref_circles').map((entry) => entry.params[0]);
      expect(circles).toEqual([first.id, second.id, third.id]);
    });

    it('a refused order of a player without an active seed gives its claim back too', async () => {
      const player = await newPlayer();
      await db.query("INSERT INTO player_limits (user_id, kind, period, amount_micro) VALUES ($1, 'stake', 'day', $2)", [player.id, USDT / 2n]);
      await db.query('UPDATE game_seeds SET revealed_at = now() WHERE user_id = $1', [player.id]);
      expect(await outcome(placeOrder(db, player, BET, 'seedless', NOW))).toEqual({ statusCode: 403, code: 'limit_reached' });
      expect(await traces(player)).toMatchObject({ orders: 0n, keys: [], transfers: 0 });
    });

    it('an order that fails (not a refusal) fails its batch: the others are rerun alone and placed, it alone gets the error', async () => {
      const [broken, other] = [await newPlayer(), await newPlayer()];
      // A key naming no order breaks an invariant: its replay throws a plain Error.
      await db.query('INSERT INTO idempotency_keys (user_id, key, request_hash, order_id) VALUES ($1, $2, $3, NULL)', [broken.id, 'orphan', betHashOf(BET)]);
      const transactions = countTransactions(db);
      let answers;
      try {
        answers = await Promise.all([placeOrder(db, broken, BET, 'orphan', NOW).catch((error: Error) => error.message), outcome(placeOrder(db, other, BET, 'beside', NOW))]);
        // The batch, then each order alone.
        expect(transactions.mock.calls).toHaveLength(3);
      } finally {
        transactions.mockRestore();
      }
      expect(answers[0]).toBe('idempotency key without its order');
      expect(answers[1]).toMatchObject({ placed: { replayed: false, order: { userId: other.id } } });
    });

    it("counts a player's orders into the day, week and month they fall in", async () => {
      const player = await newPlayer();
      await placeOrder(db, player, BET, 'period-1', NOW);
      await placeOrder(db, player, BET, 'period-2', new Date(NOW.getTime() + 60_000));
      const [totals] = await db.query<Record<string, unknown>>(
        `SELECT day_started_at, day_stake_micro, week_started_at, week_stake_micro, month_started_at, month_stake_micro
         FROM player_protection WHERE user_id = $1`,
        [player.id],
      );
      expect(totals).toEqual({
        day_started_at: periodStart('day', NOW), day_stake_micro: 2n * USDT,
        week_started_at: periodStart('week', NOW), week_stake_micro: 2n * USDT,
        month_started_at: periodStart('month', NOW), month_stake_micro: 2n * USDT,
      });
    });

    it('reruns the orders of a batch that failed one by one: each placed exactly once', async () => {
      const players = [await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer()];
      // A sequence is not rolled back: the first order row inserted fails its batch, none after it.
      await db.exec(`CREATE SEQUENCE batch_fail_once;
        CREATE FUNCTION batch_fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF nextval('batch_fail_once') = 1 THEN RAISE EXCEPTION 'a batch failing once'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER batch_fail_once BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION batch_fail_once();`);
      const transactions = countTransactions(db);
      try {
        const placed = await Promise.all(players.map((player, i) => placeOrder(db, player, BET, `rerun-${i}`, NOW)));
        expect(placed.map((order) => order.order.userId)).toEqual(players.map((player) => player.id));
        // The batch, then each order alone.
        expect(transactions.mock.calls).toHaveLength(1 + players.length);
      } finally {
        transactions.mockRestore();
        await db.exec('DROP TRIGGER batch_fail_once ON orders; DROP FUNCTION batch_fail_once(); DROP SEQUENCE batch_fail_once;');
      }
      for (const [i, player] of players.entries()) expect(await traces(player)).toMatchObject({ orders: 1n, keys: [`rerun-${i}`], transfers: expect.any(Number) });
      expect(await booksProblems(db)).toEqual([]);
    });
  });
}
