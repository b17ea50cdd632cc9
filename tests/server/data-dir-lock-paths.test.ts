/**
 * The DATA_DIR lock is met through every path to the same files: a bind mount
 * of the data directory elsewhere, as a second container on the same volume sees it. The bind
 * mount needs root (the e2e and server suites run as root here); without it the test says so and
 * is skipped (scripts/mutate.mjs lists it among the kills that need root).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'sendswin-lock-paths-'));
const dataDir = join(root, 'data');
const elsewhere = join(root, 'elsewhere');
mkdirSync(dataDir);
mkdirSync(elsewhere);
writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');

function bindMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['--bind', dataDir, elsewhere], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const mounted = bindMount();
if (!mounted) console.warn('data-dir-lock-paths: no bind mount (needs root): the second-path case is skipped');

const options = { waitMs: 0, onCompromised: (error: Error) => { throw error; } };

describe('the DATA_DIR lock through a second path', () => {
  afterAll(() => {
    if (mounted) execFileSync('umount', [elsewhere]);
    rmSync(root, { recursive: true, force: true });
  });

  it.runIf(mounted)('refuses an opener that reaches the same files through a bind mount, and lets it in once released', async () => {
    const unlock = await lockDataDir(dataDir, options);
    try {
      await expect(lockDataDir(elsewhere, options)).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(lockDataDir(elsewhere, options)).rejects.toThrow(/is in use by another process/);
    } finally {
      await unlock();
    }
    const again = await lockDataDir(elsewhere, options);
    // Now the first path meets the lock taken through the second.
    await expect(lockDataDir(dataDir, options)).rejects.toBeInstanceOf(DataDirLockedError);
    await again();
  });

  it('refuses an opener through a symlink to the data directory', async () => {
    const link = join(root, 'link');
    symlinkSync(dataDir, link);
    const unlock = await lockDataDir(dataDir, options);
    try {
      await expect(lockDataDir(link, options)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await unlock();
    }
  });
});
