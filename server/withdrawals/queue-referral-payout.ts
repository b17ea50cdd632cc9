import { createHash } from 'node:crypto';
import { postTransfer } from '../books/transfer-repository';
import type { Queryable } from '../db/db';
import type { PendingEvent } from '../events/outbox';
import type { PaymentsConfig } from '../ton/payments-config';
import { withdrawalUpdate } from './withdrawal-events';
import { insertWithdrawal } from './withdrawal-repository';

export type PaymentsLimits = Pick<PaymentsConfig, 'withdrawApprovalAboveMicro'>;

export interface ReferralPayout {
  userId: number;
  circleId: number;
  amountMicro: bigint;
  /** The bound wallet, raw. */
  destination: string;
}

/**
 * Queues a circle's payout to the player's bound wallet in the caller's transaction: a withdrawal
 * (one per circle: its request key) funded from house:referral_expense straight into
 * withdrawals_in_flight, so the player's game balance never holds it. The payout worker sends it
 * like any cash-out; the approval threshold applies alike.
 */
export async function queueReferralPayout(tx: Queryable, limits: PaymentsLimits, payout: ReferralPayout): Promise<PendingEvent[]> {
  const withdrawal = await insertWithdrawal(tx, {
    userId: payout.userId,
    source: 'referral',
    requestKey: `circle:${payout.circleId}`,
    requestHash: createHash('sha256').update(`referral:${payout.circleId}:${payout.amountMicro}`).digest('hex'),
    amountMicro: payout.amountMicro,
    destination: payout.destination,
    status: payout.amountMicro > limits.withdrawApprovalAboveMicro ? 'awaiting_approval' : 'pending',
  });
  const posting = await postTransfer(tx, { from: 'house:referral_expense', to: 'house:withdrawals_in_flight', amountMicro: payout.amountMicro, reason: 'withdrawal', reference: `withdrawal:${withdrawal.id}` });
  if (posting.status !== 'posted') throw new Error(`circle ${payout.circleId}'s payout was ${posting.status}`);
  return [withdrawalUpdate(withdrawal)];
}
