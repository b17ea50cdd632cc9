import type { AuditAction, AuditEntry, OperatorRole } from '../../src/contract/admin';
import type { Queryable } from '../db/db';

export interface Actor {
  telegramId: number;
  name: string | null;
  role: OperatorRole | null;
  /** The OS account that ran `npm run admin` (the CLI's actor beside its --operator); absent for the console. */
  osUser?: string;
}

/** Who acts on money: a configured operator, from the console's session or the CLI's --operator. */
export interface Acting extends Actor {
  role: OperatorRole;
  name: string;
}

export interface NewAuditEntry {
  actor: Actor;
  action: AuditAction;
  target: string | null;
  before?: unknown;
  after?: unknown;
  outcome: 'done' | 'refused';
  reason?: string | null;
  at: Date;
}

/** bigint does not survive JSON.stringify: money in a before/after snapshot is its decimal string already. */
const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends one entry; call it in the action's transaction. The database chains it to the entry
 * before (migration 121: its hash covers the previous hash) and refuses any change afterwards.
 */
export async function appendAudit(q: Queryable, e: NewAuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (at, operator_telegram_id, operator_name, role, action, target, before, after, outcome, reason, os_user)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11)`,
    [e.at, e.actor.telegramId, e.actor.name, e.actor.role, e.action, e.target, json(e.before), json(e.after), e.outcome, e.reason ?? null, e.actor.osUser ?? null],
  );
}

export interface AuditFilter {
  operator?: number;
  action?: string;
  target?: string;
  outcome?: 'done' | 'refused';
  before?: number;
  limit: number;
}

interface Row {
  id: bigint;
  at: Date;
  operator_telegram_id: bigint;
  operator_name: string | null;
  role: OperatorRole | null;
  action: AuditAction;
  target: string | null;
  before: unknown;
  after: unknown;
  outcome: 'done' | 'refused';
  reason: string | null;
}

/** Newest first; each filter given narrows it (`before`: entries older than that id, the next page). */
export async function listAudit(q: Queryable, f: AuditFilter): Promise<AuditEntry[]> {
  const rows = await q.query<Row>(
    `SELECT * FROM audit_log
     WHERE ($1::bigint IS NULL OR operator_telegram_id = $1) AND ($2::text IS NULL OR action = $2)
       AND ($3::text IS NULL OR target = $3) AND ($4::text IS NULL OR outcome = $4) AND ($5::bigint IS NULL OR id < $5)
     ORDER BY id DESC LIMIT $6`,
    [f.operator ?? null, f.action ?? null, f.target ?? null, f.outcome ?? null, f.before ?? null, f.limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    operator: { telegramId: Number(row.operator_telegram_id), name: row.operator_name },
    role: row.role,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    outcome: row.outcome,
    reason: row.reason,
  }));
}
