/**
 * On Postgres, connections die (failover, pg_terminate_backend, a proxy restart). The server as its
 * own process takes a burst of orders while every backend of its database, pooled or listening, is
 * killed over and over: requests in flight succeed or fail with a clean 500, the process stays up
 * and keeps serving, and the books still balance.
 */
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { LISTENER_APPLICATION_NAME } from '../../server/db/pg-listener';
import { until } from './helpers/kill-test';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { booksProblems, openTestDatabase, type TestDatabase } from './helpers/test-database';

const PLAYERS = 8;
const ORDERS_EACH = 25;

describe.skipIf(!inject('postgresUrl'))('a killed Postgres backend', () => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await openTestDatabase('postgres', inject('postgresUrl'));
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.dispose();
  });

  it('fails only the requests in flight, keeps the process serving, and balances the books', { timeout: 240_000 }, async () => {
    const running = await startServerProcess({ DATABASE_URL: database.url!, DEMO_BALANCE: '100' });
    server = running;
    const dbName = new URL(database.url!).pathname.slice(1);
    const killer = new Client({ connectionString: inject('postgresUrl')! });
    await killer.connect();
    const terminate = async () =>
      (
        await killer.query<{ killed: boolean; application_name: string }>(
          'SELECT pg_terminate_backend(pid) AS killed, application_name FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [dbName],
        )
      ).rows;

    // The listener connects beside the start, not before it: kill only once it is there too.
    await until(async () => (await killer.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND application_name = $2', [dbName, LISTENER_APPLICATION_NAME])).rows.length > 0, 60_000);

    const order = async (user: InitDataUser, key: string) => {
      const response = await fetch(`${running.baseUrl}/api/v1/game/orders`, {
        method: 'POST',
        headers: { authorization: running.authFor(user), 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ game: 'odd_even', option: 'even', amount: '0.1' }),
      }).catch((error: unknown) => {
        throw new Error(`the server is gone (exit ${running.child.exitCode}): ${running.stderr()}`, { cause: error });
      });
      return { status: response.status, body: (await response.json()) as { data?: { orderId: string }; error?: { code: string } } };
    };
    const users: InitDataUser[] = Array.from({ length: PLAYERS }, (_, i) => ({ id: 9_400_000 + i, first_name: 'Killed', language_code: 'en' }));

    const burst = new AbortController();
    const killed: string[] = [];
    const killing = (async () => {
      while (!burst.signal.aborted) {
        for (const row of await terminate()) if (row.killed) killed.push(row.application_name);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const results = await Promise.all(
      users.map(async (user) => {
        const mine = [];
        for (let i = 0; i < ORDERS_EACH; i += 1) mine.push(await order(user, `kill-${user.id}-${i}`));
        return mine;
      }),
    );
    burst.abort();
    await killing;
    await killer.end();

    const all = results.flat();
    expect(killed.length).toBeGreaterThan(0);
    expect(killed).toContain(LISTENER_APPLICATION_NAME);
    const clean = (result: (typeof all)[number]) => result.status === 201 || (result.status === 500 && result.body.error?.code === 'internal_error');
    expect(all.filter((result) => !clean(result))).toEqual([]);
    // Still the same process, still serving: a new order goes through on fresh connections.
    expect(running.child.exitCode).toBeNull();
    expect((await order(users[0]!, 'after-the-kills')).status).toBe(201);

    const acknowledged = all.filter((result) => result.status === 201).map((result) => result.body.data!.orderId);
    const rows = await database.db.query<{ id: bigint }>('SELECT id FROM orders WHERE id = ANY($1::bigint[])', [acknowledged]);
    expect(rows).toHaveLength(acknowledged.length);
    expect(await booksProblems(database.db)).toEqual([]);
  });
});
