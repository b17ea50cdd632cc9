/**
 * Servers the bench measures, each in its own child process on 127.0.0.1, so the load generator
 * and the browser driver never share its event loop. Every server started here is stopped by
 * `stopAll()` (run.ts calls it in `finally` and on Ctrl-C), and a throw-away data folder goes with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ChildServer {
  name: string;
  base: string;
  stop: () => Promise<void>;
}

const running = new Set<ChildServer>();
const ROOT = join(import.meta.dirname, '..');
const START_TIMEOUT_MS = 60_000;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitHealthy(name: string, url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${output().slice(-500)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s: ${output().slice(-500)}`);
}

/** Spawns `node --import tsx <script>` with `env` and waits until `/readyz` answers 200 (its database open). */
export async function startChild(name: string, script: string, port: number, env: Record<string, string>, cleanup = () => {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: ChildServer = {
    name,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      running.delete(server);
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(killer);
      cleanup();
    },
  };
  running.add(server);
  try {
    await waitHealthy(name, `${server.base}/readyz`, child, () => output);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** The real server (server/main.ts) on a fresh PGlite, serving `staticDir` as its app. */
export function startAppServer(name: string, port: number, staticDir: string): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-bench-data-'));
  return startChild(
    name,
    'server/main.ts',
    port,
    { DATA_DIR: dataDir, STATIC_DIR: staticDir, NODE_ENV: 'test', RATE_LIMIT_PER_MIN: '0', AUTH_IP_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0', LOG_LEVEL: 'warn' },
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}
