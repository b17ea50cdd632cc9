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
  boc: string | null;
  messageHash: string | null;
  seqno: number | null;
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
  boc: string | null;
  message_hash: string | null;
  seqno: bigint | null;
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
  boc: row.boc,
  messageHash: row.message_hash,
  seqno: row.seqno === null ? null : Number(row.seqno),
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

/** The oldest withdrawal the worker has to carry on: one already signed first (its seqno is taken), then a pending one. */
export async function nextOpenWithdrawal(q: Queryable): Promise<Withdrawal | null> {
  const [row] = await q.query<Row>(
    `SELECT * FROM withdrawals WHERE status IN ('pending', 'sending')
     ORDER BY CASE status WHEN 'sending' THEN 0 ELSE 1 END, id LIMIT 1`,
  );
  return row ? toWithdrawal(row) : null;
}

export interface SignedMessage {
  boc: string;
  messageHash: string;
  seqno: number;
  validUntil: Date;
}

/** Keeps the signed message: from here on only this very message is ever sent for the withdrawal. */
export function storeSignedMessage(tx: Queryable, id: number, m: SignedMessage): Promise<boolean> {
  return moveWithdrawal(tx, id, ['pending'], 'sending', { message: m });
}
