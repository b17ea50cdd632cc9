import type { Page, Route } from '@playwright/test';
import { freshUser, historyPage } from './play-api';
import { persistedQueryKeys, waitForServiceWorker } from './pwa-helpers';
import { expect, test } from './telegram-host';

/**
 * Lie-fi (docs/offline.md): the device keeps its network interface, so navigator.onLine
 * stays true, but the connection carries nothing. The app must learn it is offline from what its
 * own requests do, and come back by itself once they are answered again. page.route cuts the
 * page's API calls and its /healthz probe; the service worker (and its event stream) is untouched.
 */
const CUT = /\/(api\/v1\/.*|healthz)$/;

const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Place order' });

test('requests aborted while navigator.onLine stays true: offline banner, orders wait for the network, recovery by itself', async ({ page, telegram, request }) => {
  const user = freshUser('LieFi');
  await telegram.open('/', { user });
  await expect(page.getByText('Balance: 1000.00 USDT')).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });

  await page.route(CUT, (route: Route) => route.abort('failed'));
  // The tap meets the cut connection, unless a request the app makes by itself (a refetch, the
  // seed, the stream's) met it first and the app already knows it is offline: lie-fi either way.
  const waiting = page.getByRole('button', { name: 'Placing an order needs the network' });
  await expect(async () => {
    if (await waiting.isVisible()) return;
    await placeOrderButton(page).click({ timeout: 1000 });
  }).toPass();

  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Placing an order needs the network' })).toBeDisabled();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // The connection carries traffic again: nothing is clicked, the probe finds the server.
  await page.unrouteAll();
  await expect(banner).toBeHidden();
  await expect(placeOrderButton(page)).toBeEnabled();

  // Nothing lost, nothing doubled: a tap that failed placed nothing; the next one places one order.
  await placeOrderButton(page).click();
  await expect(page.getByRole('region', { name: 'Result' })).toContainText(/You (won|lost)/);
  const history = await historyPage(request, user);
  expect(history.data).toHaveLength(1);
});

test('requests that never answer count as offline once they time out, and the app recovers by itself', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser('Hang') });
  await expect(page.getByText('Balance: 1000.00 USDT')).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });

  // Held, never answered: the app gives up after 10 s (REQUEST_TIMEOUT_MS), so wait longer than that.
  await page.route(CUT, () => {});
  await placeOrderButton(page).click();
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Placing an order needs the network' })).toBeDisabled();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(banner).toBeHidden();
  await expect(placeOrderButton(page)).toBeEnabled();
});

test('a page the service worker served offline, while navigator.onLine claims true, knows it is offline and comes back by itself', async ({ page, context, telegram }) => {
  // What Debian's Chromium 150 reports after an offline navigation that the worker served.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
  await telegram.open('/', { user: freshUser('Served') });
  await expect(page.getByText('Balance: 1000.00 USDT')).toBeVisible();
  await waitForServiceWorker(page);
  // The offline reload shows home from the saved query cache, which is written a moment after the
  // answer arrives (throttled): reloading before that finds nothing saved and says the server cannot
  // be reached, which is right for a page that never kept anything.
  await expect.poll(() => persistedQueryKeys(page)).toContain('user/me');
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Placing an order needs the network' })).toBeDisabled();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(placeOrderButton(page)).toBeEnabled();
});
