/**
 * A throwaway PostgreSQL cluster for the server tests and `npm run cluster`: Debian's binaries
 * (installed with apt when missing and root), a fresh data directory in /tmp, listening on
 * 127.0.0.1 only, on a free port, without durability (nothing here outlives the run: no fsync)
 * unless `durable` asks for a production-like one (the bench's orders section: commits fsynced).
 * initdb refuses to run as root, so as root every command runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function findBinDir(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => existsSync(join(PG_ROOT, name, 'bin', 'initdb')))
    .map(Number)
    .filter(Number.isFinite);
  const newest = Math.max(...versions);
  return Number.isFinite(newest) ? join(PG_ROOT, String(newest), 'bin') : null;
}

function ensureBinDir(): string {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot()) {
    throw new Error('PostgreSQL is not installed and we are not root: install postgresql, or set SKIP_POSTGRES=1 to test on PGlite only');
  }
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' });
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get install postgresql did not provide initdb');
  return installed;
}

/** A port nobody listens on right now (the OS picks it), for servers that need one up front. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], timeoutMs?: number): string {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs }).toString();
}

/** Runs one of the installed PostgreSQL tools (pgbench...) as the cluster's user; its stdout. */
export function runPostgresTool(name: string, args: string[], timeoutMs: number): string {
  return run(join(ensureBinDir(), name), args, timeoutMs);
}

export interface PostgresStartOptions {
  /** fsync and synchronous commit on, as in production (default: off, for tests). */
  durable?: boolean;
  /** More `-c name=value` settings (the orders profile preloads pg_stat_statements). */
  settings?: string[];
}

export interface PostgresServer {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

export async function startPostgres({ durable = false, settings = [] }: PostgresStartOptions = {}): Promise<PostgresServer> {
  const bin = ensureBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const options = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    `-k ${dir}`,
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=200',
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  try {
    run(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    run(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start PostgreSQL (set SKIP_POSTGRES=1 to test on PGlite only): ${stderr || String(error)}`, { cause: error });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
