/**
 * The operator's credit (`npm run admin -- credit <id> <amount> <reference> --operator <id>`), an
 * adjustment through the console's functions, its process group killed (SIGKILL) inside the
 * adjustment's transaction (with its audit entry) and right after the commit (before it printed
 * anything). Run again with the same reference, as docs/operations.md tells the operator, it
 * credits exactly once: the first kill left nothing, the second left the credit, which the rerun
 * names and does not post again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf, killAtFailpoint, killTestDatabase, killTestKinds, until, type KillTestDatabase } from './helpers/kill-test';
import { runAdmin, spawnServerScript, startServerProcess, type ScriptRun } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';

const CASES = [
  { point: 'back-office:changed', rerun: { code: 0, says: /^Credited 25\.000000 USDT to \d+; balance now 125\.000000 USDT\n$/ } },
  { point: 'admin-credit:committed', rerun: { code: 2, says: /^The credit admin:ticket-committed was already posted; nothing changed\n/ } },
] as const;

describe.each(killTestKinds())('an admin credit killed mid-way [%s]', (kind) => {
  let database: KillTestDatabase | undefined;
  afterAll(async () => {
    await database?.dispose();
  });

  it.each(CASES)('credits once when killed at $point and run again', { timeout: 240_000 }, async ({ point, rerun }) => {
    database ??= await killTestDatabase(kind);
    const env = { ...database.env, DEMO_BALANCE: '100', ADMIN_TELEGRAM_IDS: '910003:finance' };
    const user = { id: 9_530_000 + CASES.findIndex((c) => c.point === point), first_name: 'Credited', language_code: 'en' };
    const server = await startServerProcess(env);
    await apiOf(server, user)('GET', '/api/v1/user/me');
    expect(await server.stop()).toBe(0);

    const args = ['credit', String(user.id), '25', `ticket-${point.split(':')[1]}`, '--operator', '910003'];
    const credit = spawnServerScript('admin-cli', args, { ...env, TEST_FAILPOINT: point });
    expect(await killAtFailpoint(credit, point)).toBe('SIGKILL');

    // PGlite: the killed run's DATA_DIR lock goes stale first (the CLI refuses to wait for it).
    let again: ScriptRun | undefined;
    await until(async () => !/in use by another process/.test((again = await runAdmin(args, env)).stderr), 90_000, 1000);
    expect(again!.code).toBe(rerun.code);
    expect(rerun.code === 0 ? again!.stdout : again!.stderr).toMatch(rerun.says);
    await database.use(async (db) => {
      const [row] = await db.query<{ id: bigint }>('SELECT id FROM users WHERE telegram_id = $1', [user.id]);
      const credits = await db.query<{ amount_micro: bigint; reference: string }>("SELECT amount_micro, reference FROM transfers WHERE to_account = $1 AND reason = 'adjustment'", [`player:${row!.id}`]);
      const adjustments = await db.query<{ id: bigint; request_key: string }>('SELECT id, request_key FROM adjustments WHERE user_id = $1', [row!.id]);
      expect(adjustments).toEqual([{ id: expect.any(BigInt), request_key: `admin:${args[3]}` }]);
      expect(credits).toEqual([{ amount_micro: 25_000_000n, reference: `adjustment:${adjustments[0]!.id}` }]);
      const entries = await db.query('SELECT action, outcome, os_user FROM audit_log WHERE target = $1', [`player:${row!.id}`]);
      expect(entries).toEqual([{ action: 'adjustment.request', outcome: 'done', os_user: expect.any(String) }]);
      const [account] = await db.query<{ balance_micro: bigint }>('SELECT balance_micro FROM accounts WHERE name = $1', [`player:${row!.id}`]);
      expect(account!.balance_micro).toBe(125_000_000n);
      expect(await booksProblems(db)).toEqual([]);
    });
  });
});
