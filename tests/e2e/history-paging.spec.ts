import type { Page } from '@playwright/test';
import { freshUser, placeOrders } from './play-api';
import { expect, test, type TelegramProxy } from './telegram-host';

/** Records which history pages the app asks for. */
function recordPages(page: Page): number[] {
  const pages: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/game/history') pages.push(Number(url.searchParams.get('page')));
  });
  return pages;
}

async function openHistory(page: Page, telegram: TelegramProxy, user: ReturnType<typeof freshUser>) {
  await telegram.open('/history', { user });
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  return page.getByRole('list', { name: 'History' }).getByRole('listitem');
}

/** Scrolls to the end until the list says it is complete. */
async function scrollToEnd(page: Page) {
  const end = page.getByText('That is all of your recent history.');
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('first load asks for 2 pages, scrolling loads the rest, and it stops at hasNext false', async ({ page, telegram, request }) => {
  const user = freshUser();
  await placeOrders(request, user, 45);
  const pages = recordPages(page);
  const items = await openHistory(page, telegram, user);
  await expect(items).toHaveCount(40);
  expect([...new Set(pages)]).toEqual([1, 2]);

  await scrollToEnd(page);
  await expect(items).toHaveCount(45);
  await page.waitForLoadState('networkidle');
  expect(new Set(pages)).toEqual(new Set([1, 2, 3]));
});

test('30 orders are 2 pages: no request for page 3', async ({ page, telegram, request }) => {
  const user = freshUser();
  await placeOrders(request, user, 30);
  const pages = recordPages(page);
  const items = await openHistory(page, telegram, user);
  await expect(items).toHaveCount(30);
  await expect(page.getByText('That is all of your recent history.')).toBeVisible();
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  expect(new Set(pages)).toEqual(new Set([1, 2]));
});

test('never more than 5 pages: 105 orders show exactly 100 and page 6 is never asked for', async ({ page, telegram, request }) => {
  // The per-player rate limit (60 a minute) makes the setup wait out one window.
  test.setTimeout(150_000);
  const user = freshUser();
  await placeOrders(request, user, 105);
  const pages = recordPages(page);
  const items = await openHistory(page, telegram, user);
  await expect(items).toHaveCount(40);
  await scrollToEnd(page);
  await expect(items).toHaveCount(100);
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  expect(Math.max(...pages)).toBe(5);
  expect(pages).not.toContain(6);
});
