import { formatUsdt } from '../../src/contract/money';
import { playerAccount } from '../books/accounts';
import { postTransfer } from '../books/transfer-repository';
import { noticeDepositCredited } from '../bot-outbox/money-notices';
import type { JurisdictionProfiles } from '../compliance/jurisdiction-profiles';
import type { Queryable } from '../db/db';
import type { PendingEvent } from '../events/outbox';
import { admitDeposit, markDepositHeld } from '../protection/deposit-gate';
import { profileOnRecord } from '../verification/verification-gate';
import { markDepositCredited } from './deposit-repository';

/**
 * Gives a recorded deposit to its player, in the caller's transaction: held when the player's
 * protection refuses it (a limit, a time-out), else one transfer from house:deposits whose
 * reference is the transaction hash (never twice) and a new_deposit event. The watcher calls it
 * for a memo it knows; the back office for an unattributed deposit an operator assigns. The
 * player's profile (`jurisdictions`) may name a default deposit limit, which holds as their own.
 */
export async function creditDeposit(tx: Queryable, txHash: string, userId: number, units: bigint, now: Date, events: PendingEvent[], jurisdictions: JurisdictionProfiles): Promise<'credited' | 'held'> {
  const { defaultLimits } = await profileOnRecord(tx, { jurisdictions }, userId);
  if ((await admitDeposit(tx, userId, units, now, defaultLimits)) === 'held') {
    await markDepositHeld(tx, txHash, userId);
    return 'held';
  }
  const posting = await postTransfer(tx, { from: 'house:deposits', to: playerAccount(userId), amountMicro: units, reason: 'deposit', reference: `deposit:${txHash}` });
  if (posting.status !== 'posted') throw new Error(`deposit ${txHash} was ${posting.status}`);
  await markDepositCredited(tx, txHash, userId, posting.id, now);
  await noticeDepositCredited(tx, userId, txHash, units);
  events.push({ userId, event: { type: 'new_deposit', data: { amount: formatUsdt(units) } } });
  return 'credited';
}
