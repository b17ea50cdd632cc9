import type { Config } from '../config';
import { keepDataDirPrivate, prepareDataDir } from './data-dir';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './pg-db';

/** Postgres when DATABASE_URL is set, else PGlite files in DATA_DIR (created on first start); migrated. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    db = await openPostgresDb(config.databaseUrl);
  } else {
    prepareDataDir(config.dataDir);
    db = keepDataDirPrivate(await openPgliteDb(config.dataDir), config.dataDir);
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
