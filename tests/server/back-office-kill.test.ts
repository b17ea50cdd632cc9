/**
 * A back-office money move (an adjustment credit, through server/admin/audited.ts, the one
 * transaction every operator action commits in) with its process group killed (SIGKILL) inside the
 * transaction and right after its commit, then started again on the same database: killed before
 * the commit nothing moved and nothing was logged; killed after it, exactly one transfer and one
 * audit entry; the books balance in both (docs/payments.md, "Kill tests").
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminEnv, FINANCE } from './helpers/admin-kit';
import { operatorOn } from './helpers/admin-process';
import { apiOf, balanceOn, killDuring, KILLED_UNANSWERED, killTestDatabase, killTestKinds, killTestRun, startStoppingAt } from './helpers/kill-test';
import { startServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';

const CASES = [
  { point: 'back-office:changed', balance: '100.000000', transfers: 0 },
  { point: 'back-office:committed', balance: '105.000000', transfers: 1 },
] as const;

describe.each(killTestKinds())('a back-office adjustment killed mid-way [%s]', (kind) => {
  const run = killTestRun();

  it.each(CASES)('moves the money at most once, all or nothing, when killed at $point', { timeout: 240_000 }, async ({ point, balance, transfers }) => {
    const database = (run.database ??= await killTestDatabase(kind));
    const env = { ...database.env, ...adminEnv(), DEMO_BALANCE: '100' };
    const user = { id: 9_530_000 + CASES.findIndex((c) => c.point === point), first_name: 'Adjusted', language_code: 'en' };
    const first = await startStoppingAt(env, point);
    run.server = first;
    const me = (await apiOf(first, user)('GET', '/api/v1/user/me')).data as { id: number };
    const post = await operatorOn(first, FINANCE);
    const adjust = () => post('/adjustments', { playerId: me.id, amount: '5', reason: 'goodwill' }, { 'idempotency-key': randomUUID() });
    expect(await killDuring(first.child, point, adjust)).toEqual(KILLED_UNANSWERED);

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
