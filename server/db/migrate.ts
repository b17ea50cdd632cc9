import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failpoint } from '../failpoint/failpoint';
import type { Db } from './db';

/** `migrations/` beside this module: server/db, or dist/server in the bundle. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_NAME = /^(\d{3})_[\w-]+\.sql$/;
/** Any fixed number: instances starting together queue on this advisory lock. */
const MIGRATION_LOCK_KEY = 8_080_001;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => FILE_NAME.test(name))
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above our ES2022 lib
    .sort()
    .map((name) => ({ version: Number(name.slice(0, 3)), name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** True when every migration is recorded already: the usual restart, two reads and no write. */
async function upToDate(db: Db, migrations: Migration[]): Promise<boolean> {
  const [table] = await db.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present");
  if (!table?.present) return false;
  const applied = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  return migrations.every((migration) => applied.has(migration.version));
}

/**
 * Applies the numbered migrations not yet recorded, all in one transaction that holds an advisory
 * lock, so two instances starting at once never apply one twice (the second waits, then sees them).
 * Returns the names applied. A start with nothing to apply only reads (docs/performance.md, "Start-up").
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  // Without the lock's transaction (a commit, fsynced) when there is nothing to apply.
  if (await upToDate(db, migrations)) return [];
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      await failpoint(`migration:${migration.name.slice(0, 3)}:applied`);
    }
    return pending.map((migration) => migration.name);
  });
}
