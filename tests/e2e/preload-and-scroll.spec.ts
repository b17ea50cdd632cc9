import type { Page } from '@playwright/test';
import { freshUser } from './play-api';
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

/** Resolves once home's late parts are in: no placeholder (live wins, the seed commitment) is left. */
async function waitForHomeData(page: Page): Promise<void> {
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

/** Scrolls to `y` and resolves once the scroll event has been dispatched (the app records it then). */
async function scrollAndRecord(page: Page, y: number | 'bottom'): Promise<void> {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve, reject) => {
        const target = to === 'bottom' ? document.documentElement.scrollHeight : to;
        if (Math.abs(window.scrollY - Math.min(target, document.documentElement.scrollHeight - window.innerHeight)) < 1) {
          reject(new Error(`already at ${window.scrollY}: no scroll event would come`));
          return;
        }
        // The app's listener was added first, so it has run when this one does.
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, target);
      }),
    y,
  );
}

test('scroll position is restored on back and forward; new screens start at the top', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser('Scroll') });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await waitForHomeData(page); // live wins and the seed arrive after the heading
  await scrollAndRecord(page, 'bottom');
  // The position to come back to is the one at the tap. When live wins fill the database (as the
  // tests before this one leave it), home's bottom lies below the History link, and reaching the
  // link scrolls back up: a real scroll the app rightly remembers.
  const history = page.getByRole('link', { name: 'History', exact: true });
  await history.scrollIntoViewIfNeeded();
  const homeY = await page.evaluate(() => window.scrollY);
  expect(homeY).toBeGreaterThan(100);

  await history.click();
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
  await scrollAndRecord(page, 150);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
});
