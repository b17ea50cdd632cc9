/**
 * No tap is lost (docs/performance.md): taps on the prerendered home, made
 * before the app's bundle has run, take effect once the app runs, as the player meant them, and
 * exactly once. The launch is a cold one at the bench's throttling (150 ms, 1.6 Mbit/s, 4x CPU,
 * through CDP); the entry script is also held back until the taps are made, so "before the bundle
 * has run" is certain, not a race.
 */
import type { Page } from '@playwright/test';
import { freshUser, historyPage } from './play-api';
import { expect, launchHash, test } from './telegram-host';

// As Telegram on iOS: no service worker, every launch downloads the bundle.
test.use({ serviceWorkers: 'block' });

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds the app's entry script until `release` is called. */
async function holdTheBundle(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a tap on a game and on Place order in the painted home, before the bundle runs, places that order exactly once', async ({ page, telegram, request }) => {
  test.setTimeout(90_000);
  const user = freshUser('Early');
  await throttle(page);
  const release = await holdTheBundle(page);
  void telegram; // the Telegram proxy is installed: this is a Telegram launch
  await page.goto(`/#${launchHash({ user })}`, { waitUntil: 'commit' });
  const shell = page.locator('#static-shell');
  await expect(shell.getByRole('button', { name: 'Place order' })).toBeVisible();

  await shell.getByRole('radiogroup', { name: 'Game' }).getByRole('radio', { name: 'Big or Small' }).click();
  await shell.getByRole('button', { name: 'Place order' }).click();
  await expect(shell).toHaveCount(1); // still the painted page: the app has not run
  release();

  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText(/You (won|lost)/, { timeout: 60_000 });
  await expect(shell).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Game' }).getByRole('radio', { name: 'Big or Small' })).toBeChecked();
  // Once: a second replay would have been sent with the first, before its result showed.
  const games = async () => ((await historyPage(request, user)).data as { game: string }[]).map((order) => order.game);
  await expect.poll(games).toEqual(['big_small']);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(1);
  expect(await games()).toEqual(['big_small']);
});

test('a tap on a link of the painted home opens that screen once the app runs', async ({ page, telegram }) => {
  test.setTimeout(90_000);
  await throttle(page);
  const release = await holdTheBundle(page);
  void telegram;
  await page.goto(`/#${launchHash({ user: freshUser('Link') })}`, { waitUntil: 'commit' });
  const shell = page.locator('#static-shell');
  await shell.getByRole('link', { name: 'Friends' }).click();
  await expect(shell).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe('/'); // no page load: the app will take it
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible({ timeout: 60_000 });
  expect(new URL(page.url()).pathname).toBe('/friends');
});
