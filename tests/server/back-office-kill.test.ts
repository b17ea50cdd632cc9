/**
 * A back-office money move (an adjustment credit, through server/admin/audited.ts, the one
 * transaction every operator action commits in) with its process group killed (SIGKILL) inside the
 * transaction and right after its commit, then started again on the same database: killed before
 * the commit nothing moved and nothing was logged; killed after it, exactly one transfer and one
 * audit entry; the books balance in both (docs/payments.md, "Kill tests").
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from '../../src/contract/admin';
import { adminEnv, FINANCE, signedWidget } from './helpers/admin-kit';
import { apiOf, balanceOn, killDuring, KILLED_UNANSWERED, killTestDatabase, killTestKinds, killTestRun, startStoppingAt } from './helpers/kill-test';
import { startServerProcess, TEST_BOT_TOKEN, type ServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';

const CASES = [
  { point: 'back-office:changed', balance: '100.000000', transfers: 0 },
  { point: 'back-office:committed', balance: '105.000000', transfers: 1 },
] as const;

/** Logs FINANCE in through the Login Widget flow and answers a caller of the back-office API. */
async function operatorOf(server: ServerProcess) {
  const state = ((await (await fetch(`${server.baseUrl}/admin/api/login-state`)).json()) as { data: { state: string } }).data.state;
  const login = await fetch(`${server.baseUrl}/admin/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...signedWidget(FINANCE, TEST_BOT_TOKEN, Math.floor(Date.now() / 1000)), state }),
  });
  expect(login.status).toBe(200);
  const cookie = new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(login.headers.get('set-cookie') ?? '')![0];
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  return (path: string, body: unknown) =>
    fetch(`${server.baseUrl}/admin/api${path}`, { method: 'POST', headers: { cookie, [ADMIN_CSRF_HEADER]: csrfToken, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe.each(killTestKinds())('a back-office adjustment killed mid-way [%s]', (kind) => {
  const run = killTestRun();

  it.each(CASES)('moves the money at most once, all or nothing, when killed at $point', { timeout: 240_000 }, async ({ point, balance, transfers }) => {
    const database = (run.database ??= await killTestDatabase(kind));
    const env = { ...database.env, ...adminEnv(), DEMO_BALANCE: '100' };
    const user = { id: 9_530_000 + CASES.findIndex((c) => c.point === point), first_name: 'Adjusted', language_code: 'en' };
    const first = await startStoppingAt(env, point);
    run.server = first;
    const me = (await apiOf(first, user)('GET', '/api/v1/user/me')).data as { id: number };
    const post = await operatorOf(first);
    expect(await killDuring(first.child, point, () => post('/adjustments', { playerId: me.id, amount: '5', reason: 'goodwill' }))).toEqual(KILLED_UNANSWERED);

    const second = await startServerProcess(env);
    run.server = second;
    expect(await balanceOn(second, user)).toBe(balance);
    expect(await second.stop()).toBe(0);
    run.server = undefined;
    await database.use(async (db) => {
      const moved = await db.query("SELECT 1 FROM transfers WHERE to_account = $1 AND reason = 'adjustment'", [`player:${me.id}`]);
      expect(moved).toHaveLength(transfers);
      // The cases share the database, in this order: the audit entries so far are this case's.
      const logged = await db.query("SELECT 1 FROM audit_log WHERE action LIKE 'adjustment.%' AND outcome = 'done'");
      expect(logged).toHaveLength(transfers);
      expect(await booksProblems(db)).toEqual([]);
    });
  });
});
