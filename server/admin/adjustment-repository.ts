import type { AdminAdjustment } from '../../src/contract/admin';
import { formatUsdt } from '../../src/contract/money';
import type { AdjustmentStatus } from '../../src/contract/money-records';
import type { Queryable } from '../db/db';
import { RefusedTransition } from '../db/refused-transition';

/**
 * The one writer of adjustments.status (this module): born awaiting_approval by insertAdjustment,
 * moved on only along this table by decideAdjustment, which refuses the rest.
 */
export const ADJUSTMENT_TRANSITIONS: Readonly<Record<AdjustmentStatus, readonly AdjustmentStatus[]>> = {
  awaiting_approval: ['posted', 'rejected'],
  posted: [],
  rejected: [],
};

interface Row {
  id: bigint;
  user_id: bigint;
  amount_micro: bigint;
  reason: string;
  status: AdjustmentStatus;
  requested_by: bigint;
  requested_by_name: string;
  approved_by: bigint | null;
  approved_by_name: string | null;
  created_at: Date;
  decided_at: Date | null;
  balance_after_micro: bigint | null;
  request_hash: string | null;
}

export interface Adjustment {
  id: number;
  userId: number;
  amountMicro: bigint;
  status: AdminAdjustment['status'];
  requestedBy: number;
  /** What was asked (sha256 of player, amount and reason), to tell a retry from a reused key; null for keyless rows. */
  requestHash: string | null;
  view: AdminAdjustment;
}

const toAdjustment = (row: Row): Adjustment => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  amountMicro: row.amount_micro,
  status: row.status,
  requestedBy: Number(row.requested_by),
  requestHash: row.request_hash,
  view: {
    id: Number(row.id),
    playerId: Number(row.user_id),
    amount: formatUsdt(row.amount_micro),
    reason: row.reason,
    status: row.status,
    requestedBy: { telegramId: Number(row.requested_by), name: row.requested_by_name },
    approvedBy: row.approved_by === null ? null : { telegramId: Number(row.approved_by), name: row.approved_by_name },
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    balanceAfter: row.balance_after_micro === null ? null : formatUsdt(row.balance_after_micro),
  },
});

export interface NewAdjustment {
  userId: number;
  amountMicro: bigint;
  reason: string;
  requestedBy: { telegramId: number; name: string };
  /** The request's Idempotency-Key and the hash of what it asked. */
  requestKey: string;
  requestHash: string;
  at: Date;
}

/**
 * A new adjustment, waiting (posted in the same transaction when no second operator is needed);
 * null when this operator's key is taken. On Postgres a concurrent insert with the same key waits
 * here until the first transaction ends: committed, we get null; rolled back, the row is ours.
 */
export async function insertAdjustment(tx: Queryable, a: NewAdjustment): Promise<Adjustment | null> {
  const [row] = await tx.query<Row>(
    `INSERT INTO adjustments (user_id, amount_micro, reason, status, requested_by, requested_by_name, created_at, request_key, request_hash)
     VALUES ($1, $2, $3, 'awaiting_approval', $4, $5, $6, $7, $8)
     ON CONFLICT (requested_by, request_key) WHERE request_key IS NOT NULL DO NOTHING RETURNING *`,
    [a.userId, a.amountMicro, a.reason, a.requestedBy.telegramId, a.requestedBy.name, a.at, a.requestKey, a.requestHash],
  );
  return row ? toAdjustment(row) : null;
}

/** The adjustment this operator asked for with this Idempotency-Key, if any. */
export async function findAdjustmentByKey(q: Queryable, operatorId: number, key: string): Promise<Adjustment | null> {
  const [row] = await q.query<Row>('SELECT * FROM adjustments WHERE requested_by = $1 AND request_key = $2', [operatorId, key]);
  return row ? toAdjustment(row) : null;
}

/** FOR UPDATE: a second approval of the same adjustment waits for the first to commit. */
export async function lockAdjustment(tx: Queryable, id: number): Promise<Adjustment | null> {
  const [row] = await tx.query<Row>('SELECT * FROM adjustments WHERE id = $1 FOR UPDATE', [id]);
  return row ? toAdjustment(row) : null;
}

export interface Decision {
  status: 'posted' | 'rejected';
  approvedBy: { telegramId: number; name: string } | null;
  transferId: number | null;
  balanceAfterMicro: bigint | null;
  rejectReason: string | null;
  at: Date;
}

/** Moves a locked adjustment on (lockAdjustment first); a move outside ADJUSTMENT_TRANSITIONS throws and changes nothing. */
export async function decideAdjustment(tx: Queryable, id: number, d: Decision): Promise<Adjustment> {
  const [current] = await tx.query<{ status: AdjustmentStatus }>('SELECT status FROM adjustments WHERE id = $1 FOR UPDATE', [id]);
  if (!current) throw new Error(`no adjustment ${id}`);
  if (!ADJUSTMENT_TRANSITIONS[current.status].includes(d.status)) throw new RefusedTransition(`adjustment ${id}`, current.status, d.status);
  const [row] = await tx.query<Row>(
    `UPDATE adjustments SET status = $2, approved_by = $3, approved_by_name = $4, transfer_id = $5, balance_after_micro = $6,
       reject_reason = $7, decided_at = $8
     WHERE id = $1 AND status = $9 RETURNING *`,
    [id, d.status, d.approvedBy?.telegramId ?? null, d.approvedBy?.name ?? null, d.transferId, d.balanceAfterMicro, d.rejectReason, d.at, current.status],
  );
  return toAdjustment(row!);
}

export async function listAdjustments(q: Queryable, status: AdminAdjustment['status'] | null, limit = 200): Promise<AdminAdjustment[]> {
  const rows = await q.query<Row>('SELECT * FROM adjustments WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT $2', [status, limit]);
  return rows.map((row) => toAdjustment(row).view);
}
