/**
 * Section 3, events: 5 tabs of one browser open as one player; the server's own count of open
 * streams (/metrics) says how many upstream streams they hold; then orders placed through the API,
 * and for each, the time from the POST's answer (the order is committed) to its toast in each tab.
 * The reference is the same event on a bare stream the bench reads itself, so the ratio is what
 * the app adds between the wire and the screen.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { InitDataUser } from '../server/auth/sign-init-data';
import { SSE_PATH } from '../src/contract/events';
import { authHeader, launchHash, ODD } from '../server/dev/scripted-player';
import { freshContext, injectInPage } from './browser';
import { notAvailable, verdict, type Row } from './report';
import { ms, percentile, ratio, ratioOf } from './stats';
import { seededPlayer } from './seed';

const TABS = 5;
const TOAST_TIMEOUT_MS = 5000;
const SETTLE_TIMEOUT_MS = 8000;

export interface EventsSetup {
  browser: Browser;
  base: string;
  orders: number;
}

export async function openStreamGauge(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^sse_open_streams(?:\{[^}]*\})? (\S+)$/m.exec(text)?.[1] ?? Number.NaN);
}

/** Polls the gauge until it has held one value for 2 s (the tabs elect a leader or the SW opens its stream). */
async function settledStreams(base: string, baseline: number): Promise<number> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let last = Number.NaN;
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = (await openStreamGauge(base)) - baseline;
    if (now !== last) [last, since] = [now, Date.now()];
    else if (now > 0 && Date.now() - since >= 2000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

/** The reference: a raw stream read by stream-reader.ts; maps each order id to its arrival time. */
async function bareStream(base: string, user: InitDataUser) {
  const arrivals = new Map<string, number>();
  const child = fork(join(import.meta.dirname, 'stream-reader.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, READER_PORT: new URL(base).port, READER_AUTHORIZATION: authHeader(user) },
  });
  const close = () => child.connected && child.disconnect();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the reference stream did not open within 20 s')), 20_000);
    child.on('message', (message: { kind: string; orderId?: string; at?: number; message?: string }) => {
      if (message.kind === 'event') arrivals.set(message.orderId!, message.at!);
      if (message.kind === 'error') reject(new Error(`reference stream: ${message.message}`));
      if (message.kind !== 'open') return;
      clearTimeout(timer);
      resolve();
    });
  }).catch((error: unknown) => {
    close();
    throw error;
  });
  return { arrivals, close };
}

async function placeOrder(base: string, user: InitDataUser): Promise<{ orderId: string; committedAt: number }> {
  const response = await fetch(`${base}/api/v1/game/orders`, {
    method: 'POST',
    headers: { authorization: authHeader(user), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(ODD),
  });
  const committedAt = Date.now();
  if (!response.ok) throw new Error(`order failed: ${response.status} ${await response.text()}`);
  return { orderId: ((await response.json()) as { data: { orderId: string } }).data.orderId, committedAt };
}

/**
 * When each tab showed the order's toast (undefined: not within the timeout). The pages poll for
 * it themselves, so this process stays idle and the bare stream's arrival times stay exact.
 */
function toastTimes(pages: Page[], orderId: string): Promise<(number | undefined)[]> {
  const shown = (id: string) => (window as unknown as { __benchToasts: Record<string, number> }).__benchToasts[id];
  return Promise.all(
    pages.map((page) =>
      page
        .waitForFunction(shown, orderId, { timeout: TOAST_TIMEOUT_MS, polling: 50 })
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => undefined),
    ),
  );
}

/**
 * Closes the game toasts with their close button (clicked in the page: input events to background
 * tabs wait for frames that do not come), so a cap on visible toasts never queues the next one.
 */
async function dismissToasts(pages: Page[]): Promise<void> {
  await Promise.all(
    pages.map((page) =>
      page.evaluate(() => {
        for (const toast of document.querySelectorAll('[role="status"], [role="alert"]')) {
          if (toast.textContent?.trimStart().startsWith('New ')) toast.querySelector('button')?.click();
        }
      }),
    ),
  );
}

export async function measureEvents(setup: EventsSetup): Promise<{ rows: Row[]; details: unknown }> {
  const section = 'Events';
  const user = await seededPlayer(setup.base, 1, 'Tabs');
  const baseline = await openStreamGauge(setup.base);
  const context = await freshContext(setup.browser);
  try {
    await injectInPage(context, 'benchToasts');
    // Who opened stream requests (a service worker's requests come with their worker): for the figure.
    const opened = { worker: 0, tabs: 0 };
    context.on('request', (request) => {
      if (request.url().includes(SSE_PATH)) opened[request.serviceWorker() ? 'worker' : 'tabs'] += 1;
    });
    const pages: Page[] = [];
    for (let tab = 0; tab < TABS; tab += 1) {
      const page = await context.newPage();
      await page.goto(`${setup.base}/#${launchHash({ user })}`);
      await page.getByRole('button', { name: 'Place order' }).waitFor({ timeout: 30_000 });
      pages.push(page);
    }
    const tabsOpen = Date.now();
    console.log(`  events: ${TABS} tabs open`);
    const streams = await settledStreams(setup.base, baseline);
    console.log(`  events: ${streams} upstream streams after ${((Date.now() - tabsOpen) / 1000).toFixed(1)} s`);
    const bare = await bareStream(setup.base, user);
    // Per toast: from the POST's answer (committed), and from the event's arrival on the raw stream.
    const latencies: number[] = [];
    const fromWire: number[] = [];
    const bareLatencies: number[] = [];
    let missing = 0;
    for (let order = 0; order < setup.orders; order += 1) {
      const { orderId, committedAt } = await placeOrder(setup.base, user);
      const times = await toastTimes(pages, orderId);
      const arrived = bare.arrivals.get(orderId);
      if (arrived !== undefined) bareLatencies.push(arrived - committedAt);
      for (const at of times) {
        if (at === undefined) missing += 1;
        else latencies.push(at - committedAt);
        if (at !== undefined && arrived !== undefined) fromWire.push(at - arrived);
      }
      if (order === 0 && latencies.length === 0) break; // no toast at all: the feature is not there
      await dismissToasts(pages);
    }
    const streamsAtEnd = (await openStreamGauge(setup.base)) - baseline - 1; // less the raw stream
    bare.close();
    console.log(`  events: ${latencies.length} toasts for ${setup.orders} orders in ${((Date.now() - tabsOpen) / 1000).toFixed(1)} s`);

    const streamMetric = `upstream streams for ${TABS} tabs (sse_open_streams)`;
    const rows: Row[] = [
      streams > 0
        ? { section, metric: streamMetric, figure: `${streams} (${streamsAtEnd} at the end; requests by the worker ${opened.worker}, by tabs ${opened.tabs})`, reference: `${TABS} (one per tab, a naive build)`, ratio: ratio(streams / TABS), bar: '= 1', status: verdict(streams === 1 && streamsAtEnd <= 1) }
        : notAvailable(section, streamMetric, '= 1', 'feature missing: the app opened no event stream'),
    ];
    const toastMetric = 'order committed to toast in each tab, p95';
    if (latencies.length === 0) {
      rows.push(notAvailable(section, toastMetric, '<= 250 ms', 'feature missing: no toast "New WIN|LOSS order ID ..." appeared'));
    } else {
      const [p50, p95, bareP50, bareP95] = [percentile(latencies, 50), percentile(latencies, 95), percentile(bareLatencies, 50), percentile(bareLatencies, 95)];
      const samples = `${latencies.length} toasts${missing ? `, ${missing} missing` : ''}`;
      rows.push(
        { section, metric: toastMetric, figure: `${ms(p95)} (${samples})`, reference: `${ms(bareP95)} raw stream`, ratio: ratioOf(p95, bareP95), bar: '<= 250 ms', status: verdict(p95 <= 250 && missing === 0) },
        { section, metric: 'order committed to toast in each tab, p50', figure: ms(p50), reference: `${ms(bareP50)} raw stream`, ratio: ratioOf(p50, bareP50), bar: '-', status: 'info' },
        { section, metric: 'event on the raw stream to toast, p95 (what the app adds)', figure: ms(percentile(fromWire, 95)), reference: '-', ratio: '-', bar: '-', status: 'info' },
      );
    }
    return { rows, details: { tabs: TABS, streams, streamsAtEnd, opened, latencies, bareLatencies, fromWire, missing } };
  } finally {
    await context.close();
  }
}
