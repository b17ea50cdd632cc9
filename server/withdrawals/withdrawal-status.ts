import { WITHDRAWAL_TRANSITIONS, type WithdrawalHoldReason, type WithdrawalStatus } from '../../src/contract/withdrawal-statuses';
import type { Queryable } from '../db/db';

/** A move the transition table does not allow: a bug, never a business outcome. */
export class WithdrawalTransitionError extends Error {}

export const canMove = (from: WithdrawalStatus, to: WithdrawalStatus): boolean => WITHDRAWAL_TRANSITIONS[from].includes(to);

/**
 * The stored batch a withdrawal rides in from `sending` on (payout_batches holds the message; null
 * fields clear it on sending -> pending). The message's hash and valid-until are copied onto the
 * withdrawal for the back office and the stuck alert.
 */
export interface MessageFields {
  batchId: number | null;
  messageHash: string | null;
  validUntil: Date | null;
}

/**
 * The one writer of withdrawals.status (docs/payments.md, Withdrawals): moves it from one of
 * `from` to `to`, each pair allowed by the transition table, and only if the row is still in one of
 * `from` (a second worker or a replay finds it moved and changes nothing: false). A pair the table
 * refuses throws before touching the row. Entering `sending` names the stored batch; leaving it
 * for `pending` clears it (a new one is signed). pending -> awaiting_approval is the screening's
 * hold and carries its reason; entering `pending` clears the reason (the worker screens again).
 */
export async function moveWithdrawal(
  tx: Queryable,
  id: number,
  from: readonly WithdrawalStatus[],
  to: WithdrawalStatus,
  { txHash = null, message, holdReason }: { txHash?: string | null; message?: MessageFields; holdReason?: WithdrawalHoldReason } = {},
): Promise<boolean> {
  for (const status of from) {
    if (!canMove(status, to)) throw new WithdrawalTransitionError(`withdrawal ${id}: ${status} -> ${to} is not an allowed move`);
  }
  if (to === 'sending' && !message?.batchId) throw new WithdrawalTransitionError(`withdrawal ${id}: sending needs its signed message`);
  const held = from.includes('pending') && to === 'awaiting_approval';
  if (held !== (holdReason !== undefined)) throw new WithdrawalTransitionError(`withdrawal ${id}: a hold, and only a hold, carries its reason`);
  const m = to === 'sending' || to === 'pending' ? message ?? { batchId: null, messageHash: null, validUntil: null } : null;
  const rows = await tx.query(
    `UPDATE withdrawals SET status = $3, tx_hash = COALESCE($4, tx_hash), updated_at = now(),
       batch_id = CASE WHEN $5 THEN $6::bigint ELSE batch_id END, message_hash = CASE WHEN $5 THEN $7 ELSE message_hash END,
       boc = CASE WHEN $5 THEN NULL ELSE boc END, seqno = CASE WHEN $5 THEN $8::bigint ELSE seqno END, valid_until = CASE WHEN $5 THEN $9::timestamptz ELSE valid_until END,
       hold_reason = CASE WHEN $10::text IS NOT NULL THEN $10 WHEN $3 = 'pending' THEN NULL ELSE hold_reason END
     WHERE id = $1 AND status = ANY($2::text[]) RETURNING id`,
    [id, [...from], to, txHash, m !== null, m?.batchId ?? null, m?.messageHash ?? null, null, m?.validUntil ?? null, holdReason ?? null],
  );
  return rows.length === 1;
}
