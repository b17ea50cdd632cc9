/**
 * The books' checks one at a time (server/books/): what reconcileBooks says of books that do not
 * balance and of a chain that holds more, less or exactly what a payout in flight allows; what the
 * monitor stores, reads back, logs and exports; the gauges' values. On a migrated PGlite, the books
 * broken on purpose with direct writes (as a bug or a hand edit would); reconciliation-monitor.test.ts
 * runs the whole server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { playerAccount } from '../../server/books/accounts';
import { ReconciliationMonitor, readLatestReconciliation, type LatestReconciliation } from '../../server/books/reconciliation-monitor';
import { publishReconciliation } from '../../server/books/reconciliation-metrics';
import { reconcileBooks } from '../../server/books/reconciliation';
import { balanceOf, postTransfer } from '../../server/books/transfer-repository';
import type { Db } from '../../server/db/db';
import { metricsRegistry } from '../../server/http/metrics';
import { insertBatch, nextBatchId } from '../../server/withdrawals/payout-batch-repository';
import { insertUser, openMigratedPglite } from './helpers/pglite-snapshot';

let db: Db;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());
afterEach(() => vi.useRealTimers());

const log = () => ({ error: vi.fn(), warn: vi.fn() });
async function gauge(name: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric(name)!.get();
  return metric.values[0]!.value;
}

/** A deposit credited to the player, as the watcher books it. */
const fund = (userId: number, micro: bigint) =>
  postTransfer(db, { from: 'house:deposits', to: playerAccount(userId), amountMicro: micro, reason: 'deposit', reference: `deposit:units-${userId}-${micro}` });
/** A player's stored balance moved by `micro` with no transfer: the books no longer balance. */
const skew = (userId: number, micro: bigint) => db.query("UPDATE accounts SET balance_micro = balance_micro + $2 WHERE name = 'player:' || $1 RETURNING name", [userId, micro]).then((rows) => {
  if (rows.length !== 1) throw new Error(`player ${userId} has no account yet`);
});

/** A withdrawal being sent, in a stored batch (its money in flight, as the worker leaves it). */
async function sendingWithdrawal(userId: number, micro: bigint): Promise<void> {
  const batchId = await db.transaction(async (tx) => {
    const id = await nextBatchId(tx);
    await insertBatch(tx, { id, boc: 'te6cc', messageHash: id.toString(16).padStart(64, '0'), queryId: id, validUntil: new Date() });
    return id;
  });
  await postTransfer(db, { from: playerAccount(userId), to: 'house:withdrawals_in_flight', amountMicro: micro, reason: 'withdrawal', reference: `withdrawal:test-${batchId}` });
  await db.query(
    `INSERT INTO withdrawals (user_id, source, request_key, request_hash, amount_micro, destination, status, batch_id, message_hash, valid_until)
     VALUES ($1, 'cashout', $2, 'h', $3, '0:00', 'sending', $4, 'ab', now())`,
    [userId, `k-${batchId}`, micro, batchId],
  );
}

// In file order: the first tests see a database no check has run on yet.
describe('the monitor before any check', () => {
  it('reads no latest check', async () => {
    expect(await readLatestReconciliation(db)).toBeNull();
  });

  it('an account never used has a balance of 0', async () => {
    expect(await balanceOf(db, playerAccount(999_999_999))).toBe(0n);
  });
});

describe('reconcileBooks', () => {
  it('agrees on books that balance, and with a chain that holds what came in (deposits credited, unattributed)', async () => {
    const userId = await insertUser(db);
    await postTransfer(db, { from: 'house:deposits', to: playerAccount(userId), amountMicro: 30n, reason: 'deposit', reference: `deposit:units-${userId}` });
    const held = -(await balanceOf(db, 'house:deposits'));
    expect(await reconcileBooks(db, async () => ({ depositWalletMicro: held - 10n, hotWalletMicro: 10n }))).toMatchObject({ ok: true, sumMicro: 0n, mismatches: [], hotWallet: { ok: true, onChainMicro: held, booksMicro: held, sendingMicro: 0n } });
    expect(await reconcileBooks(db, async () => ({ depositWalletMicro: held, hotWalletMicro: null }))).toMatchObject({ ok: true, hotWallet: { onChainMicro: held, hotWalletMicro: null } });
    const short = await reconcileBooks(db, async () => ({ depositWalletMicro: held - 1n, hotWalletMicro: null }));
    expect(short).toMatchObject({ ok: false, hotWallet: { ok: false, onChainMicro: held - 1n } });
  });

  it('with a payout being sent, the chain may hold it still or have paid it; anything else differs', async () => {
    const userId = await insertUser(db);
    await postTransfer(db, { from: 'house:deposits', to: playerAccount(userId), amountMicro: 50n, reason: 'deposit', reference: `deposit:units-${userId}` });
    await sendingWithdrawal(userId, 20n);
    const held = -(await balanceOf(db, 'house:deposits'));
    const at = (chain: bigint) => reconcileBooks(db, async () => ({ depositWalletMicro: chain, hotWalletMicro: 0n }));
    expect(await at(held)).toMatchObject({ ok: true, hotWallet: { sendingMicro: 20n } });
    expect(await at(held - 20n)).toMatchObject({ ok: true });
    expect(await at(held - 10n)).toMatchObject({ ok: false });
    expect(await at(held + 20n)).toMatchObject({ ok: false });
    // Settle it, so the rest of the file sees no payout in flight.
    await db.query("UPDATE withdrawals SET status = 'failed_refunded' WHERE user_id = $1", [userId]);
    await postTransfer(db, { from: 'house:withdrawals_in_flight', to: playerAccount(userId), amountMicro: 20n, reason: 'withdrawal_refund', reference: `withdrawal:test-refund-${userId}` });
  });

  it('money moved between two players with no transfer keeps the sum at 0 but differs, account by account', async () => {
    const [a, b] = [await insertUser(db), await insertUser(db)];
    await fund(a, 10n);
    await fund(b, 10n);
    await skew(a, -7n);
    await skew(b, 7n);
    const result = await reconcileBooks(db);
    expect(result).toMatchObject({ ok: false, sumMicro: 0n, hotWallet: null });
    expect(new Set(result.mismatches.map((m) => m.account))).toEqual(new Set([playerAccount(a), playerAccount(b)]));
    await skew(a, 7n);
    await skew(b, -7n);
    expect(await reconcileBooks(db)).toMatchObject({ ok: true, mismatches: [] });
  });
});

describe('the monitor', () => {
  it('stores what it found, reads it back whole, exports it and logs a difference', async () => {
    const userId = await insertUser(db);
    await fund(userId, 10n);
    await skew(userId, 5n);
    await sendingWithdrawal(userId, 3n);
    const logger = log();
    const checkedAt = new Date('2026-11-30T03:00:00.000Z');
    const held = -(await balanceOf(db, 'house:deposits')) + 0n;
    const outcome = await new ReconciliationMonitor(db, { onChain: async () => ({ depositWalletMicro: held + 2n, hotWalletMicro: null }), log: logger, clock: () => checkedAt }).checkOnce();
    const expected: LatestReconciliation = { checkedAt, ok: false, sumMicro: 5n, mismatches: 1, chainMicro: held + 2n, booksMicro: held, sendingMicro: 3n, differenceMicro: 2n, chainError: null };
    expect(outcome).toEqual({ status: 'checked', latest: expected });
    expect(await readLatestReconciliation(db)).toEqual(expected);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ sumMicro: '5', mismatches: 1, differenceMicro: '2' }), expect.stringContaining('DIFFERENCE'));
    expect(await gauge('reconciliation_ok')).toBe(0);
    expect(await gauge('reconciliation_books_sum_micro_usdt')).toBe(5);
    expect(await gauge('reconciliation_account_mismatches')).toBe(1);
    expect(await gauge('reconciliation_difference_micro_usdt')).toBe(2);
    expect(await gauge('reconciliation_chain_unknown')).toBe(0);
    expect(await gauge('reconciliation_checked_timestamp_seconds')).toBe(checkedAt.getTime() / 1000);
    await skew(userId, -5n);
    await db.query("UPDATE withdrawals SET status = 'failed_refunded' WHERE user_id = $1", [userId]);
    await postTransfer(db, { from: 'house:withdrawals_in_flight', to: playerAccount(userId), amountMicro: 3n, reason: 'withdrawal_refund', reference: `withdrawal:test-refund-${userId}` });
  });

  it('with the indexer down, checks the books alone and says why, in the log and the gauge', async () => {
    const logger = log();
    const outcome = await new ReconciliationMonitor(db, { onChain: async () => Promise.reject(new Error('toncenter answered 503')), log: logger }).checkOnce();
    expect(outcome).toMatchObject({ status: 'checked', latest: { ok: true, chainMicro: null, chainError: 'toncenter answered 503' } });
    expect(logger.warn).toHaveBeenCalledWith({ reason: 'toncenter answered 503' }, expect.stringContaining('books checked alone'));
    expect(logger.error).not.toHaveBeenCalled();
    expect(await gauge('reconciliation_chain_unknown')).toBe(1);
    expect(await gauge('reconciliation_ok')).toBe(1);
  });

  it('an instance whose turn it is not exports what the other one stored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const userId = await insertUser(db);
    await fund(userId, 10n);
    await skew(userId, 9n);
    await new ReconciliationMonitor(db, { onChain: null, log: log() }).checkOnce();
    await skew(userId, -9n);
    // The gauges say something else meanwhile (another process's view).
    publishReconciliation({ checkedAt: new Date(0), ok: true, sumMicro: 0n, mismatches: 0, chainMicro: null, booksMicro: null, sendingMicro: 0n, differenceMicro: 0n, chainError: null });
    const stop = new ReconciliationMonitor(db, { onChain: null, log: log() }).start(60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(async () => expect(await gauge('reconciliation_books_sum_micro_usdt')).toBe(9), { interval: 20, timeout: 5_000 });
    await stop();
    expect(await gauge('reconciliation_ok')).toBe(0);
  });

  it('a check that fails is logged with its error, and the loop goes on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const broken = { transaction: async () => Promise.reject(new Error('database unavailable')) } as unknown as Db;
    const logger = log();
    const stop = new ReconciliationMonitor(broken, { onChain: null, log: logger }).start(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith({ error: 'database unavailable' }, expect.stringContaining('check failed')), { interval: 20, timeout: 5_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(2), { interval: 20, timeout: 5_000 });
    await stop();
  });
});
