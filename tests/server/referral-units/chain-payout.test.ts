/**
 * A circle paid out on chain (server/referrals/withdraw.ts with payments on, and
 * server/withdrawals/queue-referral-payout.ts): queued to the bound wallet from
 * house:referral_expense, held for an operator above the approval threshold as a cash-out is, and
 * credited to the game balance when no wallet is bound. PGlite from a snapshot, no server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleId } from '../../../src/contract/circle-id';
import type { Db } from '../../../server/db/db';
import { postTransfer } from '../../../server/books/transfer-repository';
import { bindWallet } from '../../../server/payments/wallet-repository';
import { accrueToCircle, findCircle } from '../../../server/referrals/circle-repository';
import { withdrawCircle } from '../../../server/referrals/withdraw';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';
import { playerTransfers } from '../helpers/test-database';

let db: Db;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});

const NOW = new Date('2026-11-25T12:00:00Z');
const LAST_WEEK = circleId(NOW) - 1;
const WALLET = `0:${'4f'.repeat(32)}`;
/** WITHDRAW_APPROVAL_ABOVE of 0.5 USDT. */
const PAYMENTS = { withdrawApprovalAboveMicro: 500_000n };

async function referrerWithCircle(earned: bigint, wallet: string | null = WALLET): Promise<number> {
  const referrer = await insertUser(db);
  await accrueToCircle(db, referrer, LAST_WEEK, await insertUser(db), earned);
  if (wallet) await bindWallet(db, referrer, { address: wallet, network: 'testnet', publicKey: 'ab'.repeat(32) });
  return referrer;
}

const withdrawalsOf = (userId: number) =>
  db.query<{ id: bigint; amount_micro: bigint; status: string; destination: string; source: string; request_key: string }>(
    'SELECT id, amount_micro, status, destination, source, request_key FROM withdrawals WHERE user_id = $1',
    [userId],
  );

describe('withdrawCircle with payments on', () => {
  it('queues the payout to the bound wallet from the referral expense, the game balance untouched', async () => {
    const referrer = await referrerWithCircle(400_000n);
    const done = await withdrawCircle(db, referrer, LAST_WEEK, NOW, PAYMENTS);
    const [withdrawal] = await withdrawalsOf(referrer);
    expect(withdrawal).toMatchObject({ amount_micro: 400_000n, status: 'pending', destination: WALLET, source: 'referral', request_key: `circle:${LAST_WEEK}` });
    expect(done).toEqual({
      circleId: LAST_WEEK,
      payoutMicro: 400_000n,
      balanceMicro: 0n,
      destination: 'wallet',
      events: [
        { userId: referrer, event: { type: 'new_withdraw', data: { payout: '0.400000', destination: 'wallet' } } },
        { userId: referrer, event: { type: 'withdrawal_update', data: { id: String(withdrawal!.id), status: 'pending', txHash: null } } },
      ],
    });
    expect(await playerTransfers(db, referrer)).toEqual([]);
    expect(await db.query('SELECT from_account, to_account, amount_micro FROM transfers WHERE reference = $1', [`withdrawal:${withdrawal!.id}`])).toEqual([
      { from_account: 'house:referral_expense', to_account: 'house:withdrawals_in_flight', amount_micro: 400_000n },
    ]);
    expect(await db.query('SELECT type FROM events WHERE user_id = $1 ORDER BY id', [referrer])).toEqual([{ type: 'new_withdraw' }, { type: 'withdrawal_update' }]);
    expect((await findCircle(db, referrer, LAST_WEEK))?.isWithdrawn).toBe(true);
    await expect(withdrawCircle(db, referrer, LAST_WEEK, NOW, PAYMENTS)).rejects.toMatchObject({ code: 'already_withdrawn' });
    expect(await withdrawalsOf(referrer)).toHaveLength(1);
  });

  it('answers the game balance the player already has', async () => {
    const referrer = await referrerWithCircle(10n);
    await postTransfer(db, { from: 'house:demo', to: `player:${referrer}`, amountMicro: 7n, reason: 'demo_credit', reference: `demo:${referrer}` });
    expect(await withdrawCircle(db, referrer, LAST_WEEK, NOW, PAYMENTS)).toMatchObject({ destination: 'wallet', balanceMicro: 7n });
  });

  it('holds a payout above the approval threshold for an operator: at it goes, one micro-USDT more waits', async () => {
    const statusOf = async (earned: bigint) => {
      const referrer = await referrerWithCircle(earned);
      await withdrawCircle(db, referrer, LAST_WEEK, NOW, PAYMENTS);
      return (await withdrawalsOf(referrer)).map((w) => w.status);
    };
    expect(await statusOf(499_999n)).toEqual(['pending']);
    expect(await statusOf(500_000n)).toEqual(['pending']);
    expect(await statusOf(500_001n)).toEqual(['awaiting_approval']);
  });

  it('credits the game balance when no wallet is bound, or payments are off', async () => {
    const unbound = await referrerWithCircle(30n, null);
    expect(await withdrawCircle(db, unbound, LAST_WEEK, NOW, PAYMENTS)).toMatchObject({ destination: 'balance', balanceMicro: 30n });
    expect(await withdrawalsOf(unbound)).toEqual([]);
    const bound = await referrerWithCircle(40n);
    expect(await withdrawCircle(db, bound, LAST_WEEK, NOW, null)).toMatchObject({ destination: 'balance', balanceMicro: 40n });
    expect(await withdrawalsOf(bound)).toEqual([]);
  });

  it('rolls the whole withdrawal back when its credit was already booked (a broken reference), leaving the circle to withdraw', async () => {
    const referrer = await referrerWithCircle(25n, null);
    await postTransfer(db, { from: 'house:demo', to: `player:${referrer}`, amountMicro: 1n, reason: 'demo_credit', reference: `circle:${referrer}:${LAST_WEEK}` });
    await expect(withdrawCircle(db, referrer, LAST_WEEK, NOW, PAYMENTS)).rejects.toThrow(/payout was duplicate/);
    expect((await findCircle(db, referrer, LAST_WEEK))?.isWithdrawn).toBe(false);
    expect(await db.query('SELECT type FROM events WHERE user_id = $1', [referrer])).toEqual([]);
  });
});
