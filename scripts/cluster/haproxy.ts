/**
 * The load balancer of `npm run cluster`: Debian's HAProxy (installed with apt when missing, as
 * root) running deploy/haproxy.cfg with one `server` line per instance appended to its backend.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianCommand } from './debian-command';
import { ROOT } from './instance';

export const HAPROXY_CONFIG = join(ROOT, 'deploy', 'haproxy.cfg');
const START_TIMEOUT_MS = 20_000;

/** The haproxy binary, installed with apt-get when missing and we are root. */
export const ensureHaproxy = (): string => ensureDebianCommand('haproxy', 'haproxy', ['/usr/sbin/haproxy']);

/** deploy/haproxy.cfg with the instances listed at the end (its backend is the last section). */
export function haproxyConfig(servers: readonly { id: string; port: number }[]): string {
  const lines = servers.map((server) => `    server ${server.id} 127.0.0.1:${server.port}`);
  return `${readFileSync(HAPROXY_CONFIG, 'utf8').trimEnd()}\n${lines.join('\n')}\n`;
}

export interface Balancer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startHaproxy(port: number, servers: readonly { id: string; port: number }[]): Promise<Balancer> {
  const binary = ensureHaproxy();
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-haproxy-'));
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(servers));
  // -db: stay in the foreground, so this process owns it and Ctrl-C reaches it.
  const child = spawn(binary, ['-db', '-f', configFile], { env: { ...process.env, LB_BIND: `127.0.0.1:${port}` }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const balancer: Balancer = {
    url,
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/readyz`)).ok) return balancer;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await balancer.stop();
  throw new Error(`HAProxy did not serve ${url}/readyz within ${START_TIMEOUT_MS / 1000} s: ${output.slice(-800)}`);
}
