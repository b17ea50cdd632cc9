import type { Page } from '@playwright/test';
import { expect, test } from './telegram-host';

const HISTORY_CHUNK = /\/assets\/HistoryScreen-[\w-]+\.js$/;

test("a screen's chunk is requested when its link comes into view, and not before", async ({ page, telegram }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (HISTORY_CHUNK.test(request.url())) requested.push(request.url());
  });

  // A short phone: home's History link (right under the game since the game fits a 390x844 screen)
  // starts below its fold.
  await page.setViewportSize({ width: 390, height: 568 });
  await telegram.open('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const link = page.getByRole('link', { name: 'History', exact: true });
  // Precondition: the link starts below the fold.
  const box = await link.boundingBox();
  expect(box?.y).toBeGreaterThan(568);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  const chunkRequest = page.waitForRequest(HISTORY_CHUNK);
  await link.scrollIntoViewIfNeeded();
  await chunkRequest;
  expect(requested).toHaveLength(1);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  expect(requested).toHaveLength(1); // the preloaded chunk is the one used
});

/** Resolves once the page's height holds for 300 ms. */
async function waitForSteadyHeight(page: Page): Promise<void> {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  await expect
    .poll(async () => {
      const before = await height();
      await page.waitForTimeout(300);
      return (await height()) === before;
    })
    .toBe(true);
}

test('scroll position is restored on back and forward; new screens start at the top', async ({ page, telegram }) => {
  await telegram.open('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await waitForSteadyHeight(page); // live wins, the seed and saved data arrive after the heading
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100); // let the scroll event be recorded
  const homeY = await page.evaluate(() => window.scrollY);
  expect(homeY).toBeGreaterThan(100);

  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // Back at the remembered position, or as far down as the page reaches once its data is in; within
  // a line of text, as a live row that arrives after the restoration (about 2 s) may add one.
  const reachable = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  await expect.poll(async () => (await page.evaluate(() => window.scrollY)) >= Math.min(homeY, await reachable()) - 24).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(homeY + 2);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('scroll position survives a reload', async ({ page, telegram }) => {
  await telegram.open('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  await page.waitForTimeout(100); // let the scroll event be recorded
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
});
