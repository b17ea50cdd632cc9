/**
 * The back office stays out of the player's way (docs/back-office.md): the player's page loads
 * nothing of it, the service worker precaches nothing of it, and a navigation to /admin in a
 * browser the worker controls reaches the server (the back office's page), never the player's
 * precached app shell.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginInBrowser } from './login-widget';
import { waitForServiceWorker } from './pwa-helpers';

/** The URLs the worker precaches: the manifest the build injected into sw.js. */
async function precachedUrls(request: APIRequestContext): Promise<string[]> {
  const worker = await (await request.get('/sw.js')).text();
  return [...worker.matchAll(/\burl:\s*"([^"]+)"|"url":"([^"]+)"/g)].map((match) => match[1] ?? match[2] ?? '');
}

test('the service worker precaches nothing of the back office, and the player’s page loads none of it', async ({ page, request }) => {
  const precached = await precachedUrls(request);
  expect(precached.length).toBeGreaterThan(10);
  expect(precached.filter((url) => url.startsWith('admin/') || url.startsWith('/admin'))).toEqual([]);

  const playerFiles: string[] = [];
  page.on('request', (r) => void playerFiles.push(new URL(r.url()).pathname));
  await loginInBrowser(page);
  expect(playerFiles.filter((path) => path.startsWith('/admin'))).toEqual([]);

  // Every file the back office loads of its own (under /admin/) is one the worker never stored.
  const adminFiles: string[] = [];
  const admin = await page.context().newPage();
  admin.on('request', (r) => void adminFiles.push(new URL(r.url()).pathname));
  await admin.goto('/admin/');
  await expect(admin.getByRole('heading', { level: 1, name: 'Operator login' })).toBeVisible();
  const own = adminFiles.filter((path) => path.startsWith('/admin/assets/'));
  expect(own.length).toBeGreaterThan(0);
  for (const path of own) expect(precached).not.toContain(path.slice(1));
});

test('with the worker in control, a navigation to /admin gets the back office from the server, not the player’s app', async ({ page }) => {
  await loginInBrowser(page);
  await waitForServiceWorker(page);
  await page.goto('/admin/withdrawals');
  await expect(page).toHaveTitle('SendsWin back office');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator login' })).toBeVisible();
  // The worker did not answer it: the document came over the network.
  const servedBy = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.workerStart ?? -1);
  const fromNetwork = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.transferSize ?? 0);
  expect(servedBy).toBeGreaterThanOrEqual(0); // a worker controls this origin
  expect(fromNetwork).toBeGreaterThan(0);
});
