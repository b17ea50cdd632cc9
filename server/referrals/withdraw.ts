import { circleId as circleIdOf } from '../../src/contract/circle-id';
import { formatUsdt } from '../../src/contract/money';
import type { Db, Queryable } from '../db/db';
import type { PaymentsLimits } from '../withdrawals/queue-referral-payout';
import { failpoint } from '../failpoint/failpoint';
import { enqueueEvents, type PendingEvent } from '../events/outbox';
import { conflict } from '../http/api-error';
import { playerAccount } from '../books/accounts';
import { postTransfer } from '../books/transfer-repository';
import { findBoundWallet } from '../payments/wallet-repository';
import { queueReferralPayout } from '../withdrawals/queue-referral-payout';
import { findCircle, markCircleWithdrawn } from './circle-repository';

export interface Withdrawal {
  circleId: number;
  payoutMicro: bigint;
  balanceMicro: bigint;
  /** wallet: queued to the bound wallet (payments on); balance: credited to the game balance. */
  destination: 'wallet' | 'balance';
  events: PendingEvent[];
}

/** Explains, after the conditional update matched nothing, why the circle cannot be withdrawn. */
async function refusal(db: Db, userId: number, circleId: number): Promise<Error> {
  const circle = await findCircle(db, userId, circleId);
  if (!circle) return conflict('circle_not_found', `You have no referral earnings in circle ${circleId}`);
  if (circle.isWithdrawn) return conflict('already_withdrawn', `Circle ${circleId} was already withdrawn`);
  return conflict('nothing_to_withdraw', `Circle ${circleId} has no earnings to withdraw`);
}

async function currentBalance(tx: Queryable, userId: number): Promise<bigint> {
  const [row] = await tx.query<{ balance_micro: bigint }>('SELECT balance_micro FROM accounts WHERE name = $1', [playerAccount(userId)]);
  return row?.balance_micro ?? 0n;
}

/**
 * Pays a finished circle's earnings once: the conditional UPDATE (NOT is_withdrawn) and the
 * payout share one transaction, so of 50 concurrent requests exactly one pays and the others get
 * 409. With payments on and a bound wallet the payout goes out on chain through the withdrawal
 * queue (from house:referral_expense); otherwise it is credited to the game balance.
 */
export async function withdrawCircle(db: Db, userId: number, circleId: number, now: Date, payments: PaymentsLimits | null = null): Promise<Withdrawal> {
  if (circleId >= circleIdOf(now)) {
    throw conflict('circle_not_finished', `Circle ${circleId} is this week's or later: withdraw it once the week is over`);
  }
  const done = await db.transaction(async (tx) => {
    const payoutMicro = await markCircleWithdrawn(tx, userId, circleId);
    if (payoutMicro === null) return null;
    const bound = payments ? await findBoundWallet(tx, userId) : null;
    if (payments && bound) {
      const queued = await queueReferralPayout(tx, payments, { userId, circleId, amountMicro: payoutMicro, destination: bound.address });
      const events: PendingEvent[] = [{ userId, event: { type: 'new_withdraw', data: { payout: formatUsdt(payoutMicro), destination: 'wallet' } } }, ...queued];
      await enqueueEvents(tx, events);
      await failpoint('circle:transferred');
      return { circleId, payoutMicro, balanceMicro: await currentBalance(tx, userId), destination: 'wallet' as const, events };
    }
    const posting = await postTransfer(tx, {
      from: 'house:referral_expense',
      to: playerAccount(userId),
      amountMicro: payoutMicro,
      reason: 'referral_withdraw',
      reference: `circle:${userId}:${circleId}`,
    });
    if (posting.status !== 'posted') throw new Error(`circle ${circleId}'s payout was ${posting.status}`);
    const balance = posting.toBalanceMicro ?? 0n;
    const events: PendingEvent[] = [{ userId, event: { type: 'new_withdraw', data: { payout: formatUsdt(payoutMicro), destination: 'balance' } } }];
    await enqueueEvents(tx, events);
    await failpoint('circle:transferred');
    return { circleId, payoutMicro, balanceMicro: balance, destination: 'balance' as const, events };
  });
  if (!done) throw await refusal(db, userId, circleId);
  await failpoint('circle:committed');
  return done;
}
