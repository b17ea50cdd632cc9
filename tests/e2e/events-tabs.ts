/**
 * Helpers for the event-channel tests: tabs of one browser context opened as the same Telegram
 * player, which of them holds the upstream stream (seen from the requests each page makes), and
 * the server's own count of open streams from /metrics.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import type { HistoryEntry } from '../../src/contract/api-types';
import { EVENT_CHANNEL_NAME, type ChannelMessage } from '../../src/contract/event-channel';
import { placeOrder } from './play-api';
import { TelegramProxy, expect } from './telegram-host';

export const SSE_URL = '**/api/v1/notifications/sse*';
const isStream = (url: string) => url.includes('/api/v1/notifications/sse');

export interface Tab {
  page: Page;
  /** How many stream requests this page has made. */
  streams: () => number;
}

export interface OpenTabOptions {
  /** Runs on the new page before the app loads (page.clock.install, routes). */
  prepare?: (page: Page) => Promise<void>;
  /** The app's origin, e.g. a spawned server's URL; default: the config's baseURL. */
  baseUrl?: string;
}

export async function openTab(context: BrowserContext, user: InitDataUser, { prepare, baseUrl = '' }: OpenTabOptions = {}): Promise<Tab> {
  const page = await context.newPage();
  await prepare?.(page);
  let streams = 0;
  page.on('request', (request) => {
    if (isStream(request.url())) streams += 1;
  });
  const telegram = await TelegramProxy.install(page);
  await telegram.open(baseUrl ? new URL('/', baseUrl).href : '/', { user });
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  return { page, streams: () => streams };
}

/** A holder's stream state as posted on the event channel; 'unreachable': a reconnect met a dead network. */
export interface StreamState {
  holder: 'sw' | 'tab';
  state: 'open' | 'reconnecting' | 'stopped' | 'unreachable';
}

/**
 * Records, in the page, the stream states the holders post on the event channel (the tabs' and the
 * worker's relays: src/events/core/relay.ts), so a test waits for what the app saw rather than for
 * a guessed time. Call in openTab's `prepare`.
 */
export async function recordStreamStates(page: Page): Promise<void> {
  await page.addInitScript((name: string) => {
    const w = window as unknown as { __streamStates: StreamState[] };
    w.__streamStates = [];
    new BroadcastChannel(name).addEventListener('message', ({ data }: MessageEvent<ChannelMessage>) => {
      if (data?.kind === 'status') w.__streamStates.push({ holder: data.holder, state: data.state });
      if (data?.kind === 'unreachable') w.__streamStates.push({ holder: data.holder, state: 'unreachable' });
    });
  }, EVENT_CHANNEL_NAME);
}

/** The states recordStreamStates has seen, oldest first. */
export function streamStates(page: Page): Promise<StreamState[]> {
  return page.evaluate(() => (window as unknown as { __streamStates: StreamState[] }).__streamStates);
}

/** The holders ('sw', 'tab') whose stream has stopped for good (a 204 or no credentials). */
export async function stoppedHolders(page: Page): Promise<string[]> {
  return (await streamStates(page)).filter((s) => s.state === 'stopped').map((s) => s.holder);
}

/** A sample of the server's /metrics: the first line that starts with `prefix` (name and labels). */
export async function metric(request: APIRequestContext, prefix: string, baseUrl = ''): Promise<number> {
  const text = await (await request.get(`${baseUrl.replace(/\/$/, '')}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return Number(line?.split(' ').at(-1) ?? 0);
}

/** How many event streams the server holds open right now. */
export function openStreams(request: APIRequestContext, baseUrl = ''): Promise<number> {
  return metric(request, 'sse_open_streams ', baseUrl);
}

/**
 * The shared server's open streams counted from now on: the ones this test opens. A stream that a
 * test before it left open does not count (seen in whole runs only; docs/testing.md, "Known gaps").
 */
export async function streamsFromNow(request: APIRequestContext, baseUrl = ''): Promise<() => Promise<number>> {
  const before = await openStreams(request, baseUrl);
  return async () => (await openStreams(request, baseUrl)) - before;
}

/** How many times the server answered the event stream with 204 (SSE_ENABLED=0). */
export function streamsRefused(request: APIRequestContext, baseUrl = ''): Promise<number> {
  return metric(request, 'http_requests_total{method="GET",route="/api/v1/notifications/sse",status_code="204"}', baseUrl);
}

/** The toast the spec words for a game result. */
export function gameToast(page: Page, orderId: string) {
  return page.getByRole('status', { name: new RegExp(`^New (WIN|LOSS) order ID ${orderId} option Odd$`) });
}

/**
 * Each tab shows the order's toast, exactly once. The tabs are asked at the same time: a toast
 * leaves after its 4 s (toast-options.ts), and asked one tab after another on a busy machine, the
 * last tab's toast had gone before anyone looked.
 */
export async function expectToastInEveryTab(tabs: readonly Tab[], orderId: string, timeout?: number): Promise<void> {
  await Promise.all(
    tabs.map(async (tab) => {
      await expect(gameToast(tab.page, orderId)).toBeVisible({ timeout });
      await expect(gameToast(tab.page, orderId)).toHaveCount(1);
    }),
  );
}

/** An odd/even order through the API (play-api.ts), with the id its toast names. */
export async function placeGame(request: APIRequestContext, user: InitDataUser): Promise<HistoryEntry> {
  return (await placeOrder(request, user)) as HistoryEntry;
}
