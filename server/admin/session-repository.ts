import type { Queryable } from '../db/db';

/** Stores a login state's hash; it is good until `expiresAt` and for one login. */
export async function insertLoginState(q: Queryable, stateHash: string, expiresAt: Date): Promise<void> {
  await q.query('INSERT INTO admin_login_states (state_hash, expires_at) VALUES ($1, $2)', [stateHash, expiresAt]);
}

/** Uses a login state up: true once, for an unexpired state; a replay, a stranger or a late one is false. */
export async function consumeLoginState(q: Queryable, stateHash: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    'UPDATE admin_login_states SET used_at = $2 WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING state_hash',
    [stateHash, now],
  );
  return rows.length === 1;
}

/** Forgets states that can no longer be used (called on each issue: the table stays small). */
export async function pruneLoginStates(q: Queryable, now: Date): Promise<void> {
  await q.query("DELETE FROM admin_login_states WHERE expires_at < $1::timestamptz - interval '1 day'", [now]);
}

export interface StoredSession {
  telegramId: number;
  name: string;
  csrfToken: string;
  lastSeenAt: Date;
}

export async function insertSession(q: Queryable, idHash: string, s: StoredSession): Promise<void> {
  await q.query(
    'INSERT INTO admin_sessions (id_hash, telegram_id, name, csrf_token, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)',
    [idHash, s.telegramId, s.name, s.csrfToken, s.lastSeenAt],
  );
}

/** A session that was not ended (it may still be idle too long: the caller decides). */
export async function findSession(q: Queryable, idHash: string): Promise<StoredSession | null> {
  const [row] = await q.query<{ telegram_id: bigint; name: string; csrf_token: string; last_seen_at: Date }>(
    'SELECT telegram_id, name, csrf_token, last_seen_at FROM admin_sessions WHERE id_hash = $1 AND ended_at IS NULL',
    [idHash],
  );
  return row ? { telegramId: Number(row.telegram_id), name: row.name, csrfToken: row.csrf_token, lastSeenAt: row.last_seen_at } : null;
}

export async function touchSession(q: Queryable, idHash: string, now: Date): Promise<void> {
  await q.query('UPDATE admin_sessions SET last_seen_at = $2 WHERE id_hash = $1 AND ended_at IS NULL', [idHash, now]);
}

export async function endSession(q: Queryable, idHash: string, now: Date): Promise<void> {
  await q.query('UPDATE admin_sessions SET ended_at = $2 WHERE id_hash = $1 AND ended_at IS NULL', [idHash, now]);
}

/** The language the mini-app keeps for the operator's Telegram account, if they ever opened it as a player. */
export async function operatorLanguage(q: Queryable, telegramId: number): Promise<string | null> {
  const [row] = await q.query<{ language_code: string }>('SELECT language_code FROM users WHERE telegram_id = $1', [telegramId]);
  return row?.language_code ?? null;
}
