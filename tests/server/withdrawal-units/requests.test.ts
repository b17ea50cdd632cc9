/**
 * A player's withdrawal requests called directly on a migrated PGlite, with no server
 * (server/withdrawals/request-withdrawal.ts, return-held.ts, withdrawal-repository.ts and
 * server/payments/release-held.ts): the minimum, the day's maximum and the approval threshold each
 * at, one micro-USDT under and over; the refunded withdrawals and other days the day's sum leaves
 * out; both accounts of every transfer; the Idempotency-Key's replay and reuse; held deposits taken
 * home or released in order. The HTTP tests (withdrawals, money-thresholds, held-deposits) run the
 * same paths through the API; these are the ones `npm run mutate -- "withdrawal requests"` re-runs
 * per mutant.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { playerAccount, type Account } from '../../../server/books/accounts';
import { balanceOf, postTransfer } from '../../../server/books/transfer-repository';
import { loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/db';
import { ApiError } from '../../../server/http/api-error';
import { markDepositCredited, recordDeposit } from '../../../server/payments/deposit-repository';
import { releaseAllHeld, releaseHeldDeposits } from '../../../server/payments/release-held';
import { bindWallet } from '../../../server/payments/wallet-repository';
import { markDepositHeld } from '../../../server/protection/deposit-gate';
import { applyLimit } from '../../../server/protection/limit-repository';
import { extendTimeout } from '../../../server/protection/protection-repository';
import { requestCashOut } from '../../../server/withdrawals/request-withdrawal';
import { isHeldReturn, openHeldReturn, returnHeldDeposits } from '../../../server/withdrawals/return-held';
import { cashedOutSince, findWithdrawalByKey } from '../../../server/withdrawals/withdrawal-repository';
import { moveWithdrawal } from '../../../server/withdrawals/withdrawal-status';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';

const LIMITS = { withdrawMinMicro: 5_000_000n, withdrawDailyMaxMicro: 1_000_000_000n, withdrawApprovalAboveMicro: 500_000_000n };
const NOW = new Date('2026-03-10T15:00:00Z');
const WALLET = `0:${'ab'.repeat(32)}`;
const { jurisdictions } = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

let db: Db;
let player: number;
let serial = 0;

beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());
beforeEach(async () => {
  player = await insertUser(db);
  await bindWallet(db, player, { address: WALLET, network: 'testnet', publicKey: 'cd'.repeat(32) });
});

const bal = (account: Account) => balanceOf(db, account);
const key = () => `key-${(serial += 1)}`;
async function fund(userId: number, micro: bigint): Promise<void> {
  await postTransfer(db, { from: 'house:bankroll', to: playerAccount(userId), amountMicro: micro, reason: 'admin_credit', reference: `fund:${(serial += 1)}` });
}
async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    if (error instanceof ApiError) return `${error.statusCode} ${error.code}`;
    throw error;
  }
  return 'no error';
}
const withdrawalsOf = async (userId: number) =>
  (await db.query<{ n: bigint }>('SELECT count(*)::bigint AS n FROM withdrawals WHERE user_id = $1', [userId]))[0]!.n;
/** Sets a withdrawal's status as a finished history would have it (the writer's own moves are tested in screening.test.ts). */
const settleAs = (id: number, status: 'failed_refunded' | 'rejected_refunded' | 'sent') => db.query('UPDATE withdrawals SET status = $2 WHERE id = $1', [id, status]);
const eventsOf = (userId: number) =>
  db.query<{ type: string; data: unknown }>('SELECT type, data FROM events WHERE user_id = $1 ORDER BY id', [userId]);

describe('a cash-out', () => {
  it('moves the amount from the player to house:withdrawals_in_flight with its withdrawal and its event', async () => {
    await fund(player, 20_000_000n);
    const inFlight = await bal('house:withdrawals_in_flight');
    const { withdrawal, replayed } = await requestCashOut(db, LIMITS, player, 7_000_000n, key(), NOW);
    expect(replayed).toBe(false);
    expect(withdrawal).toMatchObject({ userId: player, source: 'cashout', amountMicro: 7_000_000n, destination: WALLET, status: 'pending' });
    expect(await bal(playerAccount(player))).toBe(13_000_000n);
    expect(await bal('house:withdrawals_in_flight')).toBe(inFlight + 7_000_000n);
    const [transfer] = await db.query<{ from_account: string; to_account: string; reason: string }>(
      'SELECT from_account, to_account, reason FROM transfers WHERE reference = $1',
      [`withdrawal:${withdrawal.id}`],
    );
    expect(transfer).toEqual({ from_account: playerAccount(player), to_account: 'house:withdrawals_in_flight', reason: 'withdrawal' });
    expect(await eventsOf(player)).toEqual([{ type: 'withdrawal_update', data: { id: String(withdrawal.id), status: 'pending', txHash: null } }]);
  });

  it('needs a bound wallet, and moves nothing without one', async () => {
    const unbound = await insertUser(db);
    await fund(unbound, 20_000_000n);
    expect(await codeOf(requestCashOut(db, LIMITS, unbound, 7_000_000n, key(), NOW))).toBe('409 no_bound_wallet');
    expect(await bal(playerAccount(unbound))).toBe(20_000_000n);
    expect(await withdrawalsOf(unbound)).toBe(0n);
  });

  it('takes exactly the minimum and refuses one micro-USDT under it', async () => {
    await fund(player, 20_000_000n);
    expect(await codeOf(requestCashOut(db, LIMITS, player, LIMITS.withdrawMinMicro - 1n, key(), NOW))).toBe('409 withdraw_below_min');
    expect(await withdrawalsOf(player)).toBe(0n);
    expect((await requestCashOut(db, LIMITS, player, LIMITS.withdrawMinMicro, key(), NOW)).withdrawal.status).toBe('pending');
  });

  it('goes at once up to the approval threshold and waits for an operator one micro-USDT over it', async () => {
    await fund(player, 2_000_000_000n);
    const roomy = { ...LIMITS, withdrawDailyMaxMicro: 2_000_000_000n };
    const at = (await requestCashOut(db, roomy, player, LIMITS.withdrawApprovalAboveMicro, key(), NOW)).withdrawal;
    expect(at.status).toBe('pending');
    const over = (await requestCashOut(db, roomy, player, LIMITS.withdrawApprovalAboveMicro + 1n, key(), NOW)).withdrawal;
    expect(over.status).toBe('awaiting_approval');
    // Waiting for an operator, the money is in flight all the same: nothing can spend it twice.
    expect(await bal(playerAccount(player))).toBe(2_000_000_000n - 2n * LIMITS.withdrawApprovalAboveMicro - 1n);
  });

  it("fills the day's maximum to the micro-USDT, and not one more", async () => {
    await fund(player, 3_000_000_000n);
    await requestCashOut(db, LIMITS, player, 400_000_000n, key(), NOW);
    await requestCashOut(db, LIMITS, player, 400_000_000n, key(), NOW);
    expect(await codeOf(requestCashOut(db, LIMITS, player, 200_000_001n, key(), NOW))).toBe('409 withdraw_daily_limit');
    await requestCashOut(db, LIMITS, player, 200_000_000n, key(), NOW);
    expect(await codeOf(requestCashOut(db, LIMITS, player, LIMITS.withdrawMinMicro, key(), NOW))).toBe('409 withdraw_daily_limit');
    expect(await cashedOutSince(db, player, new Date('2026-03-10T00:00:00Z'))).toBe(LIMITS.withdrawDailyMaxMicro);
  });

  it("leaves refunded withdrawals, yesterday's and a circle's payouts out of the day's sum, and counts every other status", async () => {
    await fund(player, 5_000_000_000n);
    const refused = (await requestCashOut(db, LIMITS, player, 600_000_000n, key(), NOW)).withdrawal;
    await settleAs(refused.id, 'rejected_refunded');
    const failed = (await requestCashOut(db, LIMITS, player, 300_000_000n, key(), NOW)).withdrawal;
    await settleAs(failed.id, 'failed_refunded');
    // Yesterday's 23:59:59.999 and a referral payout today.
    await db.query(
      `INSERT INTO withdrawals (user_id, source, request_key, request_hash, amount_micro, destination, status, created_at)
       VALUES ($1, 'cashout', 'old', 'h', 900000000, $2, 'sent', '2026-03-09T23:59:59.999Z'), ($1, 'referral', 'ref', 'h', 900000000, $2, 'pending', $3)`,
      [player, WALLET, NOW],
    );
    expect(await cashedOutSince(db, player, new Date('2026-03-10T00:00:00Z'))).toBe(0n);
    // Exactly at midnight counts as today.
    await db.query(
      `INSERT INTO withdrawals (user_id, source, request_key, request_hash, amount_micro, destination, status, created_at)
       VALUES ($1, 'cashout', 'midnight', 'h', 100000000, $2, 'sent', '2026-03-10T00:00:00Z')`,
      [player, WALLET],
    );
    expect(await cashedOutSince(db, player, new Date('2026-03-10T00:00:00Z'))).toBe(100_000_000n);
    await requestCashOut(db, LIMITS, player, 900_000_000n, key(), NOW);
    expect(await codeOf(requestCashOut(db, LIMITS, player, LIMITS.withdrawMinMicro, key(), NOW))).toBe('409 withdraw_daily_limit');
  });

  it('never takes more than the balance, and rolls the whole request back', async () => {
    await fund(player, 10_000_000n);
    expect(await codeOf(requestCashOut(db, LIMITS, player, 10_000_001n, key(), NOW))).toBe('409 withdraw_above_balance');
    expect(await withdrawalsOf(player)).toBe(0n);
    expect(await eventsOf(player)).toEqual([]);
    expect((await requestCashOut(db, LIMITS, player, 10_000_000n, key(), NOW)).withdrawal.status).toBe('pending');
    expect(await bal(playerAccount(player))).toBe(0n);
  });

  it('answers a retry with the same key with the first withdrawal and moves nothing again; the key reused for another amount is refused', async () => {
    await fund(player, 50_000_000n);
    const k = key();
    const first = await requestCashOut(db, LIMITS, player, 7_000_000n, k, NOW);
    const again = await requestCashOut(db, LIMITS, player, 7_000_000n, k, NOW);
    expect(again).toEqual({ withdrawal: first.withdrawal, replayed: true });
    expect(await bal(playerAccount(player))).toBe(43_000_000n);
    expect(await codeOf(requestCashOut(db, LIMITS, player, 8_000_000n, k, NOW))).toBe('422 idempotency_key_reused');
    expect(await withdrawalsOf(player)).toBe(1n);
    // Another player's key of the same text is theirs alone.
    const other = await insertUser(db);
    await bindWallet(db, other, { address: WALLET, network: 'testnet', publicKey: 'cd'.repeat(32) });
    await fund(other, 50_000_000n);
    expect((await requestCashOut(db, LIMITS, other, 7_000_000n, k, NOW)).replayed).toBe(false);
    expect(await findWithdrawalByKey(db, player, `key:${k}`)).toMatchObject({ id: first.withdrawal.id });
  });
});

async function holdDeposit(userId: number, amountMicro: bigint, lt: bigint): Promise<string> {
  const txHash = `held-${(serial += 1)}`;
  await recordDeposit(db, { txHash, lt, amountMicro, memo: null, source: null });
  await postTransfer(db, { from: 'house:bankroll', to: 'house:deposits', amountMicro, reason: 'admin_credit', reference: `chain:${txHash}` });
  await markDepositHeld(db, txHash, userId);
  return txHash;
}
const depositStatus = async (txHash: string) => (await db.query<{ status: string }>('SELECT status FROM deposits WHERE tx_hash = $1', [txHash]))[0]!.status;

describe('held deposits taken home', () => {
  it('sends every held deposit to the bound wallet, below the minimum and past the day\'s maximum alike, nothing becoming playable', async () => {
    await fund(player, 3_000_000n);
    const small = await holdDeposit(player, 1_000_000n, 10n);
    const large = await holdDeposit(player, 1_200_000_000n, 11n);
    const deposits = await bal('house:deposits');
    const { withdrawal, replayed } = await returnHeldDeposits(db, { ...LIMITS, withdrawApprovalAboveMicro: 2_000_000_000n }, player, key(), NOW);
    expect(replayed).toBe(false);
    expect(withdrawal).toMatchObject({ amountMicro: 1_201_000_000n, status: 'pending', destination: WALLET });
    expect(isHeldReturn(withdrawal)).toBe(true);
    expect(await depositStatus(small)).toBe('returned');
    expect(await depositStatus(large)).toBe('returned');
    expect(await bal('house:deposits')).toBe(deposits - 1_201_000_000n);
    // In and straight out again: the playable balance is what it was.
    expect(await bal(playerAccount(player))).toBe(3_000_000n);
    expect(await openHeldReturn(db, player)).toEqual({ amountMicro: 1_201_000_000n, status: 'pending' });
  });

  it('still waits for an operator above the approval threshold, replays its key, and finds nothing held the second time', async () => {
    await holdDeposit(player, LIMITS.withdrawApprovalAboveMicro + 1n, 20n);
    const k = key();
    const first = await returnHeldDeposits(db, LIMITS, player, k, NOW);
    expect(first.withdrawal.status).toBe('awaiting_approval');
    expect(await returnHeldDeposits(db, LIMITS, player, k, NOW)).toEqual({ withdrawal: first.withdrawal, replayed: true });
    expect(await codeOf(returnHeldDeposits(db, LIMITS, player, key(), NOW))).toBe('409 nothing_held');
    // A cash-out is no return of held money, and a return's key used for a cash-out is refused.
    await fund(player, 50_000_000n);
    const cashOut = await requestCashOut(db, LIMITS, player, 6_000_000n, key(), NOW);
    expect(isHeldReturn(cashOut.withdrawal)).toBe(false);
    expect(await codeOf(requestCashOut(db, LIMITS, player, 6_000_000n, k, NOW))).toBe('422 idempotency_key_reused');
  });

  it('is told open until it is sent, the latest one first', async () => {
    expect(await openHeldReturn(db, player)).toBeNull();
    await holdDeposit(player, 2_000_000n, 30n);
    const { withdrawal } = await returnHeldDeposits(db, LIMITS, player, key(), NOW);
    await settleAs(withdrawal.id, 'failed_refunded');
    expect(await openHeldReturn(db, player)).toBeNull();
    await holdDeposit(player, 3_000_000n, 31n);
    const second = (await returnHeldDeposits(db, LIMITS, player, key(), NOW)).withdrawal;
    expect(await openHeldReturn(db, player)).toEqual({ amountMicro: 3_000_000n, status: 'pending' });
    await moveWithdrawal(db, second.id, ['pending'], 'awaiting_approval', { holdReason: 'deny_listed' });
    expect(await openHeldReturn(db, player)).toEqual({ amountMicro: 3_000_000n, status: 'awaiting_approval' });
  });
});

describe('held deposits released', () => {
  it('credits held deposits oldest first up to the deposit limit, and the rest waits in order', async () => {
    await db.transaction((tx) => applyLimit(tx, player, 'deposit', 'day', 10_000_000n));
    const first = await holdDeposit(player, 4_000_000n, 40n);
    const second = await holdDeposit(player, 6_000_000n, 41n);
    const third = await holdDeposit(player, 1_000_000n, 42n);
    const fourth = await holdDeposit(player, 0n + 500_000n, 43n);
    const deposits = await bal('house:deposits');
    expect(await releaseHeldDeposits(db, player, NOW, jurisdictions)).toBe(2);
    expect([await depositStatus(first), await depositStatus(second), await depositStatus(third), await depositStatus(fourth)]).toEqual(['credited', 'credited', 'held', 'held']);
    expect(await bal(playerAccount(player))).toBe(10_000_000n);
    expect(await bal('house:deposits')).toBe(deposits - 10_000_000n);
    expect(await eventsOf(player)).toEqual([
      { type: 'new_deposit', data: { amount: '4.000000' } },
      { type: 'new_deposit', data: { amount: '6.000000' } },
    ]);
    // The next day the rest goes in.
    expect(await releaseHeldDeposits(db, player, new Date('2026-03-11T00:00:00Z'), jurisdictions)).toBe(2);
    expect(await bal(playerAccount(player))).toBe(11_500_000n);
  });

  it('releases nothing during a time-out, and everything of every player with a held deposit after it', async () => {
    const other = await insertUser(db);
    await holdDeposit(player, 2_000_000n, 50n);
    await holdDeposit(other, 3_000_000n, 51n);
    await db.transaction((tx) => extendTimeout(tx, player, new Date(NOW.getTime() + 60_000), NOW));
    expect(await releaseHeldDeposits(db, player, NOW, jurisdictions)).toBe(0);
    expect(await bal(playerAccount(player))).toBe(0n);
    const released = await releaseAllHeld(db, new Date(NOW.getTime() + 60_000), jurisdictions);
    expect(released).toBeGreaterThanOrEqual(2);
    expect(await bal(playerAccount(player))).toBe(2_000_000n);
    expect(await bal(playerAccount(other))).toBe(3_000_000n);
    const [left] = await db.query<{ n: bigint }>("SELECT count(*)::bigint AS n FROM deposits WHERE user_id = ANY($1::bigint[]) AND status = 'held'", [[player, other]]);
    expect(left?.n).toBe(0n);
  });

  it('credits a held deposit once: one whose credit was posted before rolls the release back', async () => {
    const txHash = await holdDeposit(player, 2_000_000n, 55n);
    const credited = await postTransfer(db, { from: 'house:deposits', to: playerAccount(player), amountMicro: 2_000_000n, reason: 'deposit', reference: `deposit:${txHash}` });
    await expect(releaseHeldDeposits(db, player, NOW, jurisdictions)).rejects.toThrow(`held deposit ${txHash} was duplicate`);
    expect(await depositStatus(txHash)).toBe('held');
    expect(await bal(playerAccount(player))).toBe(2_000_000n);
    // Out of the way of the other releases (they release every player with a held deposit).
    if (credited.status === 'posted') await markDepositCredited(db, txHash, player, credited.id, NOW);
  });

  it('releases a batch of players at a time', async () => {
    const players = [player, await insertUser(db), await insertUser(db)];
    for (const [i, p] of players.entries()) await holdDeposit(p, 1_000_000n, 60n + BigInt(i));
    const before = (await db.query<{ n: bigint }>("SELECT count(DISTINCT user_id)::bigint AS n FROM deposits WHERE status = 'held'"))[0]!.n;
    expect(await releaseAllHeld(db, NOW, jurisdictions, 1)).toBe(1);
    const after = (await db.query<{ n: bigint }>("SELECT count(DISTINCT user_id)::bigint AS n FROM deposits WHERE status = 'held'"))[0]!.n;
    expect(after).toBe(before - 1n);
  });
});
