import { expect, test } from './telegram-host';

const HISTORY_CHUNK = /\/assets\/HistoryScreen-[\w-]+\.js$/;
const AFTER_RELOAD_MS = 20_000;

test("a screen that fails to load shows the route error screen; 'try again!' reloads", async ({ page, telegram }) => {
  // A chunk that cannot be fetched (offline, or removed by a deploy) is the real-world route error.
  await page.route(HISTORY_CHUNK, (route) => route.abort('failed'));
  page.on('console', () => {}); // the failed import is logged; that is expected here

  await telegram.open('/history');
  // A chunk that fails while online first reloads the tab once (src/lib/stale-chunk-reload.ts), so
  // the error screen comes after a second load: allow for both on a busy machine.
  await expect(page.getByRole('heading', { name: 'Something went wrong', exact: true })).toBeVisible({ timeout: AFTER_RELOAD_MS });
  const retry = page.getByRole('button', { name: 'try again!' });
  await expect(retry).toBeVisible();
  // The bottom bar stays usable around the error.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.unroute(HISTORY_CHUNK);
  const reloaded = page.waitForEvent('load');
  await retry.click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page).toHaveURL('/history');
});

test('leaving a failed screen through the bottom bar clears the error', async ({ page, telegram }) => {
  await page.route(HISTORY_CHUNK, (route) => route.abort('failed'));
  await telegram.open('/history');
  await expect(page.getByRole('button', { name: 'try again!' })).toBeVisible({ timeout: AFTER_RELOAD_MS });
  await page.getByRole('link', { name: 'Friends' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
});
