import type { ReadCaches } from '../cache/read-caches';
import type { Config } from '../config';
import type { Db } from '../db/db';

/** What the API's route plugins need, passed as plugin options (no globals). */
export interface ApiDeps {
  config: Config;
  db: Db;
  /** Now, injectable so tests can place orders in a past week. */
  clock: () => Date;
  /** History and identity caches: on PGlite only (server/cache/read-caches.ts), else null. */
  caches: ReadCaches | null;
  /** Told after an order commits: moves its staged events to the stream (server/events/relay.ts). */
  relay: { kick(): void };
}
