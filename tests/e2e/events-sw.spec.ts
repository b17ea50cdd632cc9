/**
 * With a controlling service worker the worker holds the one stream (tabs keep it alive with
 * pings carrying their credentials) and relays it on the BroadcastChannel to every tab. Stopped
 * by the browser, it wakes at the next ping and resumes from the event id stored in IndexedDB.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { SW_KEEPALIVE_MS } from '../../src/contract/event-channel';
import { freshUser } from './play-api';
import { SSE_URL, expectToastInEveryTab, gameToast, openStreams, openTab, placeGame, type Tab } from './events-tabs';
import { TelegramProxy, expect, launchHash, test } from './telegram-host';

test.setTimeout(120_000);

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/**
 * The first tab installs the worker; the worker claims it (sw/update.ts), then it serves the rest.
 * `ownClock`: each tab runs on Playwright's clock, so a test runs a tab's keepalive ping ahead
 * (`wakeWorker`) instead of waiting up to SW_KEEPALIVE_MS for it; the worker keeps the real clock.
 */
async function openControlledTabs(context: BrowserContext, count: number, user = freshUser('Worker'), ownClock = false): Promise<Tab[]> {
  const prepare = ownClock ? (page: Page) => page.clock.install() : undefined;
  const first = await openTab(context, user, { prepare });
  await expect.poll(() => controlled(first.page), { timeout: 15_000 }).toBe(true);
  const tabs = [first];
  while (tabs.length < count) tabs.push(await openTab(context, user, { prepare }));
  for (const tab of tabs) expect(await controlled(tab.page)).toBe(true);
  return tabs;
}

/**
 * The tab's next keepalive, now: the ping that wakes a stopped worker (src/events/worker-keepalive.ts).
 * Less than SILENCE_FALLBACK_MS, so the tab does not give up on the worker and stream itself.
 */
const wakeWorker = (tab: Tab) => tab.page.clock.runFor(SW_KEEPALIVE_MS);

test('the service worker holds one stream for five tabs, and an order toasts in all of them', async ({ context, request }) => {
  const user = freshUser('Worker');
  const tabs = await openControlledTabs(context, 5, user);
  const pageStreams = () => tabs.reduce((sum, tab) => sum + tab.streams(), 0);
  await expect.poll(() => openStreams(request), { timeout: 15_000 }).toBe(1);
  // The later tabs never asked for the stream (the first may have, before the worker claimed it).
  expect(tabs.slice(1).every((tab) => tab.streams() === 0)).toBe(true);
  const before = pageStreams();

  const order = await placeGame(request, user);
  await expectToastInEveryTab(tabs, order.orderId);
  expect(await openStreams(request)).toBe(1);
  expect(pageStreams()).toBe(before);
});

test('a tab the worker does not control waits for the worker\'s stream instead of opening a second one, and hears it', async ({ context, request }) => {
  const user = freshUser('Handover');
  const [first] = await openControlledTabs(context, 1, user);
  if (!first) throw new Error('no tab');
  await expect.poll(() => openStreams(request), { timeout: 15_000 }).toBe(1);
  // A page the worker does not control (as one loaded while the first worker was activating, or
  // after a hard reload): it has no worker to ping and has heard none yet, so it stands for election.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await TelegramProxy.install(page);
  await page.goto(`/#${launchHash({ user })}`);
  await expect(page.locator('#static-shell')).toHaveCount(0);
  expect(await controlled(page)).toBe(false);
  // The server's count every 50 ms for 5 s: the worker's heartbeat may be 15 s away, so a second
  // stream opened by the page would still be open.
  const counts: number[] = [];
  for (const until = Date.now() + 5000; Date.now() < until; ) {
    counts.push(await openStreams(request));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(Math.max(...counts)).toBe(1);

  const order = await placeGame(request, user);
  await expect(gameToast(page, order.orderId)).toBeVisible();
  await expect(gameToast(first.page, order.orderId)).toBeVisible();
});

test('a stopped worker wakes at the next ping and delivers what was placed meanwhile', async ({ context, request }) => {
  const user = freshUser('Stopped');
  const [tab] = await openControlledTabs(context, 1, user, true);
  if (!tab) throw new Error('no tab');
  await expect.poll(() => openStreams(request), { timeout: 15_000 }).toBe(1);
  const first = await placeGame(request, user); // its id is the one stored for the resume
  await expect(gameToast(tab.page, first.orderId)).toBeVisible();
  const pageStreamsBefore = tab.streams();

  const cdp = await context.newCDPSession(tab.page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => openStreams(request)).toBe(0);

  const missed = await placeGame(request, user); // while nobody streams
  // The tab's next keepalive wakes the worker, which resumes with Last-Event-ID.
  await wakeWorker(tab);
  await expect(gameToast(tab.page, missed.orderId)).toBeVisible({ timeout: 40_000 });
  await expect.poll(() => openStreams(request)).toBe(1);
  expect(tab.streams()).toBe(pageStreamsBefore); // the worker did, not a fallback in the page
});

test("context.route answers the worker's own request: a malformed message is skipped there too", async ({ context, request }) => {
  const [tab] = await openControlledTabs(context, 1, freshUser('Worker'), true);
  if (!tab) throw new Error('no tab');
  await expect.poll(() => openStreams(request), { timeout: 15_000 }).toBe(1);
  const pageStreamsBefore = tab.streams();

  const valid = JSON.stringify({ type: 'new_game', data: { result: 'win', orderId: 'E2E-SW-MALFORMED', option: 'odd' } });
  let routed = 0;
  await context.route(SSE_URL, (route) => {
    routed += 1;
    return route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: `retry: 3000\n\ndata: {not json\n\nid: 1\ndata: {"type":"mystery","data":{}}\n\nid: 2\ndata: ${valid}\n\n`,
    });
  });
  // A fresh worker opens a fresh request, which the route answers (Chromium routes worker requests).
  const cdp = await context.newCDPSession(tab.page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => openStreams(request)).toBe(0);
  await wakeWorker(tab);

  await expect(gameToast(tab.page, 'E2E-SW-MALFORMED')).toBeVisible({ timeout: 40_000 });
  await expect(tab.page.getByRole('status', { name: 'New WIN order ID E2E-SW-MALFORMED option Odd' })).toHaveCount(1);
  expect(routed).toBeGreaterThan(0);
  expect(tab.streams()).toBe(pageStreamsBefore);
});
