/**
 * The real entry point, started as an operator would: refused configurations exit non-zero with a
 * one-line reason; a dev server says loudly what it is and keeps DATA_DIR private (docs/security.md).
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../server/auth/demo-link';
import { signInitData, tmaAuthorization } from '../../server/auth/sign-init-data';
import { DEV_BOT_TOKEN } from '../../server/config';
import { runMainToExit, startMain } from './helpers/main-process';
import { STOPPED_LINE } from './helpers/server-process';

const PRODUCTION = { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', BOT_WEBHOOK_SECRET: 'test-webhook-secret-0123', PORT: '0' };

describe('server/main.ts refuses to start', () => {
  it.concurrent.each([
    ['a non-loopback HOST outside production', { HOST: '0.0.0.0', PORT: '0' }, 'HOST 0.0.0.0 is not a loopback address'],
    ['production without BOT_TOKEN', { ...PRODUCTION, BOT_TOKEN: '' }, 'BOT_TOKEN'],
    ['production with the dev token', { ...PRODUCTION, BOT_TOKEN: DEV_BOT_TOKEN }, 'BOT_TOKEN is the published dev token'],
    ['production with INIT_DATA_MAX_AGE_S=0', { ...PRODUCTION, INIT_DATA_MAX_AGE_S: '0' }, 'INIT_DATA_MAX_AGE_S 0 (no age check) is refused'],
    ['production with a demo balance', { ...PRODUCTION, DEMO_BALANCE: '1000' }, 'DEMO_BALANCE credits free money'],
    ['production with CLOCK_OFFSET_S', { ...PRODUCTION, CLOCK_OFFSET_S: '-604800' }, 'CLOCK_OFFSET_S is for tests only'],
    ['production with TEST_FAILPOINT', { ...PRODUCTION, TEST_FAILPOINT: 'withdrawal:transferred' }, 'TEST_FAILPOINT stops the server mid-payment, for kill tests only'],
  ])('%s: exit 1 and a one-line reason', { timeout: 120_000 }, async (_name, env, reason) => {
    const { code, stdout, stderr } = await runMainToExit(env);
    expect(stdout).toBe('');
    expect(stderr).toContain(reason);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(code).toBe(1);
  });
});

/** Every folder and file under dir with its permission bits, e.g. ['base/PG_VERSION', 0o600]. */
function modes(dir: string, prefix = '.'): Array<[string, number]> {
  const found: Array<[string, number]> = [[prefix, statSync(dir).mode & 0o777]];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...modes(path, `${prefix}/${entry.name}`));
    else if (entry.isFile()) found.push([`${prefix}/${entry.name}`, statSync(path).mode & 0o777]);
  }
  return found;
}

function looseModes(dir: string): void {
  chmodSync(dir, 0o777);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) looseModes(path);
    else chmodSync(path, 0o666);
  }
}

/** Every path whose mode is not 0700 (folders) or 0600 (files). */
function notPrivate(dir: string): Array<[string, string]> {
  return modes(dir)
    .filter(([path, mode]) => mode !== (statSync(join(dir, path)).isDirectory() ? 0o700 : 0o600))
    .map(([path, mode]) => [path, mode.toString(8)]);
}

describe('a dev server', () => {
  const parent = mkdtempSync(join(tmpdir(), 'sendswin-startup-'));
  const dataDir = join(parent, 'data');
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('prints a loud banner and keeps DATA_DIR 0700 with 0600 files, also when an old one was loose', { timeout: 180_000 }, async () => {
    const env = { PORT: '0', DATA_DIR: dataDir, STATIC_DIR: join(parent, 'no-build') };
    const server = await startMain(env);
    expect(server.stderr()).toContain('DEV SERVER - NOT FOR REAL MONEY');
    expect(server.stderr()).toContain('PUBLISHED dev bot token');
    expect(server.stderr()).toContain('1000 demo USDT');
    // A player is created and plays: rows, WAL and new relation files are written.
    const authorization = tmaAuthorization(signInitData({ user: DEMO_USER, authDate: Math.floor(Date.now() / 1000) }, DEV_BOT_TOKEN));
    const order = await fetch(new URL('api/v1/game/orders', server.url), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'idempotency-key': 'startup-order-1' },
      body: JSON.stringify({ game: 'odd_even', option: 'odd', amount: '1' }),
    });
    expect(order.status).toBe(201);
    expect((await server.stop()).code).toBe(0);
    // Its last line, after the database closed: the test helpers' stop() ends a server at it.
    await expect.poll(() => server.stdout()).toMatch(STOPPED_LINE);
    expect(modes(dataDir).length).toBeGreaterThan(20);
    expect(notPrivate(dataDir)).toEqual([]);

    looseModes(dataDir);
    expect(notPrivate(dataDir)).not.toEqual([]);
    const again = await startMain(env);
    expect(notPrivate(dataDir)).toEqual([]);
    expect((await again.stop()).code).toBe(0);
    expect(notPrivate(dataDir)).toEqual([]);
  });
});
