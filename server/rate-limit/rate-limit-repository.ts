import type { Queryable } from '../db/db';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * The upsert of one hit: `key` and `windowMs` are SQL expressions, `from` the FROM list its row
 * comes from, if any (a hit is counted once per row of it: one, or none). Shared by countHit and by the
 * authentication's users SELECT that counts the hit in the same statement
 * (server/users/counted-user.ts).
 */
export function hitUpsert(key: string, windowMs: string, from = ''): string {
  return `INSERT INTO rate_limits AS r (key, hits, window_ends_at)
     SELECT ${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs}::double precision / 1000)
     FROM ${from ? `${from}, ` : ''}(SELECT set_config('synchronous_commit', 'off', true)) AS no_flush_wait
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_ends_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
       window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp() THEN EXCLUDED.window_ends_at ELSE r.window_ends_at END
     RETURNING hits, GREATEST(0, ceil(extract(epoch FROM r.window_ends_at - clock_timestamp()) * 1000))::integer AS ttl_ms`;
}

const COUNT_HIT = hitUpsert('$1', '$2');

/**
 * Counts one hit of `key` in one statement: a new key or an ended window starts a fresh window of
 * `windowMs` at 1, else the count goes up. The upsert locks the key's row, so hits from every
 * instance at once are counted exactly; the database's clock decides the windows, not the
 * instances' clocks. Its commit does not wait for the WAL flush (synchronous_commit off for this
 * statement's transaction only): the count is visible to every instance at once all the same, and
 * a Postgres crash can only forget the last fraction of a second of hits; an order waited on an
 * fsync for a counter before (docs/performance.md, "Orders at scale").
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await db.query<{ hits: number; ttl_ms: number }>(COUNT_HIT, [key, windowMs]);
  if (!row) throw new Error('the rate limit upsert returned no row');
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** Deletes windows that ended more than `olderThanMs` ago; returns how many. */
export async function pruneEndedWindows(db: Queryable, olderThanMs: number): Promise<number> {
  const rows = await db.query<{ key: string }>(
    `DELETE FROM rate_limits WHERE window_ends_at < clock_timestamp() - make_interval(secs => $1::double precision / 1000) RETURNING key`,
    [olderThanMs],
  );
  return rows.length;
}
