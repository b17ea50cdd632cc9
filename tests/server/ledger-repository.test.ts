/**
 * The ledger's one statement (server/ledger/ledger-repository.ts) on a real database: a balance
 * change and its ledger row together, or neither. Opens PGlite from a snapshot and starts no
 * server, so `npm run mutate` can re-run it per mutant (docs/mutation-testing.md).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { applyLedgerEntry } from '../../server/ledger/ledger-repository';
import { insertUser, openMigratedPglite } from './helpers/pglite-snapshot';

let db: Db;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});

const ledgerOf = (userId: number) =>
  db.query<{ amount_micro: bigint; reason: string; reference: string | null; balance_after_micro: bigint }>(
    'SELECT amount_micro, reason, reference, balance_after_micro FROM ledger WHERE user_id = $1 ORDER BY id',
    [userId],
  );
const balanceOf = async (userId: number) => (await db.query<{ balance_micro: bigint }>('SELECT balance_micro FROM users WHERE id = $1', [userId]))[0]?.balance_micro;

it('a credit raises the balance and records the row with the balance after it', async () => {
  const user = await insertUser(db);
  expect(await applyLedgerEntry(db, { userId: user, amountMicro: 5_000_000n, reason: 'demo_credit', reference: null })).toBe(5_000_000n);
  expect(await applyLedgerEntry(db, { userId: user, amountMicro: 1n, reason: 'payout', reference: 'order:1' })).toBe(5_000_001n);
  expect(await balanceOf(user)).toBe(5_000_001n);
  expect(await ledgerOf(user)).toEqual([
    { amount_micro: 5_000_000n, reason: 'demo_credit', reference: null, balance_after_micro: 5_000_000n },
    { amount_micro: 1n, reason: 'payout', reference: 'order:1', balance_after_micro: 5_000_001n },
  ]);
});

it('a debit of the whole balance leaves 0; one micro more is refused (null) and changes nothing', async () => {
  const user = await insertUser(db);
  await applyLedgerEntry(db, { userId: user, amountMicro: 3n, reason: 'demo_credit', reference: null });
  expect(await applyLedgerEntry(db, { userId: user, amountMicro: -4n, reason: 'stake', reference: 'order:2' })).toBeNull();
  expect(await balanceOf(user)).toBe(3n);
  expect(await ledgerOf(user)).toHaveLength(1);
  expect(await applyLedgerEntry(db, { userId: user, amountMicro: -3n, reason: 'stake', reference: 'order:3' })).toBe(0n);
  expect(await balanceOf(user)).toBe(0n);
});

it('an unknown user gets null and no row', async () => {
  expect(await applyLedgerEntry(db, { userId: 999_999_999, amountMicro: 1n, reason: 'admin_credit', reference: null })).toBeNull();
  expect(await ledgerOf(999_999_999)).toEqual([]);
});
