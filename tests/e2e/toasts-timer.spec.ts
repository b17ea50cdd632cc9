/**
 * Toasts in the real app: a game toast lasts 60 s, but not while hovered (page.clock
 * fast-forwards), and a swipe dismisses it. The event comes from a routed stream so the test
 * does not depend on the server's timing.
 */
import type { BrowserContext } from '@playwright/test';
import { SSE_URL, gameToast, openTab } from './events-tabs';
import { freshUser } from './play-api';
import { expect, test } from './telegram-host';

test.use({ serviceWorkers: 'block' });

async function streamOneGame(context: BrowserContext, orderId: string) {
  const data = JSON.stringify({ type: 'new_game', data: { result: 'loss', orderId, option: 'odd' } });
  await context.route(SSE_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: `id: 1\ndata: ${data}\n\n` }),
  );
}

test('a toast stays while hovered, then hides 60 s after it appeared', async ({ context }) => {
  await streamOneGame(context, 'E2E-HOVER');
  const { page } = await openTab(context, freshUser('Hover'), { prepare: (p) => p.clock.install() });
  const toast = gameToast(page, 'E2E-HOVER');
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.clock.runFor(61_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 700); // off the toast: the timer resumes with what was left
  await page.clock.runFor(61_000);
  await expect(toast).toBeHidden();
});

test('a swipe of 60 px dismisses a toast', async ({ context }) => {
  await streamOneGame(context, 'E2E-SWIPE');
  const { page } = await openTab(context, freshUser('Swipe'));
  const toast = gameToast(page, 'E2E-SWIPE');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  if (!box) throw new Error('toast has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, y, { steps: 6 });
  await page.mouse.up();
  await expect(toast).toBeHidden();
});
