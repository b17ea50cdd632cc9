/**
 * The orders section's profile of Postgres: every 100 ms during a load, what each client backend
 * of the server's database is doing (pg_stat_activity): running ("CPU"), waiting (its wait event:
 * a lock, the WAL flush, the NOTIFY queue...), or idle inside a transaction (the server's own time
 * between statements, locks held). The shares say where an order's time goes.
 */
import type { Db } from '../server/db/db';

const EVERY_MS = 100;

export interface WaitProfile {
  samples: number;
  /** "state: wait" -> share of backend samples, largest first. */
  shares: Record<string, string>;
}

export function sampleWaits(db: Db, database: string): { stop(): Promise<WaitProfile> } {
  const counts = new Map<string, number>();
  let samples = 0;
  let total = 0;
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      const rows = await db.query<{ state: string | null; wait: string | null }>(
        `SELECT state, CASE WHEN wait_event IS NULL THEN NULL ELSE wait_event_type || ':' || wait_event END AS wait
         FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()
           AND state IS DISTINCT FROM 'idle'`,
        [database],
      );
      samples += 1;
      for (const row of rows) {
        const key = row.state === 'active' ? `active: ${row.wait ?? 'CPU'}` : `${row.state}: ${row.wait ?? '-'}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        total += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })();
  return {
    async stop() {
      state.running = false;
      await loop;
      // oxlint-disable-next-line unicorn/no-array-sort -- a fresh array
      const sorted = [...counts].sort((a, b) => b[1] - a[1]);
      return { samples, shares: Object.fromEntries(sorted.map(([key, n]) => [key, `${((100 * n) / Math.max(1, total)).toFixed(0)}% (${(n / Math.max(1, samples)).toFixed(1)} backends)`])) };
    },
  };
}
