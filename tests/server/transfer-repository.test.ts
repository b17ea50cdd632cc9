/**
 * The books' one statement (server/books/transfer-repository.ts) on a real database: a debit, its
 * transfer row and the credit together, or none of them. Opens PGlite from a snapshot and starts
 * no server, so `npm run mutate` can re-run it per mutant (docs/mutation-testing.md).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkBooks } from '../../server/books/books-check';
import { balanceOf, postTransfer } from '../../server/books/transfer-repository';
import type { Db } from '../../server/db/db';
import { insertUser, openMigratedPglite } from './helpers/pglite-snapshot';
import { playerTransfers } from './helpers/test-database';

let db: Db;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});

it('a credit opens the player account and moves the money from the house side', async () => {
  const user = await insertUser(db);
  const before = await balanceOf(db, 'house:demo');
  const posted = await postTransfer(db, { from: 'house:demo', to: `player:${user}`, amountMicro: 5_000_000n, reason: 'demo_credit', reference: `demo:${user}` });
  expect(posted).toEqual({ status: 'posted', id: expect.any(Number), fromBalanceMicro: null, toBalanceMicro: 5_000_000n });
  expect(await balanceOf(db, 'house:demo')).toBe(before - 5_000_000n);
  const paid = await postTransfer(db, { from: 'house:bankroll', to: `player:${user}`, amountMicro: 1n, reason: 'payout', reference: `order:x${user}:payout` });
  expect(paid).toMatchObject({ status: 'posted', toBalanceMicro: 5_000_001n });
  expect(await balanceOf(db, `player:${user}`)).toBe(5_000_001n);
  expect(await playerTransfers(db, user)).toEqual([
    { amount_micro: 5_000_000n, reason: 'demo_credit', reference: `demo:${user}` },
    { amount_micro: 1n, reason: 'payout', reference: `order:x${user}:payout` },
  ]);
  expect(await checkBooks(db)).toEqual({ sumMicro: 0n, mismatches: [] });
});

it('the same reference posts once: the second is a duplicate and changes nothing', async () => {
  const user = await insertUser(db);
  const credit = { from: 'house:bankroll', to: `player:${user}`, amountMicro: 7n, reason: 'admin_credit', reference: `admin:t${user}` } as const;
  expect((await postTransfer(db, credit)).status).toBe('posted');
  expect(await postTransfer(db, credit)).toEqual({ status: 'duplicate' });
  expect(await postTransfer(db, { ...credit, amountMicro: 9n })).toEqual({ status: 'duplicate' });
  expect(await balanceOf(db, `player:${user}`)).toBe(7n);
  expect(await playerTransfers(db, user)).toHaveLength(1);
});

it('a debit of the whole balance leaves 0; one micro more is refused and changes nothing', async () => {
  const user = await insertUser(db);
  await postTransfer(db, { from: 'house:demo', to: `player:${user}`, amountMicro: 3n, reason: 'demo_credit', reference: `demo:${user}` });
  const bankroll = await balanceOf(db, 'house:bankroll');
  expect(await postTransfer(db, { from: `player:${user}`, to: 'house:bankroll', amountMicro: 4n, reason: 'stake', reference: `s1:${user}` })).toEqual({ status: 'refused' });
  expect(await balanceOf(db, `player:${user}`)).toBe(3n);
  expect(await balanceOf(db, 'house:bankroll')).toBe(bankroll);
  expect(await playerTransfers(db, user)).toHaveLength(1);
  expect(await postTransfer(db, { from: `player:${user}`, to: 'house:bankroll', amountMicro: 3n, reason: 'stake', reference: `s2:${user}` })).toMatchObject({
    status: 'posted',
    fromBalanceMicro: 0n,
    toBalanceMicro: null,
  });
  expect(await balanceOf(db, 'house:bankroll')).toBe(bankroll + 3n);
});

it('a house account may go below zero, and a house-to-house transfer moves no player; a player without an account cannot pay', async () => {
  const user = await insertUser(db);
  expect(await postTransfer(db, { from: `player:${user}`, to: 'house:bankroll', amountMicro: 1n, reason: 'stake', reference: `s:${user}` })).toEqual({ status: 'refused' });
  expect((await postTransfer(db, { from: 'house:referral_expense', to: `player:${user}`, amountMicro: 1n, reason: 'referral_withdraw', reference: `c:${user}` })).status).toBe('posted');
  expect(await balanceOf(db, 'house:referral_expense')).toBeLessThan(0n);
  const inFlight = await balanceOf(db, 'house:withdrawals_in_flight');
  expect(await postTransfer(db, { from: 'house:bankroll', to: 'house:withdrawals_in_flight', amountMicro: 2n, reason: 'migration', reference: `h:${user}` })).toMatchObject({
    status: 'posted',
    fromBalanceMicro: null,
    toBalanceMicro: null,
  });
  expect(await balanceOf(db, 'house:withdrawals_in_flight')).toBe(inFlight + 2n);
  expect(await checkBooks(db)).toEqual({ sumMicro: 0n, mismatches: [] });
});

it('refuses a zero or negative amount and a transfer to itself before touching the database', async () => {
  await expect(postTransfer(db, { from: 'house:demo', to: 'player:1', amountMicro: 0n, reason: 'demo_credit', reference: 'z' })).rejects.toThrow(/positive/);
  await expect(postTransfer(db, { from: 'house:demo', to: 'player:1', amountMicro: -1n, reason: 'demo_credit', reference: 'n' })).rejects.toThrow(/positive/);
  await expect(postTransfer(db, { from: 'house:demo', to: 'house:demo', amountMicro: 1n, reason: 'demo_credit', reference: 's' })).rejects.toThrow(/two different/);
});

it('checkBooks names an account whose balance its transfers do not explain, and a non-zero sum', async () => {
  const user = await insertUser(db);
  await postTransfer(db, { from: 'house:demo', to: `player:${user}`, amountMicro: 10n, reason: 'demo_credit', reference: `demo:${user}` });
  await db.query('UPDATE accounts SET balance_micro = balance_micro + 1 WHERE name = $1', [`player:${user}`]);
  expect(await checkBooks(db)).toEqual({ sumMicro: 1n, mismatches: [{ account: `player:${user}`, balanceMicro: 11n, transfersMicro: 10n }] });
  await db.query('UPDATE accounts SET balance_micro = balance_micro - 1 WHERE name = $1', [`player:${user}`]);
  expect(await checkBooks(db)).toEqual({ sumMicro: 0n, mismatches: [] });
});
