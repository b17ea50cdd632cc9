/**
 * The money notices the bot sends (docs/bot.md, "Notifications"): each queued in the transaction of
 * its money fact, keyed by the fact, so a retried or restarted watcher or worker queues it once.
 */
import type { Queryable } from '../db/db';
import { enqueueNotification } from './outbox-repository';

/** A deposit is on the player's balance (credited at once, assigned by an operator, or released after a hold). */
export function noticeDepositCredited(tx: Queryable, userId: number, txHash: string, amountMicro: bigint): Promise<void> {
  return enqueueNotification(tx, userId, 'deposit_credited', { amountMicro }, { dedupeKey: `deposit:${txHash}` });
}

export interface SettledWithdrawal {
  id: number;
  userId: number;
  amountMicro: bigint;
  status: string;
  /** The payout's transaction (hex): the notice links it on the explorer of the network. */
  txHash: string | null;
}

/** A withdrawal ended: sent (with its transaction) or refunded (failed or rejected); nothing for other moves. */
export async function noticeWithdrawalSettled(tx: Queryable, w: SettledWithdrawal): Promise<void> {
  if (w.status === 'sent') {
    await enqueueNotification(tx, w.userId, 'withdrawal_sent', { amountMicro: w.amountMicro, ...(w.txHash ? { txHash: w.txHash } : {}) }, { dedupeKey: `withdrawal:${w.id}` });
  } else if (w.status === 'failed_refunded' || w.status === 'rejected_refunded') {
    await enqueueNotification(tx, w.userId, 'withdrawal_refunded', { amountMicro: w.amountMicro }, { dedupeKey: `withdrawal:${w.id}` });
  }
}
