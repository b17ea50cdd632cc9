/**
 * The dev Telegram host (docs/demo.md): served only by a dev server on the published dev token,
 * which alone may let its own pages frame the app; any other server has no such route, no such
 * script in the app's files and no 'self' among the app's frame ancestors.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { DEMO_USER } from '../../server/auth/demo-link';
import { validateInitData } from '../../server/auth/init-data';
import { DEV_BOT_TOKEN, loadConfig } from '../../server/config';
import { demoLinkLines } from '../../server/dev/telegram-host/dev-host-mode';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

const OTHER_TOKEN = '987654321:another-bots-token-abcdef';
const RECEIVERS = '/* the app receivers */';
const html = { accept: 'text/html,application/xhtml+xml' };

let database: TestDatabase;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'sendswin-dev-host-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'telegram-receivers.js'), RECEIVERS);
  database = await openTestDatabase('pglite', undefined);
});

afterAll(async () => {
  await database.dispose();
  rmSync(staticDir, { recursive: true, force: true });
});

async function serverWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: staticDir, ...env }), db: database.db });
  await app.ready();
  return app;
}

/** The launch the host page's frame opens: its hash's parameters. */
function framedLaunch(page: string): URLSearchParams {
  const src = /<iframe id="app"[^>]* src="\/#([^"]+)"/.exec(page)?.[1];
  if (!src) throw new Error('no app frame in the page');
  return new URLSearchParams(src.replace(/&amp;/g, '&'));
}

describe('on a dev server with the published dev token', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await serverWith({ NODE_ENV: 'development' })));
  afterAll(async () => app.close());

  it('serves the host page, framing the app with fresh launch data of the demo player signed by the dev token', async () => {
    const response = await app.inject({ url: '/dev/telegram', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const launch = framedLaunch(response.body);
    const { profile } = validateInitData(launch.get('tgWebAppData')!, DEV_BOT_TOKEN, 60, Math.floor(Date.now() / 1000));
    expect(profile).toMatchObject({ telegramId: DEMO_USER.id, firstName: 'Demo', languageCode: 'en' });
    expect(launch.get('tgWebAppVersion')).toBe('8.0');
    expect(launch.get('tgWebAppPlatform')).toBe('tdesktop');
  });

  it('launches the chosen player, language, Telegram version and theme; anything unknown falls back', async () => {
    const chosen = framedLaunch((await app.inject({ url: '/dev/telegram?player=1&language=ru&version=9.1&theme=light', headers: html })).body);
    const { profile } = validateInitData(chosen.get('tgWebAppData')!, DEV_BOT_TOKEN, 60, Math.floor(Date.now() / 1000));
    expect(profile).toMatchObject({ telegramId: 100_000_002, languageCode: 'ru' });
    expect(chosen.get('tgWebAppVersion')).toBe('9.1');
    expect(JSON.parse(chosen.get('tgWebAppThemeParams')!)).toMatchObject({ bg_color: '#ffffff' });
    const unknown = framedLaunch((await app.inject({ url: '/dev/telegram?player=99&language=xx&version=1.0&theme=neon', headers: html })).body);
    expect(validateInitData(unknown.get('tgWebAppData')!, DEV_BOT_TOKEN, 60, Math.floor(Date.now() / 1000)).profile).toMatchObject({ telegramId: DEMO_USER.id, languageCode: 'en' });
    expect(unknown.get('tgWebAppVersion')).toBe('8.0');
  });

  it("adds the host's channel to the app's head script and lets this origin frame the app", async () => {
    const receivers = await app.inject({ url: '/telegram-receivers.js' });
    expect(receivers.statusCode).toBe(200);
    expect(receivers.body.startsWith(RECEIVERS)).toBe(true);
    expect(receivers.body).toContain('TelegramWebviewProxy');
    expect((await app.inject({ url: '/dev/telegram/host.js' })).statusCode).toBe(200);
    const csp = String((await app.inject({ url: '/', headers: html })).headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://web.telegram.org");
  });

  it('prints the host page as the demo link', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(demoLinkLines('http://127.0.0.1:8080/', config, 1)[1]).toBe('http://127.0.0.1:8080/dev/telegram');
  });
});

describe.each([
  ['a dev server with another bot token', { NODE_ENV: 'development', BOT_TOKEN: OTHER_TOKEN }],
  ['production', { NODE_ENV: 'production', BOT_TOKEN: OTHER_TOKEN, BOT_WEBHOOK_SECRET: 'a-webhook-secret-of-16' }],
])('on %s', (_name, env) => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await serverWith(env)));
  afterAll(async () => app.close());

  it('has no host page: a 404, not the app', async () => {
    for (const url of ['/dev/telegram', '/dev/telegram?player=1', '/dev/telegram/host.js']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<iframe');
    }
  });

  it("serves the app's head script as built, and lets only Telegram Web frame the app", async () => {
    expect((await app.inject({ url: '/telegram-receivers.js' })).body).toBe(RECEIVERS);
    const csp = String((await app.inject({ url: '/', headers: html })).headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors https://web.telegram.org');
    expect(csp).not.toContain("'self' https://web.telegram.org");
  });
});

it('prints, with another token, a signed launch of the app itself (a plain browser shows the login page)', () => {
  const config = loadConfig({ NODE_ENV: 'development', BOT_TOKEN: OTHER_TOKEN });
  const [label, link] = demoLinkLines('http://127.0.0.1:8080/', config, Math.floor(Date.now() / 1000));
  expect(label).toContain('only inside a Telegram client');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#tgWebAppData=/);
});
