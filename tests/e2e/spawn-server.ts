/**
 * Starts an extra API server process (beside Playwright's webServer) on a database folder the test
 * chooses, e.g. with CLOCK_OFFSET_S to play last week, and calls its API as a Telegram user. It runs
 * the compiled server (dist/server), as production and the webServers do (playwright.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { compiledServerArgs, compiledServerEnv } from '../../scripts/server-command.mjs';
import { signInitData, tmaAuthorization, type InitDataUser } from '../../server/auth/sign-init-data';
import { DEV_BOT_TOKEN } from '../../server/config';
import { copyMigratedDataDir } from '../server/helpers/pglite-template';
import { STOPPED_LINE } from '../server/helpers/server-process';
import { currentWorker, workerPort } from './worker-servers';

export interface SpawnedServer {
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** What it printed on stdout by the time it was ready (the demo launch link included). */
  printed: string;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  dataDir: string;
  /** 0 (default): the OS picks a free port. A fixed one lets a restarted server keep the page's origin. */
  port?: number;
  staticDir?: string;
  env?: Record<string, string>;
  /** How long its start may take (120 s: PGlite's open on a loaded machine). */
  startTimeoutMs?: number;
}

/**
 * A fixed port for an extra server, `offset` (1-19) above this worker's own server's port, so that
 * the two workers, and runs given different E2E_PORTs (parallel worktrees), never share one
 * (tests/e2e/worker-servers.ts). Offsets in use: 1-2 events-stream-rules, 3 session-expiry, 4-5
 * stream-resume, 6 pwa-update, 7 stale-chunk, 8 admin-dashboard, 9 reality-check, 12-13
 * events-restart. Not 10: with the default E2E_PORT it is 4190, a port fetch refuses (the
 * Fetch standard's bad ports: ManageSieve).
 */
export function sidePort(offset: number): number {
  if (!Number.isInteger(offset) || offset < 1 || offset > 19) throw new Error(`side port offset ${offset} is outside 1-19`);
  return workerPort(currentWorker()) + offset;
}

/**
 * Resolves once the server prints its address. An empty `dataDir` starts as a copy of the migrated
 * template (no initdb, no migrations); one that holds a database keeps it (a restart).
 */
export async function spawnServer({ dataDir, port = 0, staticDir = process.env.E2E_STATIC_DIR ?? 'dist/app', env = {}, startTimeoutMs = 120_000 }: SpawnOptions): Promise<SpawnedServer> {
  if (!env.DATABASE_URL) await copyMigratedDataDir(dataDir);
  const child = spawn(process.execPath, compiledServerArgs(), {
    env: {
      ...compiledServerEnv(),
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // As playwright.config.ts: every page here is 127.0.0.1; the per-IP limits have server tests.
      AUTH_IP_LIMIT_PER_MIN: '0',
      SSE_IP_LIMIT_PER_MIN: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    // Opening PGlite takes seconds, and far longer on a loaded machine (as tests/server/helpers/server-process.ts allows).
    const timer = setTimeout(() => fail(new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${output}`)), startTimeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let ready = false;
    const failOnExit = (code: number | null) => fail(new Error(`server exited with ${code}:\n${output}`));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Once: every later line still matches, and stop()'s own exit listener must stay.
      if (ready) return;
      // Listening comes first; the database opens after it (server/main.ts): wait for both, and
      // for the demo link printed last (outside production).
      const match = /Serving the mini-app at (http:\/\/\S+\/)/.exec(output);
      if (!match?.[1] || !/^Ready: /m.test(output) || (env.NODE_ENV !== 'production' && !/^Demo launch link.*\n\S+\n/m.test(output))) return;
      ready = true;
      clearTimeout(timer);
      child.off('exit', failOnExit);
      resolve({ url: match[1], printed: output, stop: () => stop(child, () => output) });
    });
    child.once('exit', failOnExit);
  });
}

/**
 * How long a server may take to exit after SIGTERM: its drain, then its own forced exit
 * (server/main.ts), take seconds. Past this the test fails with what the server printed, rather
 * than waiting out the test's timeout (docs/testing.md, "Where the time goes").
 */
const EXIT_AFTER_SIGTERM_MS = 45_000;

/**
 * SIGTERM, then waits until the server has closed its database: its exit, or its last line of a
 * clean stop (server/main.ts), after which it is SIGKILLed rather than waiting out Node's own exit
 * (2 to 5 s more on PGlite; tests/server/helpers/server-process.ts).
 */
function stop(child: ChildProcess, output: () => string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit within ${EXIT_AFTER_SIGTERM_MS / 1000} s of SIGTERM; it printed:\n${output().slice(-4000)}`));
    }, EXIT_AFTER_SIGTERM_MS);
    const onData = () => {
      if (STOPPED_LINE.test(output())) child.kill('SIGKILL');
    };
    child.stdout?.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface Caller {
  user: InitDataUser;
  /** Unix seconds of auth_date: the spawned server's own clock, which may be offset. */
  authDate: number;
  startParam?: string;
}

/** One API call as `caller`, with Telegram's tma authorization; the parsed JSON and status. */
export async function callApi<T>(server: SpawnedServer, caller: Caller, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const initData = signInitData({ user: caller.user, authDate: caller.authDate, startParam: caller.startParam }, DEV_BOT_TOKEN);
  const headers: Record<string, string> = { Authorization: tmaAuthorization(initData) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'POST' && path === '/game/orders') headers['Idempotency-Key'] = randomUUID();
  const response = await fetch(new URL(`api/v1${path}`, server.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as T };
}
