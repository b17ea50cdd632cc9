/**
 * The complaints' SQL (docs/back-office.md, "Complaints"). setComplaintStatus is the one writer of
 * a complaint's status: it moves only along COMPLAINT_TRANSITIONS, from the status the caller saw.
 */
import { COMPLAINT_TRANSITIONS, type AdminComplaint, type ComplaintKind, type ComplaintMessage, type ComplaintSource, type ComplaintStatus, type PlayerComplaint } from '../../src/contract/complaints';
import type { Queryable } from '../db/db';

export interface NewComplaint {
  userId: number;
  kind: ComplaintKind;
  source: ComplaintSource;
  text: string;
  orderId?: number;
  depositTxHash?: string;
  withdrawalId?: number;
  at: Date;
  deadlineAt: Date;
}

export async function insertComplaint(tx: Queryable, c: NewComplaint): Promise<{ id: number; deadlineAt: Date }> {
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO complaints (user_id, kind, source, order_id, deposit_tx_hash, withdrawal_id, created_at, deadline_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7) RETURNING id`,
    [c.userId, c.kind, c.source, c.orderId ?? null, c.depositTxHash ?? null, c.withdrawalId ?? null, c.at, c.deadlineAt],
  );
  const id = Number(row!.id);
  await addMessage(tx, id, { author: 'player', text: c.text, at: c.at });
  return { id, deadlineAt: c.deadlineAt };
}

export async function addMessage(tx: Queryable, complaintId: number, m: { author: 'player' | 'operator'; operatorTelegramId?: number; text: string; at: Date }): Promise<void> {
  await tx.query('INSERT INTO complaint_messages (complaint_id, author, operator_telegram_id, text, created_at) VALUES ($1, $2, $3, $4, $5)', [
    complaintId,
    m.author,
    m.operatorTelegramId ?? null,
    m.text,
    m.at,
  ]);
  await tx.query('UPDATE complaints SET updated_at = $2 WHERE id = $1', [complaintId, m.at]);
}

export class ComplaintTransitionError extends Error {
  constructor(
    readonly from: ComplaintStatus,
    readonly to: ComplaintStatus,
  ) {
    super(`a complaint cannot move from ${from} to ${to}`);
  }
}

/**
 * Moves a complaint from `from` to `to` if the transition table allows it and nobody moved it
 * meanwhile; returns false when its status is no longer `from` (the caller read a stale one).
 */
export async function setComplaintStatus(tx: Queryable, id: number, from: ComplaintStatus, to: ComplaintStatus, at: Date): Promise<boolean> {
  if (!COMPLAINT_TRANSITIONS[from].includes(to)) throw new ComplaintTransitionError(from, to);
  const moved = await tx.query<{ id: bigint }>('UPDATE complaints SET status = $3, updated_at = $4 WHERE id = $1 AND status = $2 RETURNING id', [id, from, to, at]);
  return moved.length === 1;
}

export async function assignComplaint(tx: Queryable, id: number, operatorTelegramId: number | null): Promise<void> {
  await tx.query('UPDATE complaints SET assigned_to = $2 WHERE id = $1', [id, operatorTelegramId]);
}

interface ComplaintRow {
  id: bigint;
  user_id: bigint;
  telegram_id: bigint;
  first_name: string;
  last_name: string | null;
  username: string | null;
  kind: ComplaintKind;
  status: ComplaintStatus;
  source: ComplaintSource;
  order_id: bigint | null;
  deposit_tx_hash: string | null;
  withdrawal_id: bigint | null;
  assigned_to: bigint | null;
  created_at: Date;
  deadline_at: Date;
}

const SELECT = `SELECT c.id, c.user_id, u.telegram_id, u.first_name, u.last_name, u.username, c.kind, c.status, c.source,
                       c.order_id, c.deposit_tx_hash, c.withdrawal_id, c.assigned_to, c.created_at, c.deadline_at
                FROM complaints c JOIN users u ON u.id = c.user_id`;

async function messagesOf(q: Queryable, ids: readonly number[]): Promise<Map<number, ComplaintMessage[]>> {
  const byId = new Map<number, ComplaintMessage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await q.query<{ complaint_id: bigint; author: 'player' | 'operator'; text: string; created_at: Date }>(
    'SELECT complaint_id, author, text, created_at FROM complaint_messages WHERE complaint_id = ANY ($1::bigint[]) ORDER BY id',
    [ids],
  );
  for (const row of rows) byId.get(Number(row.complaint_id))?.push({ from: row.author, text: row.text, at: new Date(row.created_at).toISOString() });
  return byId;
}

function toAdmin(row: ComplaintRow, messages: ComplaintMessage[], now: Date): AdminComplaint {
  const deadline = new Date(row.deadline_at);
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    deadlineAt: deadline.toISOString(),
    messages,
    player: { id: Number(row.user_id), telegramId: Number(row.telegram_id), name: [row.first_name, row.last_name].filter(Boolean).join(' '), username: row.username },
    source: row.source,
    orderId: row.order_id === null ? null : Number(row.order_id),
    depositTxHash: row.deposit_tx_hash,
    withdrawalId: row.withdrawal_id === null ? null : Number(row.withdrawal_id),
    assignedTo: row.assigned_to === null ? null : Number(row.assigned_to),
    overdue: (row.status === 'open' || row.status === 'escalated') && deadline.getTime() < now.getTime(),
  };
}

export async function playerComplaints(q: Queryable, userId: number): Promise<PlayerComplaint[]> {
  const rows = await q.query<ComplaintRow>(`${SELECT} WHERE c.user_id = $1 ORDER BY c.id DESC LIMIT 100`, [userId]);
  const messages = await messagesOf(q, rows.map((r) => Number(r.id)));
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    deadlineAt: new Date(row.deadline_at).toISOString(),
    messages: messages.get(Number(row.id)) ?? [],
  }));
}

/** The queue: those waiting for the operator first, nearest deadline first. */
export async function adminComplaints(q: Queryable, status: ComplaintStatus | undefined, now: Date): Promise<AdminComplaint[]> {
  const rows = await q.query<ComplaintRow>(
    `${SELECT} WHERE ($1::text IS NULL OR c.status = $1)
     ORDER BY (c.status IN ('open', 'escalated')) DESC, c.deadline_at, c.id LIMIT 200`,
    [status ?? null],
  );
  const messages = await messagesOf(q, rows.map((r) => Number(r.id)));
  return rows.map((row) => toAdmin(row, messages.get(Number(row.id)) ?? [], now));
}

export async function findComplaint(q: Queryable, id: number, now: Date, { lock = false } = {}): Promise<AdminComplaint | null> {
  const [row] = await q.query<ComplaintRow>(`${SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id]);
  if (!row) return null;
  return toAdmin(row, (await messagesOf(q, [id])).get(id) ?? [], now);
}
