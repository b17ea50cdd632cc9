import { formatUsdt } from '../../src/contract/money';
import { playerAccount } from '../books/accounts';
import { postTransfer } from '../books/transfer-repository';
import { noticeDepositCredited } from '../bot-outbox/money-notices';
import type { JurisdictionProfiles } from '../compliance/jurisdiction-profiles';
import type { Db, Queryable } from '../db/db';
import { enqueueEvents, type PendingEvent } from '../events/outbox';
import { markDepositCredited } from './deposit-repository';
import { admitDeposit } from '../protection/deposit-gate';
import { heldDeposits, playersWithHeld } from '../protection/held-repository';
import { lockProtection } from '../protection/protection-repository';
import { profileOnRecord } from '../verification/verification-gate';

/** The transfer that puts a held deposit into the player's account: the same reference as a direct credit, so it happens once. */
export async function creditHeld(tx: Queryable, userId: number, txHash: string, amountMicro: bigint): Promise<number> {
  const posting = await postTransfer(tx, { from: 'house:deposits', to: playerAccount(userId), amountMicro, reason: 'deposit', reference: `deposit:${txHash}` });
  if (posting.status !== 'posted') throw new Error(`held deposit ${txHash} was ${posting.status}`);
  return posting.id;
}

/**
 * Releases the player's held deposits into the playable balance as far as the deposit limits and
 * any time-out or self-exclusion allow at `now`, oldest first, in ONE transaction under the
 * player's protection row lock (admitDeposit takes it): a crash anywhere leaves all of it or none,
 * and a second release waits for the first and then finds nothing held.
 */
export function releaseHeldDeposits(db: Db, userId: number, now: Date, jurisdictions: JurisdictionProfiles): Promise<number> {
  return db.transaction(async (tx) => {
    // The lock first: a second release waits here, then reads the held list the first one left.
    await lockProtection(tx, userId);
    // A default deposit limit of the player's profile holds back as their own does.
    const { defaultLimits } = await profileOnRecord(tx, { jurisdictions }, userId);
    const events: PendingEvent[] = [];
    for (const held of await heldDeposits(tx, userId)) {
      // Held again means the limit allows no more: the rest waits too, so they go in order.
      if ((await admitDeposit(tx, userId, held.amountMicro, now, defaultLimits)) === 'held') break;
      const transferId = await creditHeld(tx, userId, held.txHash, held.amountMicro);
      await markDepositCredited(tx, held.txHash, userId, transferId, now);
      await noticeDepositCredited(tx, userId, held.txHash, held.amountMicro);
      events.push({ userId, event: { type: 'new_deposit', data: { amount: formatUsdt(held.amountMicro) } } });
    }
    await enqueueEvents(tx, events);
    return events.length;
  });
}

/** The periodic release (the deposit watcher's loop): every player with a held deposit, a batch at a time. */
export async function releaseAllHeld(db: Db, now: Date, jurisdictions: JurisdictionProfiles, batch = 100): Promise<number> {
  let released = 0;
  for (const userId of await playersWithHeld(db, batch)) released += await releaseHeldDeposits(db, userId, now, jurisdictions);
  return released;
}
