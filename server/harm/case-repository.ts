/** Markers-of-harm cases and their interaction log (docs/back-office.md, "Markers of harm"). */
import type { HarmCase, HarmCaseAction, HarmCaseStatus } from '../../src/contract/harm-markers';
import type { Queryable } from '../db/db';

interface CaseRow {
  id: bigint;
  user_id: bigint;
  telegram_id: bigint;
  first_name: string;
  last_name: string | null;
  username: string | null;
  marker: HarmCase['marker'];
  status: HarmCaseStatus;
  details: Record<string, number>;
  opened_at: Date;
  closed_at: Date | null;
}

const SELECT = `SELECT h.id, h.user_id, u.telegram_id, u.first_name, u.last_name, u.username, h.marker, h.status, h.details, h.opened_at, h.closed_at
                FROM harm_cases h JOIN users u ON u.id = h.user_id`;

async function withLog(q: Queryable, rows: CaseRow[]): Promise<HarmCase[]> {
  const ids = rows.map((r) => Number(r.id));
  const log = ids.length
    ? await q.query<{ case_id: bigint; operator_telegram_id: bigint; action: HarmCaseAction; text: string; at: Date }>(
        'SELECT case_id, operator_telegram_id, action, text, at FROM harm_case_log WHERE case_id = ANY ($1::bigint[]) ORDER BY id',
        [ids],
      )
    : [];
  return rows.map((r) => ({
    id: Number(r.id),
    player: { id: Number(r.user_id), telegramId: Number(r.telegram_id), name: [r.first_name, r.last_name].filter(Boolean).join(' '), username: r.username },
    marker: r.marker,
    status: r.status,
    details: r.details,
    openedAt: new Date(r.opened_at).toISOString(),
    closedAt: r.closed_at ? new Date(r.closed_at).toISOString() : null,
    log: log.filter((l) => Number(l.case_id) === Number(r.id)).map((l) => ({ operator: Number(l.operator_telegram_id), action: l.action, text: l.text, at: new Date(l.at).toISOString() })),
  }));
}

export async function listCases(q: Queryable, status: HarmCaseStatus | undefined): Promise<HarmCase[]> {
  const rows = await q.query<CaseRow>(`${SELECT} WHERE ($1::text IS NULL OR h.status = $1) ORDER BY (h.status = 'open') DESC, h.id DESC LIMIT 200`, [status ?? null]);
  return withLog(q, rows);
}

export async function findCase(q: Queryable, id: number, { lock = false } = {}): Promise<HarmCase | null> {
  const rows = await q.query<CaseRow>(`${SELECT} WHERE h.id = $1${lock ? ' FOR UPDATE OF h' : ''}`, [id]);
  return (await withLog(q, rows))[0] ?? null;
}

export async function logCase(tx: Queryable, id: number, operator: number, action: HarmCaseAction, text: string, at: Date): Promise<void> {
  await tx.query('INSERT INTO harm_case_log (case_id, operator_telegram_id, action, text, at) VALUES ($1, $2, $3, $4, $5)', [id, operator, action, text, at]);
  if (action === 'closed') await tx.query("UPDATE harm_cases SET status = 'closed', closed_at = $2 WHERE id = $1 AND status = 'open'", [id, at]);
}
