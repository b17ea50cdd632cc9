import { playerAccount } from '../books/accounts';
import { postTransfer } from '../books/transfer-repository';
import { noticeWithdrawalSettled } from '../bot-outbox/money-notices';
import type { Db, Queryable } from '../db/db';
import { enqueueEvents } from '../events/outbox';
import { withdrawalUpdate } from './withdrawal-events';
import { lockWithdrawal, type Withdrawal, type WithdrawalStatus } from './withdrawal-repository';
import { moveWithdrawal } from './withdrawal-status';

async function post(tx: Queryable, transfer: Parameters<typeof postTransfer>[1]): Promise<void> {
  const posting = await postTransfer(tx, transfer);
  if (posting.status === 'refused') throw new Error(`the transfer ${transfer.reference} was refused`);
}

/**
 * Ends a withdrawal, in ONE transaction: the status moves on only from `from` (a second call,
 * another worker, finds it moved and changes nothing), with its one transfer and its event.
 * sent: the money left the hot wallet (in flight -> house:deposits, which is minus what the chain
 * holds for us); refunded: back to the player, in one transfer.
 */
async function finish(db: Db, id: number, from: WithdrawalStatus[], to: WithdrawalStatus, txHash: string | null): Promise<Withdrawal | null> {
  return db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, id);
    if (!w || !from.includes(w.status)) return null;
    return finishLocked(tx, w, to, txHash);
  });
}

/**
 * The move itself, inside the caller's transaction that holds `w` locked (lockWithdrawal) and
 * checked its status: the back office approves or rejects with its approvals and audit entry in
 * the same transaction.
 */
export async function finishLocked(tx: Queryable, w: Withdrawal, to: WithdrawalStatus, txHash: string | null): Promise<Withdrawal> {
  if (!(await moveWithdrawal(tx, w.id, [w.status], to, { txHash }))) throw new Error(`withdrawal ${w.id} moved on under its lock`);
  if (to === 'sent') {
    await post(tx, { from: 'house:withdrawals_in_flight', to: 'house:deposits', amountMicro: w.amountMicro, reason: 'withdrawal_sent', reference: `withdrawal:${w.id}:sent` });
  } else if (to === 'failed_refunded' || to === 'rejected_refunded') {
    await post(tx, { from: 'house:withdrawals_in_flight', to: playerAccount(w.userId), amountMicro: w.amountMicro, reason: 'withdrawal_refund', reference: `withdrawal:${w.id}:refund` });
  }
  const done = { ...w, status: to, txHash: txHash ?? w.txHash, ...(to === 'pending' ? { batchId: null, messageHash: null, validUntil: null } : {}) };
  await enqueueEvents(tx, [withdrawalUpdate(done)]);
  await noticeWithdrawalSettled(tx, done);
  return done;
}

export const confirmSent = (db: Db, id: number, txHash: string) => finish(db, id, ['sending'], 'sent', txHash);
/** The transfer bounced, or its batch's message is proven never taken: the player gets the amount back. */
export const refundFailed = (db: Db, id: number) => finish(db, id, ['sending'], 'failed_refunded', null);
/**
 * Its batch's message was taken (its query_id is spent, it can never be taken again) but sent
 * nothing (the hot wallet could not pay for the batch): the withdrawal goes back to the queue, its
 * money still in flight, and the worker signs it into a new batch.
 */
export const requeueUnsent = (db: Db, id: number) => finish(db, id, ['sending'], 'pending', null);
/** An operator's approval: the worker takes it from here. */
export const approveWithdrawal = (db: Db, id: number) => finish(db, id, ['awaiting_approval'], 'pending', null);
export const rejectWithdrawal = (db: Db, id: number) => finish(db, id, ['awaiting_approval'], 'rejected_refunded', null);
