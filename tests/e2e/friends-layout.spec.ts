/**
 * Layout: an earlier week's withdraw button offline says "Withdraw needs the network",
 * which is long in German, French, Ukrainian, Turkish, Portuguese, Spanish and Malay; it must
 * wrap inside its half of the card, never squeeze the week's amount to nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User } from '../../src/contract/api-types';
import { callApi, spawnServer, type SpawnedServer } from './spawn-server';
import { expect, nowS, TelegramProxy, test } from './telegram-host';

const TWO_WEEKS_S = 14 * 24 * 3600;
const REFERRER = { id: 700_000_201, first_name: 'Emmy', language_code: 'en' };
const REFERRED = { id: 700_000_202, first_name: 'Hedy', language_code: 'en' };
const LANGUAGES = ['de', 'fr', 'uk', 'tr', 'pt', 'es', 'ms'];

let server: SpawnedServer | undefined;
test.afterEach(async () => server?.stop());

test('offline, the long withdraw label of an earlier week leaves its amount readable in every language', async ({ browser }) => {
  test.setTimeout(180_000); // two fresh server processes
  const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-e2e-friends-layout-'));
  // Two weeks ago, on a server whose clock runs two weeks behind: the invite and an order.
  server = await spawnServer({ dataDir, env: { CLOCK_OFFSET_S: String(-TWO_WEEKS_S) } });
  const then = nowS() - TWO_WEEKS_S;
  const referrer = await callApi<{ data: User }>(server, { user: REFERRER, authDate: then }, 'GET', '/user/me');
  const referred = { user: REFERRED, authDate: then, startParam: referrer.json.data.refCode };
  expect((await callApi(server, referred, 'POST', '/game/orders', { game: 'odd_even', option: 'even', amount: '100' })).status).toBe(201);
  await server.stop();
  server = await spawnServer({ dataDir });

  for (const language of LANGUAGES) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await (await TelegramProxy.install(page)).open(`${server.url}friends`, { user: { ...REFERRER, language_code: language } });
    const week = page.locator('.friends-weeks .friends-week').first();
    await expect(week.locator('.friends-week__amount')).toHaveText(/1[.,]00 USDT/);
    await context.setOffline(true);
    const button = week.getByRole('button');
    await expect(button).toBeDisabled();

    const amount = await week.locator('.friends-week__amount').evaluate((element) => ({
      width: element.getBoundingClientRect().width,
      right: element.getBoundingClientRect().right,
      needed: element.scrollWidth,
    }));
    const buttonBox = await button.boundingBox();
    // The amount keeps the width its text needs and ends before the button begins.
    expect({ language, width: Math.ceil(amount.width) >= amount.needed, beforeButton: amount.right <= (buttonBox?.x ?? 0) }).toEqual({
      language,
      width: true,
      beforeButton: true,
    });
    await context.close();
  }
});
