import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** The lock's name inside DATA_DIR (Postgres ignores what it does not know in its data folder). */
export const LOCK_NAME = '.sendswin.lock';

/**
 * How old the lock's heartbeat may get before another process may take it over. The holder
 * refreshes it every STALE_MS / 2; after a kill -9 or a power cut, the next start waits this long.
 */
export const LOCK_STALE_MS = 20_000;

/** DATA_DIR is held by another live process (a running server, or an admin command). */
export class DataDirLockedError extends Error {}

export interface LockOptions {
  /** How long to wait for the holder to let go (or its stale lock to expire); 0 refuses at once. */
  waitMs: number;
  /** The lock was lost while held (its heartbeat failed or another process took it over). */
  onCompromised: (error: Error) => void;
}

/**
 * One process at a time owns a PGlite DATA_DIR: two PGlite instances on the same files corrupt them
 * (each believes it is the only Postgres). The lock is `<DATA_DIR>/.sendswin.lock`, a directory
 * created atomically by proper-lockfile, whose mtime is the holder's heartbeat. It lives inside
 * DATA_DIR, not beside it: every path to the same files (a bind mount, a second container on the
 * same volume, a symlink) meets the same lock, where `<DATA_DIR>.lock` in the parent was only met
 * through the same parent (docs/operations.md). Returns the release function.
 */
export async function lockDataDir(dataDir: string, { waitMs, onCompromised }: LockOptions): Promise<() => Promise<void>> {
  const attempts = Math.ceil(waitMs / 1000);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, LOCK_NAME),
      stale: LOCK_STALE_MS,
      retries: attempts > 0 ? { retries: attempts, minTimeout: 1000, maxTimeout: 1000, factor: 1 } : 0,
      onCompromised,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ELOCKED') throw error;
    throw new DataDirLockedError(
      `DATA_DIR ${dataDir} is in use by another process (is the server running?): stop it first, or wait ${LOCK_STALE_MS / 1000} s if it was killed`,
      { cause: error },
    );
  }
}
