import type { Page } from '@playwright/test';
import { freshUser } from './play-api';
import { expect, launchHash, test, type LaunchOptions } from './telegram-host';

/**
 * Issue 16's static shell (docs/performance.md): home prerendered into index.html, shown by
 * src/app/static-shell/show/ before the app's bundle runs, and replaced by the app.
 */

// page.route does not see what a service worker answers: without one, the bundle is surely held back.
test.use({ serviceWorkers: 'block' });

/** A Telegram launch (the `telegram` fixture's proxy installed) that does not wait for the app (telegram.open waits until it replaced the shell). */
const launchOnly = (page: Page, path: string, options: LaunchOptions) => page.goto(`${path}#${launchHash(options)}`);

/** Holds back the app's entry script: what shows then is what the HTML alone paints. */
const withoutTheBundle = (page: Page) => page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());

test('an English Telegram launch paints home from the HTML alone, before the bundle runs', async ({ page, telegram: _proxy }) => {
  await withoutTheBundle(page);
  await launchOnly(page, '/', { user: freshUser('Schale') });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
  // Its taps wait for the app (shell-taps.spec.ts), so it is not inert.
  await expect(page.locator('#static-shell')).not.toHaveAttribute('inert');
});

test('the app replaces the shell: one home, one bottom bar, and it works', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser('Ersatz') });
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(page.locator('#static-shell')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /win|loss|won|lost/i }).first()).toBeVisible();
});

test('a returning player who dismissed the how-to gets the shell without it', async ({ page, telegram }) => {
  const user = freshUser('Wieder');
  await telegram.open('/', { user });
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('heading', { name: 'How to play' })).toHaveCount(0);

  await withoutTheBundle(page);
  await page.goto('about:blank'); // a new document: from `/`, a launch hash alone would not reload
  await launchOnly(page, '/', { user });
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to play' })).toHaveCount(0);
});

test('no shell where the app may show something else: another game, a first start on Telegram 9.0+, another path', async ({ page, telegram }) => {
  const user = freshUser('Anders');
  await withoutTheBundle(page);
  // 9.0+ may bring the settings back from DeviceStorage: the shell could be the wrong language.
  await launchOnly(page, '/', { user, version: '9.1' });
  await expect(page.locator('#static-shell-template')).toHaveCount(1);
  await expect(page.locator('#static-shell')).toHaveCount(0);
  await launchOnly(page, '/history', { user });
  await expect(page.locator('#static-shell')).toHaveCount(0);

  await page.unrouteAll();
  await telegram.open('/', { user });
  await page.getByRole('radio', { name: 'Lottery' }).check();
  await withoutTheBundle(page);
  await page.goto('about:blank');
  await launchOnly(page, '/', { user });
  await expect(page.locator('#static-shell-template')).toHaveCount(1);
  await expect(page.locator('#static-shell')).toHaveCount(0);
});
