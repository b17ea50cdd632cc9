import type { AdminAdjustment } from '../../src/contract/admin';
import { formatUsdt } from '../../src/contract/money';
import type { Queryable } from '../db/db';

interface Row {
  id: bigint;
  user_id: bigint;
  amount_micro: bigint;
  reason: string;
  status: AdminAdjustment['status'];
  requested_by: bigint;
  requested_by_name: string;
  approved_by: bigint | null;
  approved_by_name: string | null;
  created_at: Date;
  decided_at: Date | null;
  balance_after_micro: bigint | null;
}

export interface Adjustment {
  id: number;
  userId: number;
  amountMicro: bigint;
  status: AdminAdjustment['status'];
  requestedBy: number;
  view: AdminAdjustment;
}

const toAdjustment = (row: Row): Adjustment => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  amountMicro: row.amount_micro,
  status: row.status,
  requestedBy: Number(row.requested_by),
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
  at: Date;
}

/** A new adjustment, waiting (posted by markPosted in the same transaction when no second operator is needed). */
export async function insertAdjustment(tx: Queryable, a: NewAdjustment): Promise<Adjustment> {
  const [row] = await tx.query<Row>(
    `INSERT INTO adjustments (user_id, amount_micro, reason, status, requested_by, requested_by_name, created_at)
     VALUES ($1, $2, $3, 'awaiting_approval', $4, $5, $6) RETURNING *`,
    [a.userId, a.amountMicro, a.reason, a.requestedBy.telegramId, a.requestedBy.name, a.at],
  );
  return toAdjustment(row!);
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

export async function decideAdjustment(tx: Queryable, id: number, d: Decision): Promise<Adjustment> {
  const [row] = await tx.query<Row>(
    `UPDATE adjustments SET status = $2, approved_by = $3, approved_by_name = $4, transfer_id = $5, balance_after_micro = $6,
       reject_reason = $7, decided_at = $8
     WHERE id = $1 RETURNING *`,
    [id, d.status, d.approvedBy?.telegramId ?? null, d.approvedBy?.name ?? null, d.transferId, d.balanceAfterMicro, d.rejectReason, d.at],
  );
  return toAdjustment(row!);
}

export async function listAdjustments(q: Queryable, status: AdminAdjustment['status'] | null, limit = 200): Promise<AdminAdjustment[]> {
  const rows = await q.query<Row>('SELECT * FROM adjustments WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT $2', [status, limit]);
  return rows.map((row) => toAdjustment(row).view);
}
