/**
 * A first start on PGlite creates and migrates the data directory in a child process that exits
 * (server/db/pglite-first-start.ts; why: docs/performance.md, "Server footprint on Node 24"): the
 * server answers while its child migrates, a failing migration stops the start with its one-line
 * reason, and a child killed half-way leaves a directory the next start completes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../server/db/migrate';
import { migrateNewPgliteDataDir } from '../../server/db/pglite-first-start';
import { openPgliteDb } from '../../server/db/pglite-db';
import { reachedFailpoint } from './helpers/kill-test';
import { killProcessGroup, spawnServerScript, startServerProcess } from './helpers/server-process';

const root = mkdtempSync(join(tmpdir(), 'sendswin-first-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function appliedVersions(dataDir: string): Promise<number[]> {
  const db = await openPgliteDb(dataDir);
  try {
    return (await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((row) => row.version);
  } finally {
    await db.close();
  }
}

function migrationsDir(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(dir);
  for (const [file, sql] of Object.entries(files)) writeFileSync(join(dir, file), sql);
  return dir;
}

describe('the child process of a first start on PGlite', () => {
  it('creates the directory and applies the migrations', { timeout: 120_000 }, async () => {
    const dataDir = join(root, 'good');
    await migrateNewPgliteDataDir(dataDir, migrationsDir('good-sql', { '001_one.sql': 'CREATE TABLE one (id int)', '002_two.sql': 'CREATE TABLE two (id int)' }));
    expect(await appliedVersions(dataDir)).toEqual([1, 2]);
  });

  it('fails with the failing migration\'s reason on one line, and applies none of them', { timeout: 120_000 }, async () => {
    const dataDir = join(root, 'bad');
    const sql = migrationsDir('bad-sql', { '001_one.sql': 'CREATE TABLE one (id int)', '002_bad.sql': 'INSERT INTO nowhere VALUES (1)' });
    const failure = await migrateNewPgliteDataDir(dataDir, sql).then(() => undefined, (error: unknown) => error as Error);
    expect(failure?.message).toMatch(/^could not create the database in .*: relation "nowhere" does not exist$/);
    const db = await openPgliteDb(dataDir);
    try {
      expect(await db.query("SELECT to_regclass('schema_migrations') IS NULL AS none, to_regclass('one') IS NULL AS no_one")).toEqual([{ none: true, no_one: true }]);
    } finally {
      await db.close();
    }
  });
});

describe('a first start of the server on a new DATA_DIR', () => {
  it('answers while the migrations run, and a kill -9 half-way leaves a directory the next start migrates', { timeout: 240_000 }, async () => {
    const dataDir = join(root, 'server');
    const last = listMigrations().at(-1)!.name.slice(0, 3);
    const first = spawnServerScript('server', [], { DATA_DIR: dataDir, TEST_FAILPOINT: `migration:${last}:applied` });
    let stdout = '';
    first.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      await reachedFailpoint(first, `migration:${last}:applied`, 120_000);
      // The migrations stopped inside the child: the server's own thread still serves.
      const base = /Serving the mini-app at (http:\/\/[^/\s]+)\//.exec(stdout)?.[1];
      expect(base).toBeDefined();
      const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
      expect(health.status).toBe(200);
      const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) });
      expect(ready.status).toBe(503);
    } finally {
      const exited = new Promise((resolve) => first.once('exit', resolve));
      killProcessGroup(first);
      await exited;
    }

    const restarted = await startServerProcess({ DATA_DIR: dataDir });
    expect(await restarted.stop()).toBe(0);
    expect(await appliedVersions(dataDir)).toEqual(listMigrations().map((migration) => migration.version));
  });
});
