import type { Locator, Page } from '@playwright/test';
import { streamsFromNow } from './events-tabs';
import { authHeader, freshUser, placeOrder } from './play-api';
import { persistedQueryKeys, waitForServiceWorker } from './pwa-helpers';
import { expect, test } from './telegram-host';

const WHOLE_RESULT = /^You (won|lost)\. Drawn digit: \d\. Payout: \d+\.\d+ USDT\. Balance: \d+\.\d+ USDT\.$/;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** Records every text the result's live region shows, in order (what a screen reader is given). */
async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.getByRole('status', { name: 'Result' }).evaluate((region) => {
    const w = window as unknown as { __announced: string[] };
    w.__announced = [region.textContent ?? ''];
    new MutationObserver(() => w.__announced.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced);
}

test('home shows each option\'s multiplier and the potential payout of a stake of 2', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser() });
  const picks = page.getByRole('radiogroup', { name: 'Your pick' });
  await expect(picks.getByRole('radio', { name: 'Even', exact: true })).toHaveAccessibleDescription('×1.95');
  await page.getByRole('textbox', { name: 'Stake (USDT)' }).fill('2');
  await expect(page.getByText('Potential payout: 3.90 USDT')).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Game' }).getByRole('radio', { name: 'Lottery' }).check();
  await expect(picks.getByRole('radio', { name: '3', exact: true })).toHaveAccessibleDescription('×2.9');
  await expect(page.getByText('Potential payout: 5.80 USDT')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Game' }).getByRole('radio', { name: 'Lucky Number' }).check();
  await expect(page.getByText('Potential payout: 19.00 USDT')).toBeVisible();
});

test('the result shows at the button without scrolling at 390x844, clear of the toast, announced whole each time, with haptics', async ({ page, telegram, request }) => {
  const streams = await streamsFromNow(request);
  await telegram.open('/', { user: freshUser() });
  await expect(page.getByText('Balance: 1000.00 USDT')).toBeVisible();
  // The toast comes over the event stream, which opens after home's first render: an order placed
  // before it is open is not replayed to a first stream (it has no resume point yet), so on a
  // busy machine the click could beat it. The test is about where the toast shows, not that race.
  await expect.poll(() => streams(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  // The live region is there, empty, before the first order.
  const live = page.getByRole('status', { name: 'Result' });
  await expect(live).toHaveText('');
  const announced = await recordAnnouncements(page);

  const button = page.getByRole('button', { name: 'Place order' });
  await button.click();
  // The spec's new_game toast arrives over the event stream and must not cover the result. It is
  // looked for from the click on and measured as soon as it shows: it leaves after 4 s, which the
  // checks below could outlast on a busy machine.
  const toast = page.getByRole('status', { name: /^New (WIN|LOSS) order ID/ });
  const card = page.getByRole('region', { name: 'Result' });
  await Promise.all([expect(live).toHaveText(WHOLE_RESULT), expect(toast).toBeVisible()]);
  const notice = await box(toast);
  const resultNow = await box(card);
  expect(notice.y + notice.height <= resultNow.y || notice.y >= resultNow.y + resultNow.height).toBe(true);

  await expect(card).toBeInViewport({ ratio: 1 });
  const bar = await box(page.getByRole('navigation').last());
  const result = await box(card);
  expect(result.y).toBeGreaterThanOrEqual(0);
  expect(result.y + result.height).toBeLessThanOrEqual(bar.y);

  // A second order is announced again, whole, even if it reads like the first.
  const first = await live.textContent();
  await button.click();
  await expect.poll(async () => (await announced()).filter((text) => text !== '').length).toBe(2);
  const texts = await announced();
  expect(texts.filter((text) => text !== '').every((text) => WHOLE_RESULT.test(text))).toBe(true);
  expect(texts.filter((text) => text !== '')[0]).toBe(first);
  // Emptied while the order was on its way: a repeat of the same words is a new announcement.
  expect(texts.indexOf('', 1)).toBeGreaterThan(0);

  const haptics = (await telegram.events()).filter((event) => event.eventType === 'web_app_trigger_haptic_feedback');
  expect(haptics).toHaveLength(2);
  for (const haptic of haptics) expect(haptic.eventData).toMatchObject({ type: 'notification', notification_type: expect.stringMatching(/^(success|error)$/) });
});

test('rotate the seed in profile, open the order from history, verify it, and verify it again offline after a reload', async ({ page, context, telegram, request }) => {
  const user = freshUser('Fair');
  await placeOrder(request, user, { game: 'lottery', option: 'lottery_2', amount: '0.5' });

  await telegram.open('/profile', { user });
  const fairness = page.getByRole('region', { name: 'Fairness' });
  await expect(fairness).toContainText(/[0-9a-f]{64}/);
  await fairness.getByRole('textbox', { name: 'New client seed (optional)' }).fill('e2e-seed');
  await fairness.getByRole('button', { name: 'Rotate seed' }).click();
  await expect(fairness.getByRole('status')).toContainText('Seed revealed:');
  await expect(fairness).toContainText('e2e-seed');
  // The revealed seed and hash (64 unbroken characters each) wrap instead of widening the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  await page.getByRole('link', { name: 'History', exact: true }).click();
  const entries = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(/Order \d+/);
  await expect(entries.first()).toContainText(/Drawn: [123]/);
  await entries.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify' });
  const verdict = page.getByRole('region', { name: 'Fairness check' }).getByRole('status');
  await verify.click();
  await expect(verdict).toHaveText(/^Verified: the seed matches its SHA-256 hash and draws [123], as this order shows\.$/);

  await waitForServiceWorker(page);
  await expect.poll(() => persistedQueryKeys(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^game\/order\/\d+$/)]));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
  await expect(verdict).toHaveText('');
  await verify.click();
  await expect(verdict).toHaveText(/^Verified: /);

  // The rules are cached too: home shows the odds offline.
  await page.goto('/');
  const even = page.getByRole('radiogroup', { name: 'Your pick' }).getByRole('radio', { name: 'Even', exact: true });
  await expect(even).toHaveAccessibleDescription('×1.95');
  await context.setOffline(false);
});

test('a 64-character combining-mark name in live wins does not widen the page', async ({ page, telegram, request }) => {
  // Malayalam consonant + virama pairs: one unbreakable run of combining marks, 64 UTF-16 units.
  const name = 'ക്'.repeat(32);
  expect(name).toHaveLength(64);
  const winner = freshUser(name);
  for (;;) {
    if ((await placeOrder(request, winner)).result === 'win') break;
  }
  // The winner is listed for everyone; a viewer opens home at 390 px.
  await telegram.open('/', { user: freshUser() });
  const wins = page.getByRole('region', { name: 'Live wins' });
  await expect(wins.getByText(name.slice(0, 8), { exact: false }).first()).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll).toBe(widths.viewport);
});

test('the order details say so when an order is not the player\'s', async ({ page, telegram, request }) => {
  const owner = freshUser();
  await placeOrder(request, owner);
  const response = await request.get('/api/v1/game/history', { headers: { Authorization: authHeader(owner) } });
  const orderId = (await response.json()).data[0].orderId as string;
  await telegram.open(`/history/${orderId}`, { user: freshUser() });
  await expect(page.getByRole('alert')).toContainText('This order could not be loaded.');
});
