/**
 * A server process as the footprint section measures it: started with plain `node` (no loader in
 * the measured process unless its arguments ask for one), timed from spawn to its "listening"
 * line, its memory read from /proc (resident now and at peak, the kernel's own counts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compiledServerEnv } from '../scripts/server-command.mjs';

const ROOT = join(import.meta.dirname, '..');
/** A first start creates the data directory: tens of seconds on a loaded 2-core machine. */
const START_TIMEOUT_MS = 300_000;

export interface MeasuredProcess {
  child: ChildProcess;
  /** From spawn to the line that says it is ready (`ready`). */
  startMs: number;
  /** From spawn to the line that says it listens (`listening`; the same as startMs without one). */
  listenMs: number;
  /** VmRSS and VmHWM (peak) of the process, in MB. */
  memory(): { rssMb: number; peakMb: number };
  /** The last 4000 characters it wrote (stdout and stderr), for a run that went wrong. */
  output(): string;
  stop(): Promise<void>;
}

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/**
 * Spawns `node ...args` in the repository and resolves once stdout matches `ready`; `listening`
 * marks an earlier line (the server listens before its database is open). Every process measured,
 * the references too, runs with the compiled server's environment (compiledServerEnv: malloc's
 * arenas), so a row compares programs, not allocator settings.
 */
export function startMeasured(args: string[], env: Record<string, string>, ready: RegExp, listening = ready): Promise<MeasuredProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...compiledServerEnv(), ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let listenMs: number | undefined;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void stop();
    }, START_TIMEOUT_MS);
    void exited.then(() => {
      clearTimeout(timer);
      const why = timedOut ? `did not listen within ${START_TIMEOUT_MS / 1000} s` : `exited (${child.exitCode ?? child.signalCode}) before it listened`;
      reject(new Error(`node ${args.join(' ')} ${why}: ${output.slice(-500)}`));
    });
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.stdout.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (listenMs === undefined && listening.test(output)) listenMs = performance.now() - started;
      if (!ready.test(output)) return;
      clearTimeout(timer);
      const startMs = performance.now() - started;
      const pid = child.pid!;
      resolve({ child, startMs, listenMs: listenMs ?? startMs, memory: () => ({ rssMb: statusMb(pid, 'VmRSS'), peakMb: statusMb(pid, 'VmHWM') }), output: () => output, stop });
    });
  });
}

/** The reference: a bare node:http server in a plain Node process (no framework, no database). */
export const BARE_NODE_ARGS = [
  '-e',
  "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'))",
];
