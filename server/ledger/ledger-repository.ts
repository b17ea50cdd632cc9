import type { Queryable } from '../db/db';

export type LedgerReason = 'demo_credit' | 'admin_credit' | 'stake' | 'payout' | 'referral_withdraw';

export interface LedgerEntry {
  userId: number;
  /** Signed micro-USDT: negative debits. */
  amountMicro: bigint;
  reason: LedgerReason;
  /** What caused it: 'order:12', 'circle:109400'. */
  reference: string | null;
}

/**
 * Changes a balance and records the change in ONE statement, so the balance always equals the
 * sum of the user's ledger rows. Returns the new balance, or null when a debit would take the
 * balance below zero (nothing changes then). Call it inside the caller's transaction.
 */
export async function applyLedgerEntry(q: Queryable, entry: LedgerEntry): Promise<bigint | null> {
  const [row] = await q.query<{ balance_after_micro: bigint }>(
    `WITH changed AS (
       UPDATE users SET balance_micro = balance_micro + $2
       WHERE id = $1 AND balance_micro + $2 >= 0
       RETURNING id, balance_micro
     )
     INSERT INTO ledger (user_id, amount_micro, reason, reference, balance_after_micro)
     SELECT id, $2, $3, $4, balance_micro FROM changed
     RETURNING balance_after_micro`,
    [entry.userId, entry.amountMicro, entry.reason, entry.reference],
  );
  return row ? row.balance_after_micro : null;
}
