import type { WithdrawalStatus } from '../../src/contract/withdrawal-statuses';
import type { Queryable } from '../db/db';
import { moveWithdrawal } from './withdrawal-status';

export type { WithdrawalStatus };
export type WithdrawalSource = 'cashout' | 'referral';

export interface Withdrawal {
  id: number;
  userId: number;
  source: WithdrawalSource;
  requestHash: string;
  amountMicro: bigint;
  /** Raw 0:<hex>. */
  destination: string;
  status: WithdrawalStatus;
  /** The stored batch carrying it while `sending` (payout_batches). */
  batchId: number | null;
  messageHash: string | null;
  validUntil: Date | null;
  txHash: string | null;
  createdAt: Date;
}

interface Row {
  id: bigint;
  user_id: bigint;
  source: WithdrawalSource;
  request_hash: string;
  amount_micro: bigint;
  destination: string;
  status: WithdrawalStatus;
  batch_id: bigint | null;
  message_hash: string | null;
  valid_until: Date | null;
  tx_hash: string | null;
  created_at: Date;
}

const toWithdrawal = (row: Row): Withdrawal => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  source: row.source,
  requestHash: row.request_hash,
  amountMicro: row.amount_micro,
  destination: row.destination,
  status: row.status,
  batchId: row.batch_id === null ? null : Number(row.batch_id),
  messageHash: row.message_hash,
  validUntil: row.valid_until,
  txHash: row.tx_hash,
  createdAt: row.created_at,
});

export interface NewWithdrawal {
  userId: number;
  source: WithdrawalSource;
  requestKey: string;
  requestHash: string;
  amountMicro: bigint;
  destination: string;
  status: 'pending' | 'awaiting_approval';
}

export async function insertWithdrawal(tx: Queryable, w: NewWithdrawal): Promise<Withdrawal> {
  const [row] = await tx.query<Row>(
    `INSERT INTO withdrawals (user_id, source, request_key, request_hash, amount_micro, destination, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [w.userId, w.source, w.requestKey, w.requestHash, w.amountMicro, w.destination, w.status],
  );
  return toWithdrawal(row!);
}

export async function findWithdrawalByKey(q: Queryable, userId: number, requestKey: string): Promise<Withdrawal | null> {
  const [row] = await q.query<Row>('SELECT * FROM withdrawals WHERE user_id = $1 AND request_key = $2', [userId, requestKey]);
  return row ? toWithdrawal(row) : null;
}

/** FOR UPDATE: the caller's transaction holds the row until it commits. */
export async function lockWithdrawal(tx: Queryable, id: number): Promise<Withdrawal | null> {
  const [row] = await tx.query<Row>('SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE', [id]);
  return row ? toWithdrawal(row) : null;
}

/** What the player's cash-outs since `since` add up to, refunded ones not counted (the daily limit). */
export async function cashedOutSince(q: Queryable, userId: number, since: Date): Promise<bigint> {
  const [row] = await q.query<{ total: bigint }>(
    `SELECT COALESCE(sum(amount_micro), 0)::bigint AS total FROM withdrawals
     WHERE user_id = $1 AND source = 'cashout' AND created_at >= $2 AND status NOT IN ('failed_refunded', 'rejected_refunded')`,
    [userId, since],
  );
  return row?.total ?? 0n;
}

/** The oldest `pending` withdrawals, up to `limit`: the payout worker's candidates for its next batch. */
export async function pendingWithdrawals(q: Queryable, limit: number): Promise<Withdrawal[]> {
  const rows = await q.query<Row>(`SELECT * FROM withdrawals WHERE status = 'pending' ORDER BY id LIMIT $1`, [limit]);
  return rows.map(toWithdrawal);
}

/** Those of `ids` still `pending`, oldest first, locked until the caller's transaction ends. */
export async function lockPending(tx: Queryable, ids: number[]): Promise<Withdrawal[]> {
  const rows = await tx.query<Row>(`SELECT * FROM withdrawals WHERE id = ANY($1::bigint[]) AND status = 'pending' ORDER BY id FOR UPDATE`, [ids]);
  return rows.map(toWithdrawal);
}

/** The withdrawals a stored batch still carries (`sending`), oldest first. */
export async function sendingInBatch(q: Queryable, batchId: number): Promise<Withdrawal[]> {
  const rows = await q.query<Row>(`SELECT * FROM withdrawals WHERE status = 'sending' AND batch_id = $1 ORDER BY id`, [batchId]);
  return rows.map(toWithdrawal);
}

/** Moves a withdrawal into the stored batch that carries it: from here on only that message is ever sent for it. */
export function joinBatch(tx: Queryable, id: number, batch: { id: number; messageHash: string; validUntil: Date }): Promise<boolean> {
  return moveWithdrawal(tx, id, ['pending'], 'sending', { message: { batchId: batch.id, messageHash: batch.messageHash, validUntil: batch.validUntil } });
}
