import type { WithdrawalStatus } from '../../src/contract/withdrawal-statuses';
import type { Queryable } from '../db/db';

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
}

/**
 * Money in and out of the wallet, newest first: deposits, referral payouts credited to the
 * balance, refunds and operators' adjustments (transfers), and every withdrawal with its status (a referral payout sent
 * to the wallet never touches the player's account, so withdrawals are listed from their own
 * table). One more than asked tells a next page.
 */
export async function listWalletLines(q: Queryable, userId: number, offset: number, limit: number): Promise<WalletLine[]> {
  const rows = await q.query<{ id: string; kind: WalletLine['kind']; amount_micro: bigint; status: string; created_at: Date; tx_hash: string | null }>(
    `SELECT * FROM (
       SELECT 't' || t.id AS id,
         CASE t.reason WHEN 'deposit' THEN 'deposit' WHEN 'referral_withdraw' THEN 'referral_payout' ELSE 'withdrawal_refund' END AS kind,
         t.amount_micro, 'credited' AS status, t.created_at, d.tx_hash
       FROM transfers t LEFT JOIN deposits d ON d.transfer_id = t.id
       WHERE t.to_account = $1 AND t.reason IN ('deposit', 'referral_withdraw', 'withdrawal_refund')
       UNION ALL
       SELECT 't' || t.id, 'adjustment', CASE WHEN t.to_account = $1 THEN t.amount_micro ELSE -t.amount_micro END,
         'credited', t.created_at, NULL
       FROM transfers t WHERE (t.to_account = $1 OR t.from_account = $1) AND t.reason = 'adjustment'
       UNION ALL
       SELECT 'w' || w.id, CASE w.source WHEN 'cashout' THEN 'withdrawal' ELSE 'referral_withdrawal' END,
         w.amount_micro, w.status, w.created_at, w.tx_hash
       FROM withdrawals w WHERE w.user_id = $2
     ) lines ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
    [`player:${userId}`, userId, offset, limit],
  );
  return rows.map((row) => ({ id: row.id, kind: row.kind, amountMicro: row.amount_micro, status: row.status, createdAt: row.created_at, txHash: row.tx_hash }));
}

/**
 * Every transfer of the player in [from, to), oldest first: the statement a player exports. The
 * balance after each is the running sum of all their transfers up to it (an account starts at zero
 * and changes only by transfers, which reconciliation checks), so a range starts where the
 * transfers before it left the balance. A player's transfers are posted under their account's row
 * lock, so id order is the order they changed the balance in.
 */
export async function listStatement(q: Queryable, account: string, from: Date, to: Date): Promise<StatementRow[]> {
  const rows = await q.query<Row>(
    `SELECT s.*, w.status AS withdrawal_status, w.reject_reason, COALESCE(d.tx_hash, w.tx_hash) AS tx_hash
     FROM (
       SELECT t.id, t.reason, t.reference, t.created_at, s.amount_micro,
         (sum(s.amount_micro) OVER (ORDER BY t.id))::bigint AS balance_after
       FROM transfers t
       CROSS JOIN LATERAL (SELECT CASE WHEN t.to_account = $1 THEN t.amount_micro ELSE -t.amount_micro END AS amount_micro) s
       WHERE (t.to_account = $1 OR t.from_account = $1) AND t.created_at < $3
     ) s
     LEFT JOIN deposits d ON d.transfer_id = s.id
     LEFT JOIN withdrawals w ON s.reason = 'withdrawal' AND w.id = substring(s.reference FROM '^withdrawal:([0-9]+)$')::bigint
     WHERE s.created_at >= $2
     ORDER BY s.id`,
    [account, from, to],
  );
  return rows.map(toRow);
}
