import { freshUser, placeOrder } from './play-api';
import { persistedQueryKeys, waitForServiceWorker } from './pwa-helpers';
import { expect, test } from './telegram-host';

test('after one online visit, /, /history and /profile/edit reload offline with the saved data', async ({ page, context, telegram, request }) => {
  const user = freshUser('Offline');
  await placeOrder(request, user);

  // Online: home (balance, live wins), then history (the order), as a player would.
  await telegram.open('/', { user });
  const balance = page.getByText(/^Balance: .+ USDT$/);
  await expect(balance).toBeVisible();
  const balanceText = await balance.textContent();
  await page.getByRole('link', { name: 'History' }).first().click();
  const entries = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  const entryText = await entries.first().textContent();
  await waitForServiceWorker(page);
  await expect.poll(() => persistedQueryKeys(page)).toEqual(expect.arrayContaining(['user/me', 'game/history', 'game/live-wins']));

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  // Offline, the API calls wait for the network instead of failing (and ending in error screens).
  const failedApiCalls: string[] = [];
  page.on('requestfailed', (failed) => {
    if (new URL(failed.url()).pathname.startsWith('/api/')) failedApiCalls.push(failed.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByText(balanceText ?? '', { exact: true })).toBeVisible(); // me, from the saved cache
  // Orders need the network, and the button says so instead of failing.
  await expect(page.getByRole('button', { name: 'Placing an order needs the network' })).toBeDisabled();

  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveText(entryText ?? '');

  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(banner).toBeVisible();
  expect(failedApiCalls).toEqual([]);

  // Back online: the banner goes and the order button comes back, with no reload.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
});

test('API calls and the event stream go to the network, never through the service worker', async ({ page, telegram }) => {
  await telegram.open('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await waitForServiceWorker(page);

  const api: { path: string; viaWorker: boolean }[] = [];
  let documentViaWorker: boolean | null = null;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) api.push({ path: url.pathname, viaWorker: response.fromServiceWorker() });
    if (response.request().resourceType() === 'document') documentViaWorker = response.fromServiceWorker();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect.poll(() => api.length).toBeGreaterThan(0);
  // The stream too: asked from the page, it must reach the server (which needs credentials: 401).
  const sse = await page.evaluate(async () => (await fetch('/api/v1/notifications/sse')).status);
  expect(sse).toBe(401);
  expect(api.filter((call) => call.viaWorker)).toEqual([]);
  expect(api.map((call) => call.path)).toContain('/api/v1/notifications/sse');
  expect(documentViaWorker).toBe(true); // the page itself did come from the precache
});

test('offline with nothing saved (a new build drops the saved cache), the app says so and comes back by itself', async ({ page, context, telegram }) => {
  await telegram.open('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  // Cleared as the next document starts, before the app runs: cleared from this page, the
  // persister's flush as the page unloads could write the cache back.
  await page.addInitScript(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The server cannot be reached' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
});
