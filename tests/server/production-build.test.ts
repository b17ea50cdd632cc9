/**
 * `npm start` in production runs the compiled server (dist/server, scripts/build-server.mjs), and
 * no TypeScript loader: tsx is not loaded into any of its processes (docs/performance.md, "Server
 * footprint"). A probe preloaded through NODE_OPTIONS records every tsx file a process resolves as
 * an ES module or holds as a CommonJS module.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const PROBE = resolve('tests/server/helpers/module-probe.mjs');
const TSX_FILES = '/node_modules/tsx/';
const work = mkdtempSync(join(tmpdir(), 'sendswin-production-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A fresh probe log and the environment that preloads the probe into every Node process. */
function probeEnv(name: string): { log: string; env: Record<string, string> } {
  const log = join(work, `${name}.log`);
  writeFileSync(log, '');
  return { log, env: { NODE_OPTIONS: `--import=${PROBE}`, MODULE_PROBE_LOG: log, MODULE_PROBE_MATCH: TSX_FILES } };
}

const tsxLines = (log: string) => readFileSync(log, 'utf8').split('\n').filter((line) => line.includes(TSX_FILES));

describe('the probe', () => {
  it.each([
    ['--import tsx (as the dev loop runs the server)', ['--import', 'tsx', '-e', '0']],
    ["require('tsx/cjs')", ['-e', "require('tsx/cjs')"]],
  ])('sees tsx loaded by %s', { timeout: 60_000 }, (_name, args) => {
    const { log, env } = probeEnv('control');
    const run = spawnSync(process.execPath, args, { env: { ...process.env, ...env }, encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(tsxLines(log).length).toBeGreaterThan(0);
  });
});

describe('npm start with NODE_ENV=production', () => {
  it('serves from the compiled server without loading tsx', { timeout: 180_000 }, async () => {
    const { log, env } = probeEnv('start');
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...env,
        NODE_ENV: 'production',
        BOT_TOKEN: '42:abcdefghijklmnop',
        BOT_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters',
        // The bot's start-up calls go nowhere: a closed loopback port (it retries in the background).
        TELEGRAM_API_BASE: 'https://127.0.0.1:9',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: join(work, 'data'),
        STATIC_DIR: join(work, 'no-app'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const url = await new Promise<string>((done, fail) => {
      void exited.then((code) => fail(new Error(`npm start exited (${code}) before serving:\n${output}`)));
      child.stdout.on('data', () => {
        // Listening comes first; the database opens after it (server/main.ts): wait for both.
        const found = /Serving the mini-app at (http:\/\/\S+\/)/.exec(output)?.[1];
        if (found && /^Ready: /m.test(output)) done(found);
      });
    });
    try {
      // Ready once its database answers within READY_TIMEOUT_MS: a loaded machine may miss the first.
      await expect.poll(async () => (await fetch(new URL('readyz', url))).status, { timeout: 30_000 }).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const probed = readFileSync(log, 'utf8');
    // Nothing of tsx was loaded in the start script or the server...
    expect(tsxLines(log)).toEqual([]);
    // ...and the probe did run in the server process, the compiled one...
    const server = /^process (\d+) .*dist\/server\/main\.js$/m.exec(probed);
    expect(server).not.toBeNull();
    // ...with the memory settings of compiledServerArgs() and compiledServerEnv() (docs/performance.md).
    const settings = new RegExp(`^settings ${server![1]} (.*)$`, 'm').exec(probed)?.[1] ?? '';
    expect(settings.split(' ')).toEqual(expect.arrayContaining(['--max-semi-space-size=4', 'MALLOC_ARENA_MAX=2']));
  });
});
