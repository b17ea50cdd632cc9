import type { Queryable } from '../db/db';

/**
 * Takes or renews the named lease for `holder` (the poller, the outbox sender): true while this
 * holder has it. A table row, not a session advisory lock, so it works the same on PGlite and on
 * a Postgres pool (where no connection stays ours); a crashed holder's lease runs out by itself.
 */
export async function holdLease(q: Queryable, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO bot_leases (name, holder, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET holder = $2, expires_at = EXCLUDED.expires_at
     WHERE bot_leases.holder = $2 OR bot_leases.expires_at < now()
     RETURNING holder`,
    [name, holder, ttlMs],
  );
  return rows.length === 1;
}

export async function releaseLease(q: Queryable, name: string, holder: string): Promise<void> {
  await q.query('DELETE FROM bot_leases WHERE name = $1 AND holder = $2', [name, holder]);
}
