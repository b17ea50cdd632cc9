/**
 * One process owns a PGlite DATA_DIR (server/db/data-dir-lock.ts): the admin CLI run beside a live
 * server is refused in one line and touches nothing; once the server has stopped, it works. Each
 * DATA_DIR starts as a copy of the migrated one: the lock is the same on any data, and a new one's
 * initdb and migrations (startup.test.ts covers them) were most of this file's time.
 */

/** A DATA_DIR holding the migrated database, as a server left it. */
async function migratedDataDir(dir: string): Promise<string> {
  prepareDataDir(dir);
  await copyMigratedDataDir(dir);
  return dir;
}
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from '../../server/db/data-dir';
import { LOCK_STALE_MS } from '../../server/db/data-dir-lock';
import { openDatabase } from '../../server/db/open-db';
import { copyMigratedDataDir } from './helpers/pglite-template';
import { runAdmin, startServerProcess, type ServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';

describe('the DATA_DIR lock', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'sendswin-lock-')), 'data');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  // The CLI's money commands act as a configured finance operator (docs/back-office.md, "The command line").
  const FINANCE_ID = '910003';
  const OPERATOR_IDS = `${FINANCE_ID}:finance`;

  it('refuses the admin CLI while the server runs, leaving the data intact, and lets it in after', { timeout: 240_000 }, async () => {
    const running = await startServerProcess({ DATA_DIR: await migratedDataDir(dataDir), DEMO_BALANCE: '100', ADMIN_TELEGRAM_IDS: OPERATOR_IDS });
    server = running;
    const user = { id: 9_300_001, first_name: 'Locked', language_code: 'en' };
    const balance = async () => {
      const response = await fetch(`${running.baseUrl}/api/v1/user/me`, { headers: { authorization: running.authFor(user) } });
      return ((await response.json()) as { data: { balance: string } }).data.balance;
    };
    expect(await balance()).toBe('100.000000');

    const refused = await runAdmin(['credit', String(user.id), '25', 'lock-test', '--operator', FINANCE_ID], { DATA_DIR: dataDir, ADMIN_TELEGRAM_IDS: OPERATOR_IDS });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^DATA_DIR .* is in use by another process \(is the server running\?\): stop it first/)]);
    // The server never noticed: still serving, same balance.
    expect(await balance()).toBe('100.000000');

    expect(await running.stop()).toBe(0);
    server = undefined;
    const credited = await runAdmin(['credit', String(user.id), '25', 'lock-test', '--operator', FINANCE_ID], { DATA_DIR: dataDir, ADMIN_TELEGRAM_IDS: OPERATOR_IDS });
    expect(credited).toEqual({ code: 0, stdout: `Credited 25.000000 USDT to ${user.id}; balance now 125.000000 USDT\n`, stderr: '' });

    const reconciled = await runAdmin(['reconcile'], { DATA_DIR: dataDir });
    expect(reconciled).toEqual({ code: 0, stdout: 'Sum over all accounts: 0.000000 USDT (must be 0)\nBooks reconciled\n', stderr: '' });

    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(await booksProblems(db)).toEqual([]);
      // A balance changed behind the books' back: reconcile names it and exits 1.
      await db.query("UPDATE accounts SET balance_micro = balance_micro + 1 WHERE user_id IS NOT NULL");
    } finally {
      await db.close();
    }
    const different = await runAdmin(['reconcile'], { DATA_DIR: dataDir });
    expect(different.code).toBe(1);
    expect(different.stdout).toMatch(/^Sum over all accounts: 0\.000001 USDT \(must be 0\)\nAccount player:\d+: balance 125\.000001 USDT, transfers 125\.000000 USDT\nDIFFERENCE: the books do not reconcile\n$/);
  });

  it('a server started right after a kill -9, while the dead one\'s lock is still fresh, waits for it instead of giving up', { timeout: 240_000 }, async () => {
    const killedDir = await migratedDataDir(join(dataDir, '..', 'killed'));
    const first = await startServerProcess({ DATA_DIR: killedDir, DEMO_BALANCE: '100' });
    const user = { id: 9_300_002, first_name: 'Killed', language_code: 'en' };
    expect((await fetch(`${first.baseUrl}/api/v1/user/me`, { headers: { authorization: first.authFor(user) } })).status).toBe(200);
    // No shutdown: the lock stays behind with a heartbeat younger than LOCK_STALE_MS.
    first.child.kill('SIGKILL');
    await first.exited;
    const startedAt = Date.now();
    const second = await startServerProcess({ DATA_DIR: killedDir, DEMO_BALANCE: '100' });
    server = second;
    // It waited for the lock to go stale (not failing at once), then serves the same data.
    expect(Date.now() - startedAt).toBeGreaterThan(LOCK_STALE_MS / 2);
    const me = await fetch(`${second.baseUrl}/api/v1/user/me`, { headers: { authorization: second.authFor(user) } });
    expect(((await me.json()) as { data: { balance: string } }).data.balance).toBe('100.000000');
    expect(await second.stop()).toBe(0);
    server = undefined;
  });
});
