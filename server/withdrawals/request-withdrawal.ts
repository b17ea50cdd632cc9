import { createHash } from 'node:crypto';
import { formatUsdt } from '../../src/contract/money';
import { playerAccount } from '../books/accounts';
import { postTransfer } from '../books/transfer-repository';
import type { Db, Queryable } from '../db/db';
import { failpoint } from '../failpoint/failpoint';
import { enqueueEvents } from '../events/outbox';
import { ApiError, conflict } from '../http/api-error';
import type { PaymentsConfig } from '../ton/payments-config';
import { findBoundWallet } from '../payments/wallet-repository';
import { withdrawalUpdate } from './withdrawal-events';
import { cashedOutSince, findWithdrawalByKey, insertWithdrawal, type Withdrawal } from './withdrawal-repository';

export interface RequestedWithdrawal {
  withdrawal: Withdrawal;
  /** The Idempotency-Key was seen before: this is the first request's withdrawal, nothing moved. */
  replayed: boolean;
}

type Limits = Pick<PaymentsConfig, 'withdrawMinMicro' | 'withdrawDailyMaxMicro' | 'withdrawApprovalAboveMicro'>;

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * A player's cash-out, in ONE transaction: the player's account row is locked first, so this
 * player's requests run one after another (the daily sum and the key are then read truthfully);
 * the amount moves player -> house:withdrawals_in_flight by a guarded transfer (never below zero)
 * with the withdrawal row and its event. Any refusal rolls all of it back.
 */
export async function requestCashOut(db: Db, limits: Limits, userId: number, amountMicro: bigint, key: string, now: Date): Promise<RequestedWithdrawal> {
  const requested = await db.transaction(async (tx) => {
    const replayed = await replayedCashOut(tx, userId, `cashout:${amountMicro}`, key);
    if (replayed) return replayed;
    const made = await cashOutInTx(tx, limits, userId, amountMicro, `cashout:${amountMicro}`, key, now);
    await failpoint('withdrawal:transferred');
    return made;
  });
  await failpoint('withdrawal:committed');
  return requested;
}

/**
 * Locks the player's account (their requests then run one after another, the daily sum and the key
 * read truthfully) and answers the first request's withdrawal when this Idempotency-Key was seen.
 * `request` names what was asked, so one key reused for something else is refused.
 */
export async function replayedCashOut(tx: Queryable, userId: number, request: string, key: string): Promise<RequestedWithdrawal | null> {
  await tx.query('SELECT 1 FROM accounts WHERE name = $1 FOR UPDATE', [playerAccount(userId)]);
  const seen = await findWithdrawalByKey(tx, userId, `key:${key}`);
  if (!seen) return null;
  if (seen.requestHash !== createHash('sha256').update(request).digest('hex')) throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different withdrawal');
  return { withdrawal: seen, replayed: true };
}

/**
 * The cash-out itself, in the caller's transaction after replayedCashOut found nothing.
 * `ownMoneyBack`: held deposits going home (return-held.ts), which neither the minimum nor the
 * daily maximum may keep from the player; an operator's approval above the threshold still applies.
 */
export async function cashOutInTx(tx: Queryable, limits: Limits, userId: number, amountMicro: bigint, request: string, key: string, now: Date, ownMoneyBack = false): Promise<RequestedWithdrawal> {
  const hash = createHash('sha256').update(request).digest('hex');
  const account = playerAccount(userId);
  const bound = await findBoundWallet(tx, userId);
  if (!bound) throw conflict('no_bound_wallet', 'Withdrawals go only to a bound wallet: bind one first');
  if (!ownMoneyBack && amountMicro < limits.withdrawMinMicro) throw conflict('withdraw_below_min', `The smallest withdrawal is ${formatUsdt(limits.withdrawMinMicro)} USDT`);
  const today = ownMoneyBack ? 0n : await cashedOutSince(tx, userId, startOfUtcDay(now));
  if (!ownMoneyBack && today + amountMicro > limits.withdrawDailyMaxMicro) {
    throw conflict('withdraw_daily_limit', `At most ${formatUsdt(limits.withdrawDailyMaxMicro)} USDT a day; ${formatUsdt(today)} USDT already today`);
  }
  const status = amountMicro > limits.withdrawApprovalAboveMicro ? 'awaiting_approval' : 'pending';
  const withdrawal = await insertWithdrawal(tx, { userId, source: 'cashout', requestKey: `key:${key}`, requestHash: hash, amountMicro, destination: bound.address, status });
  const moved = await postTransfer(tx, { from: account, to: 'house:withdrawals_in_flight', amountMicro, reason: 'withdrawal', reference: `withdrawal:${withdrawal.id}` });
  if (moved.status !== 'posted') throw conflict('withdraw_above_balance', `The withdrawal ${formatUsdt(amountMicro)} USDT exceeds your balance`);
  await enqueueEvents(tx, [withdrawalUpdate(withdrawal)]);
  return { withdrawal, replayed: false };
}
