import { createHash } from 'node:crypto';
import type { WithdrawalStatus } from '../../src/contract/withdrawal-statuses';
import type { Db, Queryable } from '../db/db';
import { conflict } from '../http/api-error';
import type { PaymentsConfig } from '../ton/payments-config';
import { cashOutInTx, replayedCashOut, type RequestedWithdrawal } from './request-withdrawal';
import { heldDeposits, markDepositReturned } from '../protection/held-repository';
import { lockProtection } from '../protection/protection-repository';
import { creditHeld } from '../payments/release-held';

type Limits = Pick<PaymentsConfig, 'withdrawMinMicro' | 'withdrawDailyMaxMicro' | 'withdrawApprovalAboveMicro'>;

/** What a return asks for, as its withdrawal's request hash records it (one key, one request). */
const HELD_REQUEST = 'held';
const HELD_REQUEST_HASH = createHash('sha256').update(HELD_REQUEST).digest('hex');

/**
 * Is this withdrawal a return of held deposits? The player's own money going home: no tier check
 * holds it back, at the request or before signing (docs/compliance.md, "Tiers").
 */
export const isHeldReturn = (withdrawal: { requestHash: string }): boolean => withdrawal.requestHash === HELD_REQUEST_HASH;

/**
 * The player takes their held deposits back (open during a time-out or self-exclusion, like every
 * withdrawal): in ONE transaction each held deposit moves into their account and the sum straight
 * out again as a cash-out to the bound wallet, with its checks (bound wallet, minimum, daily
 * maximum). Nothing becomes playable; a refusal rolls all of it back. The protection row is locked
 * before the account, in the order every order and release takes them.
 */
export function returnHeldDeposits(db: Db, limits: Limits, userId: number, key: string, now: Date): Promise<RequestedWithdrawal> {
  return db.transaction(async (tx) => {
    await lockProtection(tx, userId);
    const replayed = await replayedCashOut(tx, userId, HELD_REQUEST, key);
    if (replayed) return replayed;
    const held = await heldDeposits(tx, userId);
    if (held.length === 0) throw conflict('nothing_held', 'No deposit of yours is held');
    let totalMicro = 0n;
    for (const deposit of held) {
      await markDepositReturned(tx, deposit.txHash, await creditHeld(tx, userId, deposit.txHash, deposit.amountMicro));
      totalMicro += deposit.amountMicro;
    }
    return cashOutInTx(tx, limits, userId, totalMicro, HELD_REQUEST, key, now, true);
  });
}

/**
 * The player's latest return not sent yet (waiting for the worker or an operator, or being sent):
 * the wallet screen keeps telling them it is going home until the statement shows it sent.
 */
export async function openHeldReturn(db: Queryable, userId: number): Promise<{ amountMicro: bigint; status: WithdrawalStatus } | null> {
  const rows = await db.query<{ amount_micro: bigint; status: WithdrawalStatus }>(
    `SELECT amount_micro, status FROM withdrawals
      WHERE user_id = $1 AND request_hash = $2 AND status IN ('pending', 'awaiting_approval', 'sending')
      ORDER BY id DESC LIMIT 1`,
    [userId, HELD_REQUEST_HASH],
  );
  const row = rows[0];
  return row ? { amountMicro: row.amount_micro, status: row.status } : null;
}
