import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** Makes every folder 0700 and every file 0600 under (and including) `dir`. */
function restrictTree(dir: string): void {
  chmodSync(dir, PRIVATE_DIR);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(path);
    else if (entry.isFile()) chmodSync(path, PRIVATE_FILE);
  }
}

/**
 * DATA_DIR holds the unrevealed seeds (in the tables and the WAL): only the server's user may read
 * it (docs/security.md). Call before PGlite opens it: the umask makes the files Postgres creates
 * 0600, the walk tightens a folder made by an older version. umask is per process and cannot be
 * set in a worker thread: there the walks alone apply.
 */
export function prepareDataDir(dir: string): void {
  try {
    process.umask(0o077);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_WORKER_UNSUPPORTED_OPERATION') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  restrictTree(dir);
}

/**
 * PGlite unpacks its initial cluster with mode 0666 and rewrites a few files (pg_internal.init)
 * 0644 whatever the umask, so the tree is tightened again once open and once closed. In between
 * such a file is still unreachable to others: its folder is 0700.
 */
export function keepDataDirPrivate(db: Db, dir: string): Db {
  restrictTree(dir);
  return {
    ...db,
    close: async () => {
      await db.close();
      restrictTree(dir);
    },
  };
}
