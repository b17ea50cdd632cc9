import { matchLanguage, type LanguageCode } from '../../src/contract/languages';
import type { Queryable } from '../db/db';
import type { TelegramProfile } from '../telegram/telegram-profile';
import type { Player } from './player';

export interface UserRow {
  id: bigint;
  telegram_id: bigint;
  first_name: string;
  last_name: string | null;
  username: string | null;
  language_code: string;
  ref_code: string;
  referrer_id: bigint | null;
  balance_micro: bigint;
  token_version: number;
}

// The balance is the player's account in the books (server/books); no account yet is 0.
export const COLUMNS =
  "id, telegram_id, first_name, last_name, username, language_code, ref_code, referrer_id, token_version, COALESCE((SELECT balance_micro FROM accounts WHERE name = 'player:' || users.id), 0)::bigint AS balance_micro";

export function toPlayer(row: UserRow): Player {
  return {
    id: Number(row.id),
    telegramId: Number(row.telegram_id),
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    // Only matched codes are ever written; matching again types it (and survives a hand edit).
    languageCode: matchLanguage(row.language_code),
    refCode: row.ref_code,
    referrerId: row.referrer_id === null ? null : Number(row.referrer_id),
    balanceMicro: row.balance_micro,
    tokenVersion: row.token_version,
  };
}

export async function findUserById(q: Queryable, id: number): Promise<Player | null> {
  const [row] = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row ? toPlayer(row) : null;
}

export async function findUserByTelegramId(q: Queryable, telegramId: number): Promise<Player | null> {
  const [row] = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE telegram_id = $1`, [telegramId]);
  return row ? toPlayer(row) : null;
}

export async function findUserIdByRefCode(q: Queryable, refCode: string): Promise<number | null> {
  const [row] = await q.query<{ id: bigint }>('SELECT id FROM users WHERE ref_code = $1', [refCode]);
  return row ? Number(row.id) : null;
}

/** How many players named this user as their referrer (every invitee, played or not). */
export async function countReferrals(q: Queryable, referrerId: number): Promise<number> {
  const [row] = await q.query<{ count: bigint | number }>('SELECT count(*) AS count FROM users WHERE referrer_id = $1', [referrerId]);
  return Number(row?.count ?? 0);
}

export interface NewUser {
  profile: TelegramProfile;
  languageCode: LanguageCode;
  refCode: string;
  referrerId: number | null;
}

/** Inserts a user; null when the telegram id or the ref code is already taken. */
export async function insertUser(q: Queryable, user: NewUser): Promise<Player | null> {
  const { profile } = user;
  const [row] = await q.query<UserRow>(
    `INSERT INTO users (telegram_id, first_name, last_name, username, language_code, ref_code, referrer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [profile.telegramId, profile.firstName, profile.lastName, profile.username, user.languageCode, user.refCode, user.referrerId],
  );
  return row ? toPlayer(row) : null;
}

/** Keeps names in step with Telegram, where people rename themselves. */
export async function updateUserNames(q: Queryable, id: number, profile: TelegramProfile): Promise<void> {
  await q.query('UPDATE users SET first_name = $2, last_name = $3, username = $4 WHERE id = $1', [
    id,
    profile.firstName,
    profile.lastName,
    profile.username,
  ]);
}

export async function updateUserLanguage(q: Queryable, id: number, languageCode: LanguageCode): Promise<Player | null> {
  const [row] = await q.query<UserRow>(`UPDATE users SET language_code = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, languageCode]);
  return row ? toPlayer(row) : null;
}

/** Revokes every bearer token of the player (logout): tokens carry the version they were issued at. */
export async function bumpTokenVersion(q: Queryable, id: number): Promise<number | null> {
  const [row] = await q.query<{ token_version: number }>('UPDATE users SET token_version = token_version + 1 WHERE id = $1 RETURNING token_version', [id]);
  return row ? row.token_version : null;
}

/** The current token version of each of `ids` (logout bumps it); ids without a row are left out. */
export async function tokenVersionsOf(q: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: bigint; token_version: number }>('SELECT id, token_version FROM users WHERE id = ANY($1::bigint[])', [ids]);
  return new Map(rows.map((row) => [Number(row.id), Number(row.token_version)]));
}
