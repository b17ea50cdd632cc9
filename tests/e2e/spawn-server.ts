/**
 * Extra API servers beside Playwright's webServer, each on a database folder the test chooses:
 * e.g. one whose clock runs a week behind (CLOCK_OFFSET_S) to play "last week", then one on the
 * same folder at today's time. PGlite lets one process at a time open a folder, so a test stops one
 * server before the next opens it. Ports: E2E_EXTRA_PORTS (default 4211-4219), so parallel
 * checkouts on one machine keep apart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { signInitData, tmaAuthorization, type InitDataUser } from '../../server/auth/sign-init-data';
import { DEV_BOT_TOKEN } from '../../server/config';

export interface SpawnedServer {
  /** http://127.0.0.1:<port>/ */
  url: string;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}

const [FIRST_PORT = 4211, LAST_PORT = 4219] = (process.env.E2E_EXTRA_PORTS ?? '4211-4219').split('-').map(Number);

/** The n-th extra port (0-based) of this checkout's range. */
export function extraPort(n: number): number {
  const port = FIRST_PORT + n;
  if (port > LAST_PORT) throw new Error(`only ${LAST_PORT - FIRST_PORT + 1} extra ports (E2E_EXTRA_PORTS)`);
  return port;
}

/** Resolves once the server prints its address; rejects with its output if it exits or hangs. */
export function spawnServer({ dataDir, port, env = {} }: SpawnOptions): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/app',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving the mini-app at (http:\/\/\S+\/)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: match[1], stop: () => stop(child) });
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** SIGTERM, then waits for the exit: the server closes its database first, so the folder is free. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Caller {
  user: InitDataUser;
  /** Unix seconds of auth_date, on the called server's (possibly shifted) clock. */
  authDate: number;
  startParam?: string;
}

/** One API call as `caller`, signed as Telegram would; the status and the parsed JSON. */
export async function callApi<T>(server: SpawnedServer, caller: Caller, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const initData = signInitData({ user: caller.user, authDate: caller.authDate, startParam: caller.startParam }, DEV_BOT_TOKEN);
  const headers: Record<string, string> = { Authorization: tmaAuthorization(initData) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'POST' && path === '/game/orders') headers['Idempotency-Key'] = randomUUID();
  const response = await fetch(new URL(`api/v1${path}`, server.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as T };
}
