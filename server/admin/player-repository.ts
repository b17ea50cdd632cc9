import type { AdminDeposit, AdminNote, AdminPlayerRow, AdminStatementEntry, StatementKind } from '../../src/contract/admin-players';
import { formatUsdt } from '../../src/contract/money';
import type { Queryable } from '../db/db';

interface PlayerRowDb {
  id: bigint;
  telegram_id: bigint;
  first_name: string;
  last_name: string | null;
  username: string | null;
  ref_code: string;
  balance_micro: bigint;
  created_at: Date;
}

const PLAYER_COLUMNS = `u.id, u.telegram_id, u.first_name, u.last_name, u.username, u.ref_code, u.created_at,
  COALESCE((SELECT balance_micro FROM accounts WHERE name = 'player:' || u.id), 0)::bigint AS balance_micro`;

export const displayName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

const toPlayerRow = (row: PlayerRowDb): AdminPlayerRow => ({
  id: Number(row.id),
  telegramId: Number(row.telegram_id),
  name: displayName(row.first_name, row.last_name),
  username: row.username,
  refCode: row.ref_code,
  balance: formatUsdt(row.balance_micro),
  createdAt: row.created_at.toISOString(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Players by Telegram id or internal id (digits), username (a leading @ optional; exact first,
 * then those it begins), name (the words it contains, any case) or ref code (exact, any case);
 * at most 50. The adjustment form finds its player here (docs/back-office.md).
 */
export async function searchPlayers(q: Queryable, text: string): Promise<AdminPlayerRow[]> {
  const term = text.trim();
  const id = /^\d{1,15}$/.test(term) ? Number(term) : null;
  const name = term.replace(/^@/, '').toLowerCase();
  const rows = await q.query<PlayerRowDb>(
    `SELECT ${PLAYER_COLUMNS} FROM users u
     WHERE ($1::bigint IS NOT NULL AND (u.telegram_id = $1 OR u.id = $1)) OR lower(u.username) LIKE $2 || '%' ESCAPE '\\' OR lower(u.ref_code) = $3
       OR lower(u.first_name || ' ' || COALESCE(u.last_name, '')) LIKE '%' || $4 || '%' ESCAPE '\\'
     ORDER BY COALESCE(u.id = $1, false) DESC, COALESCE(lower(u.username) = $3, false) DESC, u.id DESC LIMIT 50`,
    [id, escapeLike(name), name, escapeLike(term.toLowerCase())],
  );
  return rows.map(toPlayerRow);
}

export interface PlayerBasics {
  row: AdminPlayerRow;
  languageCode: string;
  depositMemo: string;
  boundAddress: string | null;
  referrerId: number | null;
}

export async function findPlayerBasics(q: Queryable, userId: number): Promise<PlayerBasics | null> {
  const [row] = await q.query<PlayerRowDb & { language_code: string; deposit_memo: string; referrer_id: bigint | null; bound: string | null }>(
    `SELECT ${PLAYER_COLUMNS}, u.language_code, u.deposit_memo, u.referrer_id,
       (SELECT address FROM wallet_bindings b WHERE b.user_id = u.id AND b.unbound_at IS NULL) AS bound
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    row: toPlayerRow(row),
    languageCode: row.language_code,
    depositMemo: row.deposit_memo,
    boundAddress: row.bound,
    referrerId: row.referrer_id === null ? null : Number(row.referrer_id),
  };
}

/** The player's latest transfers, newest first, signed for the player. */
export async function latestStatement(q: Queryable, userId: number, limit: number): Promise<AdminStatementEntry[]> {
  const rows = await q.query<{ id: bigint; reason: StatementKind; amount_micro: bigint; reference: string; created_at: Date; tx_hash: string | null }>(
    `SELECT t.id, t.reason, CASE WHEN t.to_account = $1 THEN t.amount_micro ELSE -t.amount_micro END AS amount_micro,
       t.reference, t.created_at, d.tx_hash
     FROM transfers t LEFT JOIN deposits d ON d.transfer_id = t.id
     WHERE t.to_account = $1 OR t.from_account = $1 ORDER BY t.id DESC LIMIT $2`,
    [`player:${userId}`, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.reason,
    amount: formatUsdt(row.amount_micro),
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
    txHash: row.tx_hash,
  }));
}

interface DepositRow {
  tx_hash: string;
  amount_micro: bigint;
  memo: string | null;
  source: string | null;
  status: AdminDeposit['status'];
  created_at: Date;
}

export const toDeposit = (row: DepositRow): AdminDeposit => ({
  txHash: row.tx_hash,
  amount: formatUsdt(row.amount_micro),
  memo: row.memo,
  sender: row.source,
  status: row.status,
  createdAt: row.created_at.toISOString(),
});

export async function playerDeposits(q: Queryable, userId: number, limit: number): Promise<AdminDeposit[]> {
  const rows = await q.query<DepositRow>(
    'SELECT tx_hash, amount_micro, memo, source, status, created_at FROM deposits WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map(toDeposit);
}

export async function invitedBy(q: Queryable, userId: number, limit: number): Promise<{ id: number; name: string; joinedAt: string }[]> {
  const rows = await q.query<{ id: bigint; first_name: string; last_name: string | null; created_at: Date }>(
    'SELECT id, first_name, last_name, created_at FROM users WHERE referrer_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map((row) => ({ id: Number(row.id), name: displayName(row.first_name, row.last_name), joinedAt: row.created_at.toISOString() }));
}

export async function playerNotes(q: Queryable, userId: number): Promise<AdminNote[]> {
  const rows = await q.query<{ id: bigint; created_at: Date; operator_telegram_id: bigint; operator_name: string; text: string }>(
    'SELECT id, created_at, operator_telegram_id, operator_name, text FROM player_notes WHERE user_id = $1 ORDER BY id DESC LIMIT 200',
    [userId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.created_at.toISOString(),
    operator: { telegramId: Number(row.operator_telegram_id), name: row.operator_name },
    text: row.text,
  }));
}

export async function insertNote(q: Queryable, userId: number, operator: { telegramId: number; name: string }, text: string, at: Date): Promise<AdminNote> {
  const [row] = await q.query<{ id: bigint }>(
    'INSERT INTO player_notes (user_id, operator_telegram_id, operator_name, text, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, operator.telegramId, operator.name, text, at],
  );
  return { id: Number(row!.id), at: at.toISOString(), operator: { telegramId: operator.telegramId, name: operator.name }, text };
}
