/**
 * The spec's stream rules in the real app. A 204 (the real server under SSE_ENABLED=0, on its own
 * process and port) stops reconnecting for good: neither the retry timer, nor the tabs' 45 s
 * silence fallback, nor the worker's keepalive pings open another stream; the page's clock is run
 * far ahead to prove it. A malformed message (a routed answer: the real server never sends one)
 * is skipped and the next one still toasts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SW_KEEPALIVE_MS } from '../../src/contract/event-channel';
import { SSE_PATH } from '../../src/contract/events';
import { SSE_URL, gameToast, openTab, recordStreamStates, stoppedHolders, streamsRefused } from './events-tabs';
import { freshUser } from './play-api';
import { sidePort, spawnServer } from './spawn-server';
import { expect, test } from './telegram-host';

test.setTimeout(90_000);

/** Past SILENCE_FALLBACK_MS (45 s) twice over, and dozens of retry intervals. */
const LONG_AFTER_MS = 120_000;

const PATHS = [
  { name: 'the service worker', serviceWorkers: 'allow', holder: 'sw', port: sidePort(1) },
  { name: 'the leader tab', serviceWorkers: 'block', holder: 'tab', port: sidePort(2) },
] as const;

for (const path of PATHS) {
  test.describe(`through ${path.name}`, () => {
    test.use({ serviceWorkers: path.serviceWorkers });

    test('a 204 stops the stream: no reconnect, no fallback', async ({ context, request }) => {
      const server = await spawnServer({ dataDir: mkdtempSync(join(tmpdir(), 'sendswin-e2e-204-')), port: path.port, env: { SSE_ENABLED: '0' } });
      // Every stream request the browser makes, the page's and (in Chromium) the worker's.
      let requested = 0;
      context.on('request', (r) => {
        if (r.url().includes(SSE_PATH)) requested += 1;
      });
      /** The server has answered every stream request the browser made: the count no longer lags. */
      const answered = async () => {
        await expect.poll(() => streamsRefused(request, server.url)).toBe(requested);
        return requested;
      };
      try {
        const prepare = async (page: Page) => {
          await page.clock.install();
          await recordStreamStates(page);
        };
        const tab = await openTab(context, freshUser('NoStream'), { baseUrl: server.url, prepare });
        if (path.serviceWorkers === 'allow') {
          await expect.poll(() => tab.page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
        }
        await expect.poll(() => streamsRefused(request, server.url)).toBeGreaterThan(0);
        await tab.page.clock.runFor(SW_KEEPALIVE_MS + 1000); // past a 3 s retry, and a keepalive that wakes the worker
        // The holder says its stream is over for good: its 204 came back and it will not retry.
        await expect.poll(() => stoppedHolders(tab.page), { timeout: 15_000 }).toContain(path.holder);
        const settled = await answered();
        // One request per holder: the leader; or the page before the worker claimed it, then the worker.
        expect(settled).toBeLessThanOrEqual(path.serviceWorkers === 'allow' ? 2 : 1);

        await tab.page.clock.runFor(LONG_AFTER_MS); // the page's retry, fallback and keepalive timers all fire
        if (path.serviceWorkers === 'allow') {
          // Kept on purpose: the worker's timers run on the real clock, which page.clock cannot move;
          // a (wrong) 3 s retry there shows only after real time.
          await tab.page.waitForTimeout(4000);
        }
        expect(await answered()).toBe(settled);
      } finally {
        await context.close();
        await server.stop();
      }
    });
  });
}

test.describe('a routed stream', () => {
  test.use({ serviceWorkers: 'block' });

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
    await expect(tab.page.getByRole('status', { name: 'New WIN order ID E2E-MALFORMED option Odd' })).toHaveCount(1);
  });
});
