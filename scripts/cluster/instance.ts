/**
 * One app instance of the cluster: `server/main.ts` in its own process on 127.0.0.1, on the shared
 * Postgres, with an INSTANCE_ID (answered as X-Instance) and a drain delay that covers the load
 * balancer's health checks (deploy/haproxy.cfg: 2 failed checks 1 s apart).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { compiledServerEnv } from '../server-command.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 90_000;
/** Two failed checks 1 s apart, plus a check's own time: the balancer has noticed by then. */
export const DRAIN_DELAY_MS = 2500;

export interface InstanceSpec {
  id: string;
  port: number;
  databaseUrl: string;
  /** More environment (NODE_ENV, RATE_LIMIT_PER_MIN, STATIC_DIR...). */
  env?: Record<string, string>;
  /** Node's arguments; default the TypeScript through tsx (the bench passes the compiled server's). */
  args?: string[];
  /** Each line the instance prints (its log); none: kept only for error messages. */
  onLine?: (line: string) => void;
}

export interface Instance {
  id: string;
  port: number;
  url: string;
  pid: number;
  /** Resolves with the exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals>;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM (drain, then close), SIGKILL after `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
}

function exitOf(child: ChildProcess): Promise<number | NodeJS.Signals> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode!);
    else child.once('exit', (code, signal) => resolve(code ?? signal!));
  });
}

async function waitReady(url: string, exited: Promise<unknown>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${url} exited while starting: ${output().slice(-800)}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within ${START_TIMEOUT_MS / 1000} s: ${output().slice(-800)}`);
}

export async function startInstance(spec: InstanceSpec): Promise<Instance> {
  const child = spawn(process.execPath, spec.args ?? ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...compiledServerEnv(),
      ...process.env,
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      // HAProxy, on loopback, appends the client's address to X-Forwarded-For: per-IP limits key
      // on clients, not on the balancer (docs/cluster.md).
      TRUST_PROXY: 'loopback',
      ...spec.env,
      HOST: '127.0.0.1',
      PORT: String(spec.port),
      DATABASE_URL: spec.databaseUrl,
      INSTANCE_ID: spec.id,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let partial = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    if (!spec.onLine) return;
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) spec.onLine(line);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = exitOf(child);
  const url = `http://127.0.0.1:${spec.port}`;
  const instance: Instance = {
    id: spec.id,
    port: spec.port,
    url,
    pid: child.pid ?? -1,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async stop(graceMs = DRAIN_DELAY_MS + 25_000) {
      instance.kill('SIGTERM');
      const killer = setTimeout(() => instance.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(killer);
    },
  };
  try {
    await waitReady(url, exited, () => output);
  } catch (error) {
    instance.kill('SIGKILL');
    await exited;
    throw error;
  }
  return instance;
}
