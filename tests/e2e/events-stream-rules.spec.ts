/**
 * The stream rules against a routed answer (the real server only sends 204 under SSE_ENABLED=0,
 * and never a malformed message): 204 stops reconnecting; a garbage message is skipped and the
 * next one still toasts.
 */
import { SSE_URL, gameToast, openTab } from './events-tabs';
import { freshUser } from './play-api';
import { expect, test } from './telegram-host';

test.use({ serviceWorkers: 'block' });

test('a 204 stops the stream: no reconnect', async ({ context }) => {
  let requests = 0;
  await context.route(SSE_URL, (route) => {
    requests += 1;
    return route.fulfill({ status: 204 });
  });
  const tab = await openTab(context, freshUser('NoStream'));
  await expect.poll(() => requests).toBe(1);
  await tab.page.waitForTimeout(7000);
  expect(requests).toBe(1);
});

test('a malformed message is skipped and the next one is delivered', async ({ context }) => {
  const valid = JSON.stringify({ type: 'new_game', data: { result: 'win', orderId: 'E2E-MALFORMED', option: 'odd' } });
  await context.route(SSE_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: `retry: 3000\n\ndata: {not json\n\nid: 1\ndata: {"type":"mystery","data":{}}\n\nid: 2\ndata: ${valid}\n\n`,
    }),
  );
  const tab = await openTab(context, freshUser('Malformed'));
  await expect(gameToast(tab.page, 'E2E-MALFORMED')).toBeVisible();
  await expect(tab.page.getByText('New WIN order ID E2E-MALFORMED option Odd')).toHaveCount(1);
});
