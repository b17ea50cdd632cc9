import type { Queryable } from '../db/db';
import { hitUpsert, type WindowCount } from '../rate-limit/rate-limit-repository';
import type { Player } from './player';
import { COLUMNS, toPlayer, type UserRow } from './user-repository';

/** Which user: by the Telegram id of launch data, or by a bearer token's user id and version. */
export type UserLookup = { telegramId: number } | { id: number; tokenVersion: number };

export interface CountedUser {
  player: Player;
  /** The route's rate-limit hit, counted in the same statement; null when it was not (a revoked token's version). */
  hit: WindowCount | null;
}

function statement(lookup: UserLookup): string {
  const where = 'telegramId' in lookup ? 'telegram_id = $1' : 'id = $1';
  // A bearer token of another version is refused by the authentication: its request is not counted.
  const from = 'telegramId' in lookup ? 'u' : '(SELECT id FROM u WHERE token_version = $4) AS u';
  return `WITH u AS (SELECT ${COLUMNS} FROM users WHERE ${where}),
    hit AS (${hitUpsert('$2::text || u.id', '$3', from)})
    SELECT u.*, hit.hits, hit.ttl_ms FROM u LEFT JOIN hit ON true`;
}
const BY_TELEGRAM_ID = statement({ telegramId: 0 });
const BY_TOKEN = statement({ id: 0, tokenVersion: 0 });

/**
 * The users row the authentication reads, and in the same statement one hit of the route's
 * per-player rate limit under `keyPrefix` + the user's id (the store's key for that player:
 * server/rate-limit/postgres-rate-limit-store.ts): one round trip before an order where there were
 * two (docs/performance.md, "Where an order's time goes"). No row, no hit: an unknown user is
 * refused before any count, as when the limit ran after the authentication. The statement is its
 * own transaction and commits without waiting for the WAL flush, as countHit does.
 */
export async function findUserCountingHit(q: Queryable, lookup: UserLookup, keyPrefix: string, windowMs: number): Promise<CountedUser | null> {
  const [row] =
    'telegramId' in lookup
      ? await q.query<UserRow & { hits: number | null; ttl_ms: number | null }>(BY_TELEGRAM_ID, [lookup.telegramId, keyPrefix, windowMs])
      : await q.query<UserRow & { hits: number | null; ttl_ms: number | null }>(BY_TOKEN, [lookup.id, keyPrefix, windowMs, lookup.tokenVersion]);
  if (!row) return null;
  return { player: toPlayer(row), hit: row.hits === null || row.ttl_ms === null ? null : { hits: row.hits, ttlMs: row.ttl_ms } };
}
