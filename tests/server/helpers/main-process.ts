/**
 * Runs the real entry point, compiled as production runs it (dist/server/main.js; the global setup
 * rebuilds it when stale), as its own process, with exactly the environment given (not vitest's
 * NODE_ENV=test), to see what an operator would see.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { compiledServerArgs, compiledServerEnv } from '../../../scripts/server-command.mjs';

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnMain(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, compiledServerArgs(), {
    env: { ...compiledServerEnv(), PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the server and waits for it to exit (a refused configuration exits at once). */
export function runMainToExit(env: Record<string, string>): Promise<Exited> {
  const child = spawnMain(env);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    // A server that did start (the refusal is missing) is stopped so the test can fail on its output.
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface RunningMain {
  /** http://127.0.0.1:<port>/ as the server printed it */
  url: string;
  stdout: () => string;
  stderr: () => string;
  stop(): Promise<Exited>;
}

/** Starts the server and resolves once it prints its address; rejects with its output if it exits. */
export function startMain(env: Record<string, string>): Promise<RunningMain> {
  const child = spawnMain(env);
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exited>((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
  return new Promise((resolve, reject) => {
    void exited.then(({ code }) => reject(new Error(`server exited with ${code}:\n${stdout}${stderr}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // Listening comes first; the database opens after it (server/main.ts): wait for both.
      const url = /Serving the mini-app at (http:\/\/\S+\/)/.exec(stdout)?.[1];
      if (!url || !/^Ready: /m.test(stdout)) return;
      resolve({
        url,
        stdout: () => stdout,
        stderr: () => stderr,
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
  });
}
