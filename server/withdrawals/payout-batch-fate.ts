import type { ToncenterClient } from '../ton/toncenter-client';
import type { PayoutBatch } from './payout-batch-repository';

/** Our clock and the chain's may differ: a message counts as expired only this long after its valid_until. */
export const EXPIRY_MARGIN_S = 60;

/**
 * What the chain did with a stored batch whose transfers are not (all) in the index yet
 * (docs/payments.md, Batches):
 * - `paid`: the wallet took the message and its batch transaction sent the transfers: they are on
 *   their way into the index, wait for each;
 * - `unpaid`: the wallet took the message (its query_id is spent, it can never be taken again) but
 *   sent nothing: it could not pay for the batch, whose action list goes all or none;
 * - `not_taken`: the index has read past valid_until + the margin and holds no transaction of the
 *   message: the wallet refuses it from now on, it never paid anything;
 * - `takeable`: not taken as far as we know and still inside its window: send it again (a second
 *   arrival is refused by its query_id);
 * - `unknown`: anything else (taken, its batch transaction not indexed yet; expired, the index not
 *   past it yet): wait. Unknown never becomes a refund.
 */
export type BatchFate = 'paid' | 'unpaid' | 'not_taken' | 'takeable' | 'unknown';

export async function batchFate(client: ToncenterClient, batch: PayoutBatch, now: Date): Promise<BatchFate> {
  const finalAtMs = batch.validUntil.getTime() + EXPIRY_MARGIN_S * 1000;
  // How far the index has read, asked BEFORE the message is looked up: what the lookup misses is
  // then missing from blocks the index had already read.
  const indexedUntilMs = now.getTime() > finalAtMs ? (await client.indexedUntil()) * 1000 : null;
  // The contract only throws before it commits, so a transaction that took the message is never aborted.
  const taken = (await client.messageTransactions(batch.messageHash)).find((t) => !t.aborted);
  if (taken) {
    const [toSelf] = taken.outMessages;
    // Taken with nothing sent: too little TON to send the batch to itself.
    if (toSelf === undefined) return 'unpaid';
    const run = (await client.messageTransactions(toSelf))[0];
    if (!run) return 'unknown';
    return run.aborted || run.outMessages.length === 0 ? 'unpaid' : 'paid';
  }
  if (indexedUntilMs === null) return 'takeable';
  return indexedUntilMs > finalAtMs ? 'not_taken' : 'unknown';
}
