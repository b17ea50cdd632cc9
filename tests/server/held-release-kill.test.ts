/**
 * The server as its own process, killed (SIGKILL) in the middle of releasing a held deposit: the
 * release's transaction has posted the deposit's transfer and waits on the deposit row (a lock
 * this test holds), then the process dies. Started again on the same database, the held deposit is
 * released exactly once (one transfer, the books balance). Postgres only: the test needs a second
 * connection to hold the lock while the server runs.
 */
import { Address } from '@ton/core';
import { describe, expect, inject, it } from 'vitest';
import { openPostgresDb } from '../../server/db/pg-db';
import { acceptTermsOf, startServerProcess, type ServerProcess } from './helpers/server-process';
import { booksProblems, openTestDatabase, type DbKind, type TestDatabase } from './helpers/test-database';
import { killTestRun, until } from './helpers/kill-test';
import { startPaymentsStandIn } from './helpers/payments-kit';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd4));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x08));
const kinds: DbKind[] = inject('postgresUrl') ? ['postgres'] : [];
const { chain, env: paymentsOn } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, env: { TON_POLL_INTERVAL_MS: '200' } });

describe.each(kinds)('a held deposit’s release killed half-way [%s]', (kind) => {
  const run = killTestRun<TestDatabase>();

  it('releases the held amount exactly once after the restart', { timeout: 240_000 }, async () => {
    const database = (run.database = await openTestDatabase(kind, inject('postgresUrl')));
    const db = await openPostgresDb(database.url!, 3);
    const env = { DATABASE_URL: database.url!, DEMO_BALANCE: '100', ...paymentsOn };
    const user = { id: 9_460_001, first_name: 'Held', language_code: 'en' };
    const call = async (running: ServerProcess, method: string, path: string, body?: unknown) =>
      (
        (await (
          await fetch(`${running.baseUrl}${path}`, {
            method,
            headers: { authorization: running.authFor(user), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
        ).json()) as { data: Record<string, string> }
      ).data;

    const first = await startServerProcess(env);
    run.server = first;
    await acceptTermsOf(first, user);
    const { depositMemo } = await call(first, 'GET', '/api/v1/wallet');
    await call(first, 'PUT', '/api/v1/player/limits', { kind: 'deposit', period: 'month', amount: '10' });
    const { transaction_hash: txHash } = chain.deposit({ units: 15_000_000n, memo: depositMemo! });
    const status = async () => (await db.query<{ status: string; tx_hash: string }>('SELECT status, tx_hash FROM deposits'))[0];
    await until(async () => (await status())?.status === 'held', 60_000);
    const hash = (await status())!.tx_hash;
    expect(hash).toBe(Buffer.from(txHash, 'base64').toString('hex'));

    // Hold the deposit row, then let the limit go (as 24 hours after a removal): the watcher's
    // loop starts the release, posts the transfer and waits on the row.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = db
      .transaction(async (tx) => {
        await tx.query('SELECT 1 FROM deposits WHERE tx_hash = $1 FOR UPDATE', [hash]);
        locked();
        await held;
        throw new Error('roll back');
      })
      .catch(() => {});
    await lockTaken;
    await db.query('DELETE FROM player_limits');
    await until(
      async () =>
        (await db.query("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'SELECT status FROM deposits WHERE tx_hash = $1 FOR UPDATE%'")).length === 1,
      60_000,
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    letGo();
    await holder;
    expect((await status())?.status).toBe('held');

    const second = await startServerProcess(env);
    run.server = second;
    await until(async () => (await call(second, 'GET', '/api/v1/wallet')).held === '0.000000', 60_000);
    expect(await call(second, 'GET', '/api/v1/wallet')).toMatchObject({ balance: '115.000000', held: '0.000000' });
    expect(await db.query('SELECT reference FROM transfers WHERE reference = $1', [`deposit:${hash}`])).toHaveLength(1);
    expect((await status())?.status).toBe('credited');
    expect(await booksProblems(db)).toEqual([]);
    await db.close();
  });
});
