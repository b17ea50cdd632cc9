/**
 * What every kill test shares (docs/payments.md, "Kill tests"): the standard is that every step that
 * moves money has a test that kills the process group with SIGKILL at that very step, restarts it
 * on the same data and finds the money moved exactly once. A test picks the step either where the
 * process talks to a stand-in (the stand-in's hook kills it) or by a failpoint inside the process
 * (TEST_FAILPOINT, server/failpoint/failpoint.ts): the process stops there and `killAtFailpoint` kills it.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, inject } from 'vitest';
import { signInitData, tmaAuthorization, type InitDataUser } from '../../../server/auth/sign-init-data';
import { LOCK_STALE_MS } from '../../../server/db/data-dir-lock';
import { prepareDataDir } from '../../../server/db/data-dir';
import type { Db } from '../../../server/db/db';
import { listMigrations, migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open-db';
import { openPgliteDb } from '../../../server/db/pglite-db';
import type { FailpointName } from '../../../server/failpoint/failpoint';
import { acceptTermsOf, killProcessGroup, removeLockOfKilled, startServerProcess, TEST_BOT_TOKEN, type ServerProcess } from './server-process';
import { databaseKinds } from './test-server';
import { checkProofRequest, newTestWallet, type TestWallet } from './ton-connect-proof';
import { copyMigratedDataDir } from './pglite-template';
import { allMigrations, openTestDatabase, type DbKind, type TestDatabase } from './test-database';

/** The file's databases, as describeEachDb's: both where the file is listed in tests/server/postgres-files.ts. */
export const killTestKinds = (): DbKind[] => databaseKinds();

export async function until(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 200): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A database that outlives the processes killed on it: a PGlite DATA_DIR, or a Postgres database. */
export interface KillTestDatabase {
  /** DATA_DIR or DATABASE_URL, for the server's environment. */
  env: Record<string, string>;
  /**
   * Runs fn on the database. PGlite: opened (migrated) only while no server runs, waiting out the
   * lock a killed process left behind; Postgres: any time.
   */
  use<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** A fresh database of the kind; `migrations` (default all) starts it at an older schema, `seed` fills it then. */
export async function killTestDatabase(kind: DbKind, migrations = listMigrations(), seed?: (db: Db) => Promise<void>): Promise<KillTestDatabase> {
  if (kind === 'postgres') {
    const database: TestDatabase = await openTestDatabase('postgres', inject('postgresUrl'), migrations);
    await seed?.(database.db);
    return { env: { DATABASE_URL: database.url! }, use: (fn) => fn(database.db), dispose: () => database.dispose() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-kill-'));
  const dataDir = join(dir, 'data');
  prepareDataDir(dataDir);
  // All migrations: a copy of the migrated template, not initdb and every migration again. With
  // nothing to seed the copy is ready as it is: opening PGlite here only to find the schema current
  // cost 2 to 15 s a file (docs/testing.md, "Where the time goes").
  const complete = allMigrations(migrations);
  if (complete) await copyMigratedDataDir(dataDir);
  if (!complete || seed) {
    const seeded = await openPgliteDb(dataDir);
    try {
      await migrate(seeded, migrations);
      await seed?.(seeded);
    } finally {
      await seeded.close();
    }
  }
  return {
    env: { DATA_DIR: dataDir },
    async use(fn) {
      removeLockOfKilled(dataDir);
      const db = await openDatabase({ dataDir, databaseUrl: undefined }, { lockWaitMs: LOCK_STALE_MS * 2 });
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Resolves once the process says it stopped at the failpoint (server/failpoint/failpoint.ts); rejects if it exits first. */
export function reachedFailpoint(child: ChildProcess, name: FailpointName, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`failpoint ${name} not reached in ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!stderr.includes(`failpoint ${name} reached\n`)) return;
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      resolve();
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code ?? signal}) before failpoint ${name}: ${stderr}`));
    });
  });
}

/**
 * Waits for the failpoint, then SIGKILLs the process group (`lateMs` later: a crash that comes a
 * while after the step, which the frozen process must not have used to go on); resolves once it is gone.
 */
export async function killAtFailpoint(child: ChildProcess, name: FailpointName, lateMs = 0): Promise<string | number> {
  const exited = new Promise<string | number>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? 'unknown')));
  await reachedFailpoint(child, name);
  if (lateMs > 0) await new Promise((resolve) => setTimeout(resolve, lateMs));
  killProcessGroup(child);
  return exited;
}

/**
 * The database and the latest server process of one describe block's kill tests, set as a test
 * goes; after the block the process group is killed (whatever step it stopped at) and the
 * database removed.
 */
export interface KillTestRun<D extends { dispose(): Promise<void> } = KillTestDatabase> {
  database?: D;
  server?: ServerProcess;
}

/** Call in the describe block. */
export function killTestRun<D extends { dispose(): Promise<void> } = KillTestDatabase>(): KillTestRun<D> {
  const run: KillTestRun<D> = {};
  // A failed test's server still holds the database (a PGlite DATA_DIR lock): killed here, so the
  // next test fails or passes on its own instead of "DATA_DIR in use".
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !run.server) return;
    killProcessGroup(run.server.child);
    await run.server.exited;
    run.server = undefined;
  });
  afterAll(async () => {
    if (run.server) killProcessGroup(run.server.child);
    await run.server?.exited;
    await run.database?.dispose();
  });
  return run;
}

/**
 * Sends a request to a process armed at `point` and kills it there: how it exited, and whether the
 * request was answered (a kill test expects SIGKILL and no answer: the answer was lost).
 */
export async function killDuring(child: ChildProcess, point: FailpointName, send: () => Promise<unknown>, lateMs = 0): Promise<{ exit: string | number; answer: 'answered' | 'no answer' }> {
  const killed = killAtFailpoint(child, point, lateMs);
  const answer = send().then(
    () => 'answered' as const,
    () => 'no answer' as const,
  );
  return { exit: await killed, answer: await answer };
}

/** What killDuring returns when the kill came at the step and the answer was lost. */
export const KILLED_UNANSWERED = { exit: 'SIGKILL', answer: 'no answer' } as const;

/** Starts the server on the environment with the failpoint armed. */
export function startStoppingAt(env: Record<string, string>, name: FailpointName): Promise<ServerProcess> {
  return startServerProcess({ ...env, TEST_FAILPOINT: name });
}

export interface ApiAnswer {
  status: number;
  data: never;
  error?: { code: string };
}

/**
 * The player's calls to a server process, authorised by launch data signed now, or `clockOffsetS`
 * away from now for a server whose clock is shifted (CLOCK_OFFSET_S).
 */
export function apiOf(server: ServerProcess, user: InitDataUser, clockOffsetS = 0) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> => {
    const authDate = Math.floor(Date.now() / 1000) + clockOffsetS;
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: tmaAuthorization(signInitData({ user, authDate }, TEST_BOT_TOKEN)), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: never; error?: { code: string } };
    return { status: response.status, data: json.data, error: json.error };
  };
}

/** The player's balance as the server tells it. */
export async function balanceOn(server: ServerProcess, user: InitDataUser): Promise<string> {
  return ((await apiOf(server, user)('GET', '/api/v1/user/me')).data as { balance: string }).balance;
}

/**
 * Binds `wallet` (a new W5 by default) to the player through the real POST /wallet/bind, with a
 * ton_proof for the server's host, after accepting the terms (a wallet binds only then); the bind's status.
 */
export async function bindWalletOf(server: ServerProcess, user: InitDataUser, wallet: TestWallet = newTestWallet('v5')): Promise<number> {
  await acceptTermsOf(server, user);
  const api = apiOf(server, user);
  const { payload } = (await api('GET', '/api/v1/wallet/proof-payload')).data as { payload: string };
  return (await api('POST', '/api/v1/wallet/bind', checkProofRequest(wallet, { payload, domain: new URL(server.baseUrl).host }))).status;
}
