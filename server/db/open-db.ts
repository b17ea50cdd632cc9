import { keepDataDirPrivate, prepareDataDir } from './data-dir';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db';
import type { FatalHandler } from './fatal';
import { migrate } from './migrate';
import { isNewPgliteDataDir, migrateNewPgliteDataDir } from './pglite-first-start';

/** Where the database is: the two settings of server/config.ts that db/ reads, named here so db/ imports no settings. */
export interface DatabaseLocation {
  /** Postgres when set. */
  databaseUrl: string | undefined;
  /** PGlite's files otherwise. */
  dataDir: string;
}

export interface OpenDatabaseOptions {
  /** Called once if the database fails for good; the server exits on it (server/main.ts). */
  onFatal?: FatalHandler;
  /** PGlite: how long to wait for another process to release DATA_DIR (0: refuse at once). */
  lockWaitMs?: number;
}

/**
 * Postgres when DATABASE_URL is set, else PGlite files in DATA_DIR (created on first start, locked
 * for this process until close); migrated.
 */
export async function openDatabase(config: DatabaseLocation, { onFatal = () => {}, lockWaitMs = 0 }: OpenDatabaseOptions = {}): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    const { openPostgresDb } = await import('./pg-db');
    db = await openPostgresDb(config.databaseUrl, undefined, { onFatal });
  } else {
    // 0700, before anything is written in it (data-dir.ts); then locked for this process.
    prepareDataDir(config.dataDir);
    const unlock = await lockDataDir(config.dataDir, { waitMs: lockWaitMs, onCompromised: onFatal });
    try {
      // A new directory is created and migrated in a child process that exits (pglite-first-start.ts):
      // this process then opens it as on a restart, without the memory the migrations grew.
      if (isNewPgliteDataDir(config.dataDir)) await migrateNewPgliteDataDir(config.dataDir);
      // PGlite's module loads here, after the server listens (server/main.ts), not before.
      const { openPgliteDb } = await import('./pglite-db');
      const pglite = keepDataDirPrivate(await openPgliteDb(config.dataDir, { onFatal }), config.dataDir);
      db = { ...pglite, close: () => pglite.close().finally(unlock) };
    } catch (error) {
      await unlock();
      throw error;
    }
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
