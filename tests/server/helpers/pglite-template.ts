import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMigrations, migrate } from '../../../server/db/migrate';
import { openPgliteDb } from '../../../server/db/pglite-db';

/**
 * A PGlite DATA_DIR with every migration applied, made once and copied for each server that needs a
 * fresh one (kill tests, e2e servers). A new data directory costs initdb in a child process, its
 * fsync and every migration: 10 s on a quiet 2-core machine, 45 s under a whole test run; a copy
 * takes well under a second quiet. The server opening a copy finds the schema current and migrates
 * nothing, which is what it does with any existing DATA_DIR (docs/testing.md, "Where the time goes").
 * The template lives in the OS temp directory, named by the migrations' text, so a changed or new
 * migration makes a new one.
 */
export function templatePath(): string {
  const key = createHash('sha256').update(JSON.stringify(listMigrations())).digest('hex').slice(0, 16);
  return join(tmpdir(), `sendswin-pglite-datadir-${key}`);
}

async function ensureTemplate(): Promise<string> {
  const template = templatePath();
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  // Built aside and renamed into place: a concurrent process never copies half a template. Two
  // processes that both build one waste the work of one, nothing more.
  const partial = mkdtempSync(`${template}.partial-`);
  const dataDir = join(partial, 'data');
  const db = await openPgliteDb(dataDir);
  try {
    await migrate(db, listMigrations());
  } finally {
    await db.close();
  }
  try {
    renameSync(dataDir, template);
  } catch (error) {
    if (!existsSync(join(template, 'PG_VERSION'))) throw error;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return template;
}

/**
 * Fills `dataDir` (which must not hold a database yet) with a copy of the migrated template.
 * A DATA_DIR that already holds one is left as it is (a restarted server keeps its data).
 */
export async function copyMigratedDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const template = await ensureTemplate();
  cpSync(template, dataDir, { recursive: true });
}
