/**
 * The real server as its own process, for tests that kill it, cut its disk or race it with the admin
 * CLI. It runs the compiled server (`dist/server`, scripts/build-server.mjs) as production does
 * (`npm start`); the server tests' global setup rebuilds it when the sources are newer. Compiled,
 * a start costs about a third of `tsx`'s, which compiled every TypeScript file anew at each of
 * the hundreds of restarts (docs/testing.md, "Where the time goes"). It listens on a free loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { compiledAdminArgs, compiledServerArgs, compiledServerEnv } from '../../../scripts/server-command.mjs';
import { signInitData, tmaAuthorization, type InitDataUser } from '../../../server/auth/sign-init-data';
import { LOCK_NAME } from '../../../server/db/data-dir-lock';
import { TERMS_VERSION } from '../../../src/contract/protection';

/** The two programs of the compiled server: the server itself and the operator's command line. */
export type ServerScript = 'server' | 'admin-cli';
const SCRIPT_ARGS: Record<ServerScript, () => string[]> = { server: compiledServerArgs, 'admin-cli': compiledAdminArgs };

export const TEST_BOT_TOKEN = '7000000001:process-test-token';

export interface ServerProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  readonly stderr: () => string;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  readonly exited: Promise<number | string>;
  authFor(user: InitDataUser): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<number | string>;
}

/**
 * Runs a program of the compiled server (the server, or the operator command line) with the test environment,
 * as the leader of its own process group, so a kill test can kill -9 the whole group
 * (killProcessGroup) as a crash of the machine's process would.
 */
export function spawnServerScript(script: ServerScript, args: string[], env: Record<string, string>): ChildProcess {
  if (env.DATA_DIR) removeLockOfKilled(env.DATA_DIR);
  const child = spawn(process.execPath, [...SCRIPT_ARGS[script](), ...args], {
    env: { ...compiledServerEnv(), ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', BOT_TOKEN: TEST_BOT_TOKEN, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MIN: '0', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (env.DATA_DIR) spawnedOn.set(env.DATA_DIR, [...(spawnedOn.get(env.DATA_DIR) ?? []), child]);
  return child;
}

/** The processes started on each PGlite DATA_DIR, and those of them killProcessGroup killed. */
const spawnedOn = new Map<string, ChildProcess[]>();
const killedByTest = new WeakSet<ChildProcess>();

/**
 * Removes the DATA_DIR lock a killed process left, once every process this run started on that
 * DATA_DIR has exited and one of them was killed here (killProcessGroup): no holder is left alive. The real server takes such a lock over after LOCK_STALE_MS (admin-lock.test.ts
 * proves that wait, killing without this helper); in the kill tests it added 20 s to every restart
 * on PGlite, most of their time (docs/testing.md, "Where the time goes").
 */
export function removeLockOfKilled(dataDir: string): void {
  const children = spawnedOn.get(dataDir) ?? [];
  if (!children.some((child) => killedByTest.has(child))) return;
  if (children.some((child) => child.exitCode === null && child.signalCode === null)) return;
  rmSync(join(dataDir, LOCK_NAME), { recursive: true, force: true });
}

/** SIGKILL to the child's whole process group (it leads one: spawnServerScript); a group already gone is fine. */
export function killProcessGroup(child: ChildProcess): void {
  killedByTest.add(child);
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Collects a spawned script's output until it exits. */
export function finished(child: ChildProcess): Promise<ScriptRun> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** Runs the operator command line (`npm run admin -- <args>`, compiled) to its end. */
export function runAdmin(args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return finished(spawnServerScript('admin-cli', args, env));
}

export function startServerProcess(env: Record<string, string>, startTimeoutMs = 110_000): Promise<ServerProcess> {
  const child = spawnServerScript('server', [], env);
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${startTimeoutMs} ms: ${stderr}`));
    }, startTimeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before serving: ${stderr}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // Listening comes first; the database opens after it (server/main.ts): wait for both.
      const match = /Serving the mini-app at (http:\/\/[^/\s]+)\//.exec(stdout);
      if (!match?.[1] || !/^Ready: /m.test(stdout)) return;
      clearTimeout(timer);
      resolve({
        baseUrl: match[1],
        child,
        stderr: () => stderr,
        exited,
        authFor: (user) => tmaAuthorization(signInitData({ user, authDate: Math.floor(Date.now() / 1000) }, TEST_BOT_TOKEN)),
        stop: () => stopGracefully(child, () => stdout, exited),
      });
    });
  });
}

/**
 * SIGTERM, then the exit code: 0 as soon as the server prints its last line of a clean stop
 * (server/main.ts); the process is then SIGKILLed instead of waiting out Node's own exit, which on
 * PGlite takes 2 to 5 s more (a V8 thread still compiling the database's WASM; docs/testing.md,
 * "Where the time goes"). Nothing of the server runs after that line but `process.exit(0)`; a stop
 * that fails prints no such line and answers its real exit code.
 */
function stopGracefully(child: ChildProcess, stdout: () => string, exited: Promise<number | string>): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  const stopped = new Promise<void>((resolve) => {
    const onData = () => {
      if (!STOPPED_LINE.test(stdout())) return;
      child.stdout?.off('data', onData);
      resolve();
    };
    child.stdout?.on('data', onData);
    void exited.then(() => child.stdout?.off('data', onData));
  });
  let clean = false;
  void stopped.then(() => {
    clean = true;
    killQuietly(child);
  });
  child.kill('SIGTERM');
  return exited.then((code) => (clean ? 0 : code));
}

/** server/main.ts prints it after the database has closed, right before `process.exit(0)`. */
export const STOPPED_LINE = /^Stopped: the database is closed$/m;

/** SIGKILL to the child's group without marking it killed by the test: its DATA_DIR lock is already released. */
function killQuietly(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** POST /player/terms on a server process: the deposit flow opens only after the terms in force are accepted. */
export async function acceptTermsOf(server: ServerProcess, user: InitDataUser): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/v1/player/terms`, {
    method: 'POST',
    headers: { authorization: server.authFor(user), 'content-type': 'application/json' },
    body: JSON.stringify({ version: TERMS_VERSION, adult: true }),
  });
  if (response.status !== 200) throw new Error(`terms not accepted: ${response.status}`);
}
