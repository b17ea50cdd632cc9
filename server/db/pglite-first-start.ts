import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MIGRATIONS_DIR } from './migrate';

/** True when dataDir holds no database yet: the start that creates it and applies every migration. */
export function isNewPgliteDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Node's arguments for the child: its compiled entry beside this module in dist/server, or its
 * TypeScript through tsx when this module is the TypeScript itself (tests, the dev loop).
 */
function childArgs(): string[] {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return [join(dirname(here), 'pglite-first-start-child.js')];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, join(dirname(here), 'pglite-first-start-child.ts')];
}

/**
 * Creates a new PGlite data directory and applies the migrations to it in a child process
 * (pglite-first-start-child.ts), which exits: every migration of a first start grew the server's
 * WASM memory (it never shrinks) and heap, 60-80 MB kept for the life of the process
 * (docs/performance.md, "Server footprint on Node 24"). The migrations commit in one transaction,
 * as in the server: a child killed half-way leaves a directory without them, which the next start
 * migrates. The child's stderr is passed on (a test's failpoint line); its last line is the reason
 * of a failure.
 */
export function migrateNewPgliteDataDir(dataDir: string, migrationsDir = MIGRATIONS_DIR): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...childArgs(), dataDir, migrationsDir], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      const reason = stderr.trim().split('\n').at(-1) || `its process ended (${signal ?? code})`;
      reject(new Error(`could not create the database in ${dataDir}: ${reason}`));
    });
  });
}
