/**
 * The one writer of deposits.status (docs/payments.md, "A deposit's statuses"): every folder that
 * moves a deposit on (the watcher's credit, the limits' hold and release, the player's taking it
 * back, the back office's refund) calls moveDeposit, which follows the transition table and
 * refuses the rest. A deposit is born by recordDeposit (deposit-repository.ts) as unattributed.
 */
import { DEPOSIT_STATUSES, type DepositStatus } from '../../src/contract/money-records';
import type { Queryable } from '../db/db';
import { RefusedTransition } from '../db/refused-transition';

/** from → the statuses it may move to; a status not named as a source is final. */
export const DEPOSIT_TRANSITIONS: Readonly<Record<DepositStatus, readonly DepositStatus[]>> = {
  // Its memo named a player (credited, or held by their protection), an operator assigned it, or
  // an operator sends it back to its sender.
  unattributed: ['credited', 'held', 'refunding'],
  // Released into the playable balance, or taken back to the player's wallet.
  held: ['credited', 'returned'],
  refunding: ['refunded'],
  credited: [],
  returned: [],
  refunded: [],
};

export function depositMayMove(from: DepositStatus, to: DepositStatus): boolean {
  return DEPOSIT_TRANSITIONS[from].includes(to);
}

/** What a move records beside the status: whose it is, its transfer, when it was credited, why refunded. */
export interface DepositFields {
  userId?: number;
  transferId?: number;
  creditedAt?: Date;
  refundReason?: string;
}

/**
 * Moves the deposit to `to`, in the caller's transaction: the row is locked, its status checked
 * against the table (a refused move throws and the caller's transaction rolls back), then written.
 */
export async function moveDeposit(tx: Queryable, txHash: string, to: DepositStatus, fields: DepositFields = {}): Promise<DepositStatus> {
  const [row] = await tx.query<{ status: DepositStatus }>('SELECT status FROM deposits WHERE tx_hash = $1 FOR UPDATE', [txHash]);
  if (!row) throw new Error(`no deposit ${txHash}`);
  if (!DEPOSIT_STATUSES.includes(row.status) || !depositMayMove(row.status, to)) throw new RefusedTransition(`deposit ${txHash}`, row.status, to);
  await tx.query(
    `UPDATE deposits SET status = $2, user_id = COALESCE($3, user_id), transfer_id = COALESCE($4, transfer_id),
       credited_at = COALESCE($5, credited_at), refund_reason = COALESCE($6, refund_reason)
     WHERE tx_hash = $1 AND status = $7`,
    [txHash, to, fields.userId ?? null, fields.transferId ?? null, fields.creditedAt ?? null, fields.refundReason ?? null, row.status],
  );
  return row.status;
}
