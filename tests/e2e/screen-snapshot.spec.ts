import type { Page } from '@playwright/test';
import { STORAGE_NAMES } from '../../src/contract/storage-names';
import { freshUser, placeOrders } from './play-api';
import { expect, launchHash, test, type LaunchOptions } from './telegram-host';

/**
 * The screen snapshot (docs/performance.md, "The screen snapshot"): the app keeps the last
 * look of the history list, and src/app/static-shell/show/ paints it on the next start at /history
 * before the bundle runs, when it is what the app will show: this player, this build, this
 * language, a saved query cache to show it from.
 */

// page.route does not see what a service worker answers: without one, the bundle is surely held back.
test.use({ serviceWorkers: 'block' });

const launchOnly = (page: Page, path: string, options: LaunchOptions) => page.goto(`${path}#${launchHash(options)}`);
const withoutTheBundle = (page: Page) => page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** Until the app has kept the history's look and saved the query cache it shows it from. */
async function snapshotKept(page: Page, text: string): Promise<void> {
  await expect.poll(() => stored(page, STORAGE_NAMES.screenSnapshot), { timeout: 10_000 }).toContain(text);
  await expect.poll(() => stored(page, STORAGE_NAMES.queryCache), { timeout: 10_000 }).toMatch(/^\{"buster":/);
}

/** A new document at `path` with the app's entry script held back: what shows is the HTML's alone. */
async function reopenWithoutTheBundle(page: Page, path: string, options: LaunchOptions): Promise<void> {
  await withoutTheBundle(page);
  await page.goto('about:blank');
  await launchOnly(page, path, options);
}

const historyList = (page: Page, name = 'History') => page.getByRole('list', { name });

test('a returning player sees their history, laid out as the app does, before the bundle runs', async ({ page, request, telegram }) => {
  const user = freshUser('Verlauf');
  await placeOrders(request, user, 3);
  await telegram.open('/history', { user });
  await expect(historyList(page).getByRole('listitem')).toHaveCount(3);
  const inApp = await historyList(page).getByRole('listitem').first().boundingBox();
  const firstEntry = (await historyList(page).getByRole('listitem').first().innerText()).split('\n')[0]!;
  await snapshotKept(page, 'history-item');

  await reopenWithoutTheBundle(page, '/history', { user });
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(historyList(page).getByRole('listitem')).toHaveCount(3);
  await expect(historyList(page).getByRole('listitem').first()).toContainText(firstEntry);
  // History's own CSS came with it: the entry sits where the app put it.
  expect(await historyList(page).getByRole('listitem').first().boundingBox()).toEqual(inApp);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // Nothing in it answers a tap: it is inert until the app replaces it.
  await expect(page.locator('#static-shell')).toHaveAttribute('inert', '');
  await expect(page).toHaveTitle(/History/);
});

test('the app replaces the snapshot with its own history, which works', async ({ page, request, telegram }) => {
  const user = freshUser('Abloese');
  await placeOrders(request, user, 2);
  await telegram.open('/history', { user });
  await snapshotKept(page, 'history-item');

  await page.goto('about:blank');
  await telegram.open('/history', { user });
  await expect(page.locator('#static-shell, style[data-snapshot-css]')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(historyList(page).getByRole('listitem')).toHaveCount(2);
  await historyList(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/history\/\d+$/);
});

test("a German player's snapshot is German from the first paint, right-to-left for Arabic", async ({ page, request, telegram }) => {
  const user = { ...freshUser('Deutsch'), language_code: 'de' };
  await placeOrders(request, user, 1);
  await telegram.open('/history', { user });
  await expect(historyList(page, 'Verlauf').getByRole('listitem')).toHaveCount(1);
  await snapshotKept(page, 'Verlauf');

  await reopenWithoutTheBundle(page, '/history', { user });
  await expect(page.getByRole('heading', { level: 1, name: 'Verlauf' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);

  const arabic = { ...freshUser('Arabi'), language_code: 'ar' };
  await placeOrders(request, arabic, 1);
  await page.unrouteAll();
  await page.goto('about:blank');
  await telegram.open('/history', { user: arabic });
  await expect(historyList(page, 'السجل').getByRole('listitem')).toHaveCount(1);
  await snapshotKept(page, 'السجل');
  await reopenWithoutTheBundle(page, '/history', { user: arabic });
  await expect(page.getByRole('heading', { level: 1, name: 'السجل' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('no snapshot for another player, another Telegram language, another path, or after logout', async ({ page, request, telegram }) => {
  const user = freshUser('Eigen');
  await placeOrders(request, user, 1);
  await telegram.open('/history', { user });
  await snapshotKept(page, 'history-item');

  // Another Telegram account on the same device: never the first one's orders.
  await reopenWithoutTheBundle(page, '/history', { user: freshUser('Fremd') });
  await expect(page.locator('#static-shell-template')).toHaveCount(1);
  await expect(page.locator('#static-shell')).toHaveCount(0);
  // The same player, Telegram now in German and no language picked: the app will speak German.
  await launchOnly(page, '/history', { user: { ...user, language_code: 'de' } });
  await expect(page.locator('#static-shell')).toHaveCount(0);
  await launchOnly(page, '/friends', { user });
  await expect(page.locator('#static-shell')).toHaveCount(0);

  await page.unrouteAll();
  await page.goto('about:blank');
  await telegram.open('/profile', { user });
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Yes, log out' }).click();
  await expect.poll(() => stored(page, STORAGE_NAMES.screenSnapshot)).toBeNull();
  await reopenWithoutTheBundle(page, '/history', { user });
  await expect(page.locator('#static-shell')).toHaveCount(0);
});
