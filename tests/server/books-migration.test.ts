/**
 * Migration 010 moves the single-entry ledger into the double-entry books with nothing lost: a
 * database seeded in the old schema (players with demo and admin credits, stakes, payouts,
 * referral withdraws, a second demo credit, a balance a hand edit left unexplained) keeps every
 * player's balance, gets one transfer per old row, and balances to zero.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkBooks } from '../../server/books/books-check';
import { balanceOf } from '../../server/books/transfer-repository';
import { listMigrations, migrate } from '../../server/db/migrate';
import { openTestDatabase, playerTransfers, type DbKind, type TestDatabase } from './helpers/test-database';

const kinds: DbKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

type Row = [reason: string, amountMicro: bigint, reference: string | null];

/** Per player: the old ledger rows, and a drift the rows do not explain (0 for most). */
const PLAYERS: { rows: Row[]; drift: bigint }[] = [
  { rows: [['demo_credit', 1_000_000_000n, null], ['stake', -10_000_000n, 'order:1'], ['payout', 19_500_000n, 'order:1'], ['stake', -5_000_000n, 'order:2']], drift: 0n },
  { rows: [['demo_credit', 100_000_000n, null], ['admin_credit', 25_500_000n, 'admin'], ['admin_credit', 1n, 'admin'], ['referral_withdraw', 300_000n, 'circle:109400']], drift: 0n },
  { rows: [['demo_credit', 50n, null], ['demo_credit', 50n, null]], drift: 7n },
  { rows: [['demo_credit', 1_000n, null], ['stake', -1_000n, 'order:3']], drift: 0n },
  { rows: [], drift: 0n },
  { rows: [['admin_credit', 9_000n, 'admin']], drift: -4_000n },
];

describe.each(kinds)('migration 010 from the single-entry ledger [%s]', (kind) => {
  let database: TestDatabase;
  const ids: number[] = [];
  const before = new Map<number, bigint>();

  beforeAll(async () => {
    database = await openTestDatabase(kind, inject('postgresUrl'), listMigrations().filter((migration) => migration.version < 10));
    const { db } = database;
    for (const [i, player] of PLAYERS.entries()) {
      const [row] = await db.query<{ id: bigint }>(
        `INSERT INTO users (telegram_id, first_name, language_code, ref_code) VALUES ($1, 'Old', 'en', $2) RETURNING id`,
        [8_800_000 + i, `mig${i}`],
      );
      const id = Number(row!.id);
      ids.push(id);
      let balance = 0n;
      for (const [reason, amount, reference] of player.rows) {
        balance += amount;
        await db.query('INSERT INTO ledger (user_id, amount_micro, reason, reference, balance_after_micro) VALUES ($1, $2, $3, $4, $5)', [id, amount, reason, reference, balance]);
      }
      balance += player.drift;
      await db.query('UPDATE users SET balance_micro = $2 WHERE id = $1', [id, balance]);
      before.set(id, balance);
    }
    const applied = await migrate(db);
    if (!applied.includes('010_double_entry_books.sql')) throw new Error(`migration 010 not applied: ${applied.join(', ')}`);
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps every player balance exactly', async () => {
    const after = await database.db.query<{ user_id: bigint; balance_micro: bigint }>('SELECT user_id, balance_micro FROM accounts WHERE user_id IS NOT NULL ORDER BY user_id');
    expect(new Map(after.map((row) => [Number(row.user_id), row.balance_micro]))).toEqual(before);
  });

  it('moves each old row into one transfer, and a drift into one migration transfer', async () => {
    for (const [i, player] of PLAYERS.entries()) {
      const moved = await playerTransfers(database.db, ids[i]!);
      const expected = player.rows.map(([reason, amount]) => ({ reason, amount_micro: amount }));
      if (player.drift !== 0n) expected.push({ reason: 'migration', amount_micro: player.drift });
      expect(moved.map(({ reason, amount_micro }) => ({ reason, amount_micro }))).toEqual(expected);
      expect(new Set(moved.map((row) => row.reference)).size).toBe(moved.length);
    }
    const [first] = ids;
    expect((await playerTransfers(database.db, first!)).map((row) => row.reference)).toEqual([`demo:${first}`, 'order:1:stake', 'order:1:payout', 'order:2:stake']);
    expect((await playerTransfers(database.db, ids[1]!)).at(-1)?.reference).toBe(`circle:${ids[1]}:109400`);
  });

  it('balances to zero, every account equal to its transfers, and drops the old ledger', async () => {
    expect(await checkBooks(database.db)).toEqual({ sumMicro: 0n, mismatches: [] });
    expect(await balanceOf(database.db, 'house:demo')).toBe(-(1_000_000_000n + 100_000_000n + 100n + 1_000n));
    await expect(database.db.query('SELECT 1 FROM ledger')).rejects.toThrow(/ledger/);
  });
});
