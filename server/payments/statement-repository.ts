import type { WithdrawalStatus } from '../../src/contract/withdrawal-statuses';
import type { Queryable } from '../db/db';
import { transfersWithBalance } from './running-balance';

export interface StatementRow {
  id: number;
  reason: string;
  /** Signed for the player: negative leaves their balance. */
  amountMicro: bigint;
  reference: string;
  createdAt: Date;
  /** The player's balance once this transfer was posted. */
  balanceAfterMicro: bigint;
  /** The deposit's transaction hash (hex), for a deposit; the withdrawal's once sent, for a withdrawal. */
  txHash: string | null;
  /** Where the withdrawal a 'withdrawal' transfer took money for is now. */
  withdrawal: { status: WithdrawalStatus; rejectReason: string | null } | null;
}

interface Row {
  id: bigint;
  reason: string;
  amount_micro: bigint;
  balance_after: bigint;
  reference: string;
  created_at: Date;
  tx_hash: string | null;
  withdrawal_status: WithdrawalStatus | null;
  reject_reason: string | null;
}

const toRow = (row: Row): StatementRow => ({
  id: Number(row.id),
  reason: row.reason,
  amountMicro: row.amount_micro,
  balanceAfterMicro: BigInt(row.balance_after),
  reference: row.reference,
  createdAt: row.created_at,
  txHash: row.tx_hash,
  withdrawal: row.withdrawal_status ? { status: row.withdrawal_status, rejectReason: row.reject_reason } : null,
});

export interface WalletLine {
  /** 't<transfer id>' or 'w<withdrawal id>'. */
  id: string;
  kind: 'deposit' | 'referral_payout' | 'withdrawal' | 'referral_withdrawal' | 'withdrawal_refund' | 'adjustment';
  /** Signed for an adjustment (a debit is negative); the amount moved otherwise. */
  amountMicro: bigint;
  /** 'credited' for money that came in; a withdrawal's own status (docs/payments.md). */
  status: string;
  createdAt: Date;
  txHash: string | null;
  /** The player's balance once the line's transfer was posted; null for a line that never touched it (a referral payout to the wallet). */
  balanceAfterMicro: bigint | null;
  /** Why an operator rejected the withdrawal, for a rejected one. */
  rejectReason: string | null;
}

interface WalletLineRow {
  id: string;
  kind: WalletLine['kind'];
  amount_micro: bigint;
  status: string;
  created_at: Date;
  tx_hash: string | null;
  balance_after: bigint | null;
  reject_reason: string | null;
}

/**
 * Money in and out of the wallet, newest first: deposits, referral payouts credited to the
 * balance, refunds and operators' adjustments (transfers), and every withdrawal with its status (a referral payout sent
 * to the wallet never touches the player's account, so withdrawals are listed from their own
 * table), each with the balance after it (./running-balance.ts; a withdrawal's is its debit's).
 * One more than asked tells a next page.
 */
export async function listWalletLines(q: Queryable, userId: number, offset: number, limit: number): Promise<WalletLine[]> {
  const rows = await q.query<WalletLineRow>(
    `WITH mine AS (${transfersWithBalance(1)})
     SELECT * FROM (
       SELECT 't' || m.id AS id,
         CASE m.reason WHEN 'deposit' THEN 'deposit' WHEN 'referral_withdraw' THEN 'referral_payout' WHEN 'adjustment' THEN 'adjustment' ELSE 'withdrawal_refund' END AS kind,
         m.amount_micro, 'credited' AS status, m.created_at, d.tx_hash, m.balance_after, NULL::text AS reject_reason
       FROM mine m LEFT JOIN deposits d ON d.transfer_id = m.id
       WHERE m.reason = 'adjustment' OR (m.reason IN ('deposit', 'referral_withdraw', 'withdrawal_refund') AND m.amount_micro > 0)
       UNION ALL
       SELECT 'w' || w.id, CASE w.source WHEN 'cashout' THEN 'withdrawal' ELSE 'referral_withdrawal' END,
         w.amount_micro, w.status, w.created_at, w.tx_hash, m.balance_after, w.reject_reason
       FROM withdrawals w LEFT JOIN mine m ON m.reason = 'withdrawal' AND m.reference = 'withdrawal:' || w.id
       WHERE w.user_id = $2
     ) lines ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
    [`player:${userId}`, userId, offset, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amountMicro: BigInt(row.amount_micro),
    status: row.status,
    createdAt: row.created_at,
    txHash: row.tx_hash,
    balanceAfterMicro: row.balance_after === null ? null : BigInt(row.balance_after),
    rejectReason: row.status === 'rejected_refunded' ? row.reject_reason : null,
  }));
}

/**
 * Every transfer of the player in [from, to), oldest first, with the balance after each
 * (./running-balance.ts): the statement a player exports. The running sum counts the transfers
 * before the range, so a range starts where they left the balance.
 */
export async function listStatement(q: Queryable, account: string, from: Date, to: Date): Promise<StatementRow[]> {
  const rows = await q.query<Row>(
    `SELECT s.*, w.status AS withdrawal_status, w.reject_reason, COALESCE(d.tx_hash, w.tx_hash) AS tx_hash
     FROM (${transfersWithBalance(1)}) s
     LEFT JOIN deposits d ON d.transfer_id = s.id
     LEFT JOIN withdrawals w ON s.reason = 'withdrawal' AND w.id = substring(s.reference FROM '^withdrawal:([0-9]+)$')::bigint
     WHERE s.created_at >= $2 AND s.created_at < $3
     ORDER BY s.id`,
    [account, from, to],
  );
  return rows.map(toRow);
}
