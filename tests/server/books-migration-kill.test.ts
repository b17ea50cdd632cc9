/**
 * Migration 010 (the single-entry ledger into the double-entry books) with the server's process
 * group killed (SIGKILL) in the middle of the migrations' transaction, right after 010 ran: the
 * restarted server migrates again from the old schema and every player's balance is what it was,
 * each old row moved once, the books balanced.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../server/db/migrate';
import { killAtFailpoint, killTestDatabase, killTestKinds, type KillTestDatabase } from './helpers/kill-test';
import { spawnServerScript, startServerProcess } from './helpers/server-process';
import { booksProblems, playerTransfers } from './helpers/test-database';

/** Per player, the old ledger rows (reason, amount); the last one's balance a hand edit left 7 higher. */
const PLAYERS: [string, bigint][][] = [
  [['demo_credit', 1_000_000_000n], ['stake', -10_000_000n], ['payout', 19_500_000n]],
  [['demo_credit', 100_000_000n], ['admin_credit', 25_500_000n], ['referral_withdraw', 300_000n]],
  [['demo_credit', 50n]],
];

describe.each(killTestKinds())('migration 010 killed mid-way [%s]', (kind) => {
  let database: KillTestDatabase | undefined;
  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps every balance after the kill and the restart', { timeout: 240_000 }, async () => {
    const before = new Map<bigint, bigint>();
    database = await killTestDatabase(
      kind,
      listMigrations().filter((migration) => migration.version < 10),
      async (db) => {
        for (const [i, rows] of PLAYERS.entries()) {
          const [user] = await db.query<{ id: bigint }>("INSERT INTO users (telegram_id, first_name, language_code, ref_code) VALUES ($1, 'Old', 'en', $2) RETURNING id", [9_540_000 + i, `kill${i}`]);
          let balance = 0n;
          for (const [order, [reason, amount]] of rows.entries()) {
            balance += amount;
            await db.query('INSERT INTO ledger (user_id, amount_micro, reason, reference, balance_after_micro) VALUES ($1, $2, $3, $4, $5)', [user!.id, amount, reason, reason === 'demo_credit' ? null : `order:${i}${order}`, balance]);
          }
          if (i === PLAYERS.length - 1) balance += 7n;
          await db.query('UPDATE users SET balance_micro = $2 WHERE id = $1', [user!.id, balance]);
          before.set(user!.id, balance);
        }
      },
    );

    const migrating = spawnServerScript('server', [], { ...database.env, TEST_FAILPOINT: 'migration:010:applied' });
    expect(await killAtFailpoint(migrating, 'migration:010:applied')).toBe('SIGKILL');

    const restarted = await startServerProcess(database.env);
    expect(await restarted.stop()).toBe(0);
    await database.use(async (db) => {
      const after = await db.query<{ user_id: bigint; balance_micro: bigint }>('SELECT user_id, balance_micro FROM accounts WHERE user_id IS NOT NULL ORDER BY user_id');
      expect(new Map(after.map((row) => [row.user_id, row.balance_micro]))).toEqual(before);
      for (const [i, id] of [...before.keys()].entries()) {
        const moved = await playerTransfers(db, Number(id));
        expect(moved.map((t) => t.amount_micro)).toEqual([...PLAYERS[i]!.map(([, amount]) => amount), ...(i === PLAYERS.length - 1 ? [7n] : [])]);
      }
      expect(await db.query('SELECT version FROM schema_migrations WHERE version = 10')).toEqual([{ version: 10 }]);
      expect(await booksProblems(db)).toEqual([]);
    });
  });
});
