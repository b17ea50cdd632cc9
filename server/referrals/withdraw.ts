import { circleId as circleIdOf } from '../../src/contract/circle-id';
import { formatUsdt } from '../../src/contract/money';
import type { Db } from '../db/db';
import { enqueueEvents, type PendingEvent } from '../events/outbox';
import { conflict } from '../http/api-error';
import { playerAccount } from '../books/accounts';
import { postTransfer } from '../books/transfer-repository';
import { findCircle, markCircleWithdrawn } from './circle-repository';

export interface Withdrawal {
  circleId: number;
  payoutMicro: bigint;
  balanceMicro: bigint;
  events: PendingEvent[];
}

/** Explains, after the conditional update matched nothing, why the circle cannot be withdrawn. */
async function refusal(db: Db, userId: number, circleId: number): Promise<Error> {
  const circle = await findCircle(db, userId, circleId);
  if (!circle) return conflict('circle_not_found', `You have no referral earnings in circle ${circleId}`);
  if (circle.isWithdrawn) return conflict('already_withdrawn', `Circle ${circleId} was already withdrawn`);
  return conflict('nothing_to_withdraw', `Circle ${circleId} has no earnings to withdraw`);
}

/**
 * Credits a finished circle's earnings to the referrer's balance, once: the conditional UPDATE
 * (NOT is_withdrawn) and the transfer from house:referral_expense share one transaction, so of 50 concurrent requests
 * exactly one pays and the others get 409.
 */
export async function withdrawCircle(db: Db, userId: number, circleId: number, now: Date): Promise<Withdrawal> {
  if (circleId >= circleIdOf(now)) {
    throw conflict('circle_not_finished', `Circle ${circleId} is this week's or later: withdraw it once the week is over`);
  }
  const done = await db.transaction(async (tx) => {
    const payoutMicro = await markCircleWithdrawn(tx, userId, circleId);
    if (payoutMicro === null) return null;
    const posting = await postTransfer(tx, {
      from: 'house:referral_expense',
      to: playerAccount(userId),
      amountMicro: payoutMicro,
      reason: 'referral_withdraw',
      reference: `circle:${userId}:${circleId}`,
    });
    if (posting.status !== 'posted') throw new Error(`circle ${circleId}'s payout was ${posting.status}`);
    const balance = posting.toBalanceMicro ?? 0n;
    const events: PendingEvent[] = [{ userId, event: { type: 'new_withdraw', data: { payout: formatUsdt(payoutMicro) } } }];
    await enqueueEvents(tx, events);
    return { circleId, payoutMicro, balanceMicro: balance, events };
  });
  if (!done) throw await refusal(db, userId, circleId);
  return done;
}
