import type { Db } from '../db/db';
import { HistoryCache } from './history-cache';
import { IdentityCache } from './identity-cache';

/** The in-process read caches of GET /game/history and its authentication. */
export interface ReadCaches {
  identity: IdentityCache;
  history: HistoryCache;
}

/**
 * Only on the embedded database: a PGlite data folder is opened by one process at a time, so every
 * write passes through this process and invalidating here is exact. On Postgres another instance
 * may write, and its NOTIFY reaches us only after its client already has its answer: no cache there.
 */
export function readCachesFor(db: Db): ReadCaches | null {
  return db.kind === 'pglite' ? { identity: new IdentityCache(), history: new HistoryCache() } : null;
}
