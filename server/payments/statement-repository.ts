import type { Queryable } from '../db/db';

export interface StatementRow {
  id: number;
  reason: string;
  /** Signed for the player: negative leaves their balance. */
  amountMicro: bigint;
  reference: string;
  createdAt: Date;
  /** The deposit's transaction hash (hex), for a deposit. */
  txHash: string | null;
}

interface Row {
  id: bigint;
  reason: string;
  amount_micro: bigint;
  reference: string;
  created_at: Date;
  tx_hash: string | null;
}

const SELECT = `SELECT t.id, t.reason, CASE WHEN t.to_account = $1 THEN t.amount_micro ELSE -t.amount_micro END AS amount_micro,
  t.reference, t.created_at, d.tx_hash
  FROM transfers t LEFT JOIN deposits d ON d.transfer_id = t.id`;

const toRow = (row: Row): StatementRow => ({
  id: Number(row.id),
  reason: row.reason,
  amountMicro: row.amount_micro,
  reference: row.reference,
  createdAt: row.created_at,
  txHash: row.tx_hash,
});

/** Money in and out of the wallet (deposits, referral payouts), newest first; one more than asked tells a next page. */
export async function listWalletTransfers(q: Queryable, account: string, offset: number, limit: number): Promise<StatementRow[]> {
  const rows = await q.query<Row>(
    `${SELECT}
     WHERE (t.to_account = $1 OR t.from_account = $1) AND t.reason IN ('deposit', 'referral_withdraw')
     ORDER BY t.id DESC OFFSET $2 LIMIT $3`,
    [account, offset, limit],
  );
  return rows.map(toRow);
}

/** Every transfer of the player in [from, to), oldest first: the statement a player exports. */
export async function listStatement(q: Queryable, account: string, from: Date, to: Date): Promise<StatementRow[]> {
  const rows = await q.query<Row>(
    `${SELECT}
     WHERE (t.to_account = $1 OR t.from_account = $1) AND t.created_at >= $2 AND t.created_at < $3
     ORDER BY t.id`,
    [account, from, to],
  );
  return rows.map(toRow);
}
