/**
 * The installed app's icon badge follows the red dot: a referred player's orders last week (on a
 * server whose clock runs a week behind, as in friends-red-dot.spec.ts) set it for the referrer in
 * a browser, and the withdraw clears it. The Badging API is recorded: a real badge needs an
 * installed app, which a test profile is not.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User } from '../../src/contract/api-types';
import { BROWSER_USER, loginInBrowser } from './login-widget';
import { callApi, spawnServer, type SpawnedServer } from './spawn-server';
import { expect, nowS, test } from './telegram-host';

const WEEK_S = 7 * 24 * 3600;
const REFERRER = { id: BROWSER_USER.id, first_name: BROWSER_USER.first_name, last_name: BROWSER_USER.last_name, language_code: 'en' };
const REFERRED = { id: 700_000_202, first_name: 'Edsger', language_code: 'en' };

interface BadgeRecorder {
  __badge: string[];
}

let server: SpawnedServer | undefined;
test.afterEach(async () => server?.stop());

test('last week’s earnings badge the app icon; the withdraw clears the badge', async ({ page }) => {
  test.setTimeout(180_000); // two fresh server processes on one database
  const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-e2e-badge-'));
  server = await spawnServer({ dataDir, env: { CLOCK_OFFSET_S: String(-WEEK_S) } });
  const lastWeek = nowS() - WEEK_S;
  const referrer = await callApi<{ data: User }>(server, { user: REFERRER, authDate: lastWeek }, 'GET', '/user/me');
  expect(referrer.status).toBe(200);
  const referred = { user: REFERRED, authDate: lastWeek, startParam: referrer.json.data.refCode };
  expect((await callApi(server, referred, 'POST', '/game/orders', { game: 'odd_even', option: 'even', amount: '20' })).status).toBe(201);
  await server.stop();

  server = await spawnServer({ dataDir });
  await page.addInitScript(() => {
    const w = window as unknown as BadgeRecorder;
    w.__badge = [];
    Object.assign(navigator, {
      setAppBadge: (contents?: number) => {
        w.__badge.push(`set${contents === undefined ? '' : `:${contents}`}`);
        return Promise.resolve();
      },
      clearAppBadge: () => {
        w.__badge.push('clear');
        return Promise.resolve();
      },
    });
  });
  const badge = () => page.evaluate(() => (window as unknown as BadgeRecorder).__badge);
  await loginInBrowser(page, '/', server.url.replace(/\/$/, ''));
  await expect.poll(badge).toEqual(['set']);

  await page.getByRole('link', { name: 'Friends', exact: true }).click();
  await page.getByRole('region', { name: 'Last week' }).getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw 0.20 USDT?' });
  await expect(confirm).toContainText('It is added to your game balance.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status', { name: 'Payout 0.20 USDT added to your balance.' })).toBeVisible();
  await expect.poll(badge).toEqual(['set', 'clear']);
});
