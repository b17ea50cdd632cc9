/**
 * Section 3, events: 5 tabs of one browser open as one player; the server's own count of open
 * streams (/metrics) says how many upstream streams they hold; then orders placed through the API,
 * and for each, the time from the POST's answer (the order is committed) to its toast in each tab.
 * The reference is the same event on a bare stream the bench reads itself, so the ratio is what
 * the app adds between the wire and the screen.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { InitDataUser } from '../server/auth/sign-init-data';
import { SSE_PATH } from '../src/contract/events';
import { authHeader, ODD } from '../tests/e2e/play-api';
import { launchHash } from '../tests/e2e/telegram-host';
import { freshContext, injectInPage } from './browser';
import { notAvailable, verdict, type Row } from './report';
import { ms, percentile, ratio } from './stats';
import { seededPlayer } from './seed';

const TABS = 5;
const TOAST_TIMEOUT_MS = 5000;
const SETTLE_TIMEOUT_MS = 12_000;

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

/** The reference: a stream read by the bench itself; resolves each order id to its arrival time. */
function bareStream(base: string, user: InitDataUser) {
  const arrivals = new Map<string, number>();
  const abort = new AbortController();
  const done = (async () => {
    const response = await fetch(`${base}${SSE_PATH}`, { headers: { authorization: authHeader(user) }, signal: abort.signal });
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      const at = Date.now();
      buffered += decoder.decode(chunk, { stream: true });
      for (const match of buffered.matchAll(/"orderId":"([^"]+)"/g)) if (!arrivals.has(match[1]!)) arrivals.set(match[1]!, at);
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
    }
  })().catch(() => {});
  return { arrivals, close: () => (abort.abort(), done) };
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

/** When each tab showed the order's toast (undefined: not within the timeout). */
async function toastTimes(pages: Page[], orderId: string): Promise<(number | undefined)[]> {
  const deadline = Date.now() + TOAST_TIMEOUT_MS;
  let times: (number | undefined)[] = [];
  while (Date.now() < deadline) {
    times = await Promise.all(pages.map((page) => page.evaluate((id) => (window as unknown as { __benchToasts: Record<string, number> }).__benchToasts[id], orderId)));
    if (times.every((t) => t !== undefined)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

/** Swipes the toasts away (best effort), so a toast limit never queues the next order's toast. */
async function dismissToasts(pages: Page[]): Promise<void> {
  for (const page of pages) {
    for (const toast of await page.getByText(/^New (WIN|LOSS) order ID/).all()) {
      const box = await toast.boundingBox({ timeout: 500 }).catch(() => null);
      if (!box) continue;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 100, y, { steps: 4 });
      await page.mouse.up();
    }
  }
}

export async function measureEvents(setup: EventsSetup): Promise<{ rows: Row[]; details: unknown }> {
  const section = 'Events';
  const user = await seededPlayer(setup.base, 1, 'Tabs');
  const baseline = await openStreamGauge(setup.base);
  const context = await freshContext(setup.browser);
  try {
    await injectInPage(context, 'benchToasts');
    const pages: Page[] = [];
    for (let tab = 0; tab < TABS; tab += 1) {
      const page = await context.newPage();
      await page.goto(`${setup.base}/#${launchHash({ user })}`);
      await page.getByRole('button', { name: 'Place order' }).waitFor({ timeout: 30_000 });
      pages.push(page);
    }
    const streams = await settledStreams(setup.base, baseline);
    const bare = bareStream(setup.base, user);
    const latencies: number[] = [];
    const bareLatencies: number[] = [];
    let missing = 0;
    for (let order = 0; order < setup.orders; order += 1) {
      const { orderId, committedAt } = await placeOrder(setup.base, user);
      const times = await toastTimes(pages, orderId);
      const arrived = bare.arrivals.get(orderId);
      if (arrived !== undefined) bareLatencies.push(arrived - committedAt);
      for (const at of times) if (at === undefined) missing += 1;
      else latencies.push(at - committedAt);
      if (order === 0 && latencies.length === 0) break; // no toast at all: the feature is not there
      await dismissToasts(pages);
    }
    await bare.close();
    const streamsAtEnd = (await openStreamGauge(setup.base)) - baseline;

    const streamMetric = `upstream streams for ${TABS} tabs (sse_open_streams)`;
    const rows: Row[] = [
      streams > 0
        ? { section, metric: streamMetric, figure: `${streams} (${streamsAtEnd} at the end)`, reference: `${TABS} (one per tab, a naive build)`, ratio: ratio(streams / TABS), bar: '= 1', status: verdict(streams === 1 && streamsAtEnd <= 1) }
        : notAvailable(section, streamMetric, '= 1', 'feature missing: the app opened no event stream'),
    ];
    const toastMetric = 'order committed to toast in each tab, p95';
    if (latencies.length === 0) {
      rows.push(notAvailable(section, toastMetric, '<= 250 ms', 'feature missing: no toast "New WIN|LOSS order ID ..." appeared'));
    } else {
      const p95 = percentile(latencies, 95);
      const bareP95 = percentile(bareLatencies, 95);
      const samples = `${latencies.length} toasts${missing ? `, ${missing} missing` : ''}`;
      rows.push(
        { section, metric: toastMetric, figure: `${ms(p95)} (${samples})`, reference: `${ms(bareP95)} bare stream`, ratio: ratio(p95 / bareP95), bar: '<= 250 ms', status: verdict(p95 <= 250 && missing === 0) },
        { section, metric: 'order committed to toast in each tab, p50', figure: ms(percentile(latencies, 50)), reference: `${ms(percentile(bareLatencies, 50))} bare stream`, ratio: ratio(percentile(latencies, 50) / percentile(bareLatencies, 50)), bar: '-', status: 'info' },
      );
    }
    return { rows, details: { tabs: TABS, streams, streamsAtEnd, latencies, bareLatencies, missing } };
  } finally {
    await context.close();
  }
}
