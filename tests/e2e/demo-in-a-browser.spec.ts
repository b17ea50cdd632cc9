/**
 * The newcomer's demo (docs/demo.md): the link `npm start` prints, opened in a plain browser (no
 * Telegram stub, as a newcomer opens it), shows home as the demo player and takes an order. On a
 * server with any other bot token the printed link is a bare launch, which a browser must not
 * trust: it ends at the login page and no request carries its launch data (that test starts a
 * server of its own). Neither depends on what other tests left in the shared server's database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadConfig } from '../../server/config';
import { demoLinkLines } from '../../server/dev/telegram-host/dev-host-mode';
import { spawnServer, type SpawnedServer } from './spawn-server';

/** The address printed on the line after "Demo launch link ...". */
function printedLink(printed: string): string {
  const link = /^Demo launch link.*\n(\S+)$/m.exec(printed)?.[1];
  if (!link) throw new Error(`no demo launch link printed:\n${printed}`);
  return link;
}

/** Every API request's path and Authorization header, as the page sends them. */
function recordApiRequests(page: Page): Array<{ url: string; authorization: string }> {
  const requests: Array<{ url: string; authorization: string }> = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push({ url: request.url(), authorization: request.headers().authorization ?? '' });
  });
  return requests;
}

async function withServer(env: Record<string, string>, run: (server: SpawnedServer) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-e2e-demo-'));
  const server = await spawnServer({ dataDir, env, startTimeoutMs: 360_000 });
  try {
    await run(server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('the printed link opens home in a plain browser as the demo player, and an order placed there is answered 201', async ({ page, baseURL }) => {
  test.setTimeout(60_000); // two documents (the host, the app in its frame), an order and a screen change
  // What server/main.ts prints for the shared server (a dev server on the dev token, as `npm start`).
  const printed = demoLinkLines(`${baseURL}/`, loadConfig({ NODE_ENV: 'test' }), Math.floor(Date.now() / 1000)).join('\n');
  await page.goto(printedLink(`${printed}\n`));
  const app = page.frameLocator('iframe[title="SendsWin"]');
  await expect(app.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/game/orders'));
  await app.getByRole('button', { name: 'Place order' }).click();
  expect((await answered).status()).toBe(201);
  await expect(app.getByRole('region', { name: 'Result' })).toContainText(/You (won|lost)/);

  await app.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(app.getByText('Demo Player')).toBeVisible();
});

test('on a server with another bot token, its printed link in a plain browser ends at the login page and no request carries it', async ({ page }) => {
  // A server of its own: its start (PGlite's open) is most of this test's time, minutes on a loaded machine.
  test.setTimeout(420_000);
  // Its bot talks to a Bot API that is not there (a closed local port): nothing leaves the machine.
  await withServer({ NODE_ENV: 'development', BOT_TOKEN: '987654321:another-bots-token-abcdef', TELEGRAM_API_BASE: 'http://127.0.0.1:9' }, async (server) => {
    const link = printedLink(server.printed);
    const initData = new URLSearchParams(new URL(link).hash.slice(1)).get('tgWebAppData');
    expect(initData).toBeTruthy();
    const requests = recordApiRequests(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeVisible();
    const encoded = Buffer.from(initData!, 'utf8').toString('base64');
    expect(requests.filter(({ url, authorization }) => authorization.startsWith('tma ') || authorization.includes(encoded) || url.includes('tgWebAppData'))).toEqual([]);
    // Nor is there a host page to frame it.
    expect((await page.request.get(new URL('dev/telegram', server.url).href, { headers: { accept: 'text/html' } })).status()).toBe(404);
  });
});
