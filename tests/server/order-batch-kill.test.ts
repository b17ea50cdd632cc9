/**
 * A batch of orders killed between its two statements (server/game/order-batch.ts, failpoint
 * order:batch-opened): open_orders has claimed the keys, locked the protection rows and taken the
 * nonces, settle_orders has not run. The process group killed (SIGKILL) there leaves none of the
 * orders half-written: no order, no key, no transfer. After a restart the same keys place each
 * order exactly once, and the books sum to zero.
 */
import { describe, expect, it } from 'vitest';
import { apiOf, killDuring, KILLED_UNANSWERED, killTestDatabase, killTestKinds, killTestRun, startStoppingAt } from './helpers/kill-test';
import { startServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';

const ORDER = { game: 'odd_even', option: 'odd', amount: '1' };
const PLAYERS = 8;

describe.each(killTestKinds())('a batch of orders killed between its two statements [%s]', (kind) => {
  const run = killTestRun();

  it('leaves none of its orders half-written; the same keys then place each once', { timeout: 600_000 }, async () => {
    const database = (run.database = await killTestDatabase(kind));
    const env = { ...database.env, DEMO_BALANCE: '100' };
    const users = Array.from({ length: PLAYERS }, (_, i) => ({ id: 9_580_001 + i, first_name: `Batch${i}`, language_code: 'en' }));
    const ids = users.map((user) => user.id);
    run.server = await startStoppingAt(env, 'order:batch-opened');
    const server = run.server;
    for (const user of users) await apiOf(server, user)('GET', '/api/v1/user/me');
    // Sent at once: the orders that reach the batcher together share a batch, all stopped with it.
    const killed = await killDuring(server.child, 'order:batch-opened', () =>
      Promise.all(users.map((user, i) => apiOf(server, user)('POST', '/api/v1/game/orders', ORDER, { 'idempotency-key': `batch-kill-${i}` }))),
    );
    expect(killed).toEqual(KILLED_UNANSWERED);

    const left = (db: Parameters<Parameters<typeof database.use>[0]>[0]) =>
      db.query<{ orders: bigint; keys: bigint; transfers: bigint }>(
        `SELECT (SELECT count(*) FROM orders o JOIN users u ON u.id = o.user_id WHERE u.telegram_id = ANY($1::bigint[])) AS orders,
                (SELECT count(*) FROM idempotency_keys k JOIN users u ON u.id = k.user_id WHERE u.telegram_id = ANY($1::bigint[])) AS keys,
                (SELECT count(*) FROM transfers WHERE reason IN ('stake', 'payout')) AS transfers`,
        [ids],
      );
    await database.use(async (db) => {
      expect(await left(db)).toEqual([{ orders: 0n, keys: 0n, transfers: 0n }]);
      expect(await booksProblems(db)).toEqual([]);
    });

    run.server = await startServerProcess(env);
    const again = run.server;
    const placed = await Promise.all(users.map((user, i) => apiOf(again, user)('POST', '/api/v1/game/orders', ORDER, { 'idempotency-key': `batch-kill-${i}` })));
    expect(placed.map((answer) => answer.status)).toEqual(users.map(() => 201));
    const replayed = await Promise.all(users.map((user, i) => apiOf(again, user)('POST', '/api/v1/game/orders', ORDER, { 'idempotency-key': `batch-kill-${i}` })));
    expect(replayed.map((answer) => answer.status)).toEqual(users.map(() => 200));
    expect(await again.stop()).toBe(0);
    await database.use(async (db) => {
      const [counts] = await left(db);
      expect(counts).toMatchObject({ orders: BigInt(PLAYERS), keys: BigInt(PLAYERS) });
      expect(await booksProblems(db)).toEqual([]);
    });
  });
});
