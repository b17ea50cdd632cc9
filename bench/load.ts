/**
 * Section 2, load: in throttled Chromium (browser.ts), each run in a fresh profile,
 * (a) cold load of `/` as a Telegram launch of a seeded player until home's content shows, beside
 *     the one-div React page's first contentful paint;
 * (b) repeat load of /history offline, from the service worker and the persisted query cache,
 *     until a history entry shows, beside the reference's repeat load (online from the HTTP cache:
 *     it has no service worker to go offline with).
 * App and reference runs alternate so that noise from other processes falls on both.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import type { InitDataUser } from '../server/auth/sign-init-data';
import { launchHash } from '../server/dev/scripted-player';
import { freshContext, installProbe, readLongTasks, readProbe, throttle, THROTTLING_LABEL, type Awaited, type ProbeTimes } from './browser';
import { notAvailable, verdict, type Row } from './report';
import { ratio, spread, spreadMs } from './stats';

const RUN_TIMEOUT_MS = 60_000;
const PERSIST_SETTLE_MS = 2000;
const OFFLINE_TIMEOUT_MS = 20_000;
/** How long after the content shows a cold load's long tasks are still collected. */
const LONG_TASK_SETTLE_MS = 1500;
/** The app's longest task may be at most this many times the one-div React page's (its worst runs). */
const LONGEST_TASK_BAR = 1.2;

export interface LoadSetup {
  browser: Browser;
  appBase: string;
  /** The one-div React page, served by the same server. */
  referenceUrl: string;
  user: InitDataUser;
  runs: number;
}

class FeatureMissing extends Error {}

const appUrl = (setup: LoadSetup, path: string) => `${setup.appBase}${path}#${launchHash({ user: setup.user })}`;

async function inFreshContext<T>(browser: Browser, awaited: Awaited, body: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await freshContext(browser);
  try {
    await installProbe(context, awaited);
    return await body(context);
  } finally {
    await context.close();
  }
}

/** One throttled, online load in a new page of `context`; `settleMs` more for its long tasks. */
async function throttledLoad(context: BrowserContext, url: string, awaited: Awaited, settleMs = 0): Promise<ProbeTimes> {
  const page = await context.newPage();
  await throttle(context, page, { network: true });
  await page.goto(url, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
  const times = await readProbe(page, RUN_TIMEOUT_MS);
  return settleMs ? { ...times, longTasks: await readLongTasks(page, settleMs) } : times;
}

const coldApp = (setup: LoadSetup) => inFreshContext(setup.browser, 'home', (context) => throttledLoad(context, appUrl(setup, '/'), 'home', LONG_TASK_SETTLE_MS));
export const coldReference = (setup: LoadSetup) =>
  inFreshContext(setup.browser, 'reference', (context) => throttledLoad(context, setup.referenceUrl, 'reference', LONG_TASK_SETTLE_MS));

/** Waits until a service worker controls the page; false when the app registers none. */
async function serviceWorkerControls(context: BrowserContext): Promise<boolean> {
  const page = context.pages()[0]!;
  await page.waitForLoadState('load', { timeout: RUN_TIMEOUT_MS });
  return page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return false;
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (navigator.serviceWorker.controller) return true;
      // Registration waits for the load event; give it 5 s to show up before calling it missing.
      if (Date.now() > deadline - 10_000 && (await navigator.serviceWorker.getRegistrations()).length === 0) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  });
}

async function repeatApp(setup: LoadSetup): Promise<ProbeTimes> {
  const url = appUrl(setup, '/history');
  return inFreshContext(setup.browser, 'history', async (context) => {
    const warm = await context.newPage();
    await warm.goto(url, { timeout: RUN_TIMEOUT_MS });
    await readProbe(warm, RUN_TIMEOUT_MS);
    if (!(await serviceWorkerControls(context))) throw new FeatureMissing('feature missing: no service worker controls the page');
    await warm.waitForTimeout(PERSIST_SETTLE_MS); // the query persister writes at most once a second
    await warm.close();
    await context.setOffline(true);
    const page = await context.newPage();
    await throttle(context, page, { network: false });
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    } catch (error) {
      throw new FeatureMissing(`feature missing: the page does not load offline (${String(error).split('\n')[0]?.slice(0, 60)})`);
    }
    try {
      return await readProbe(page, OFFLINE_TIMEOUT_MS);
    } catch {
      throw new FeatureMissing(`feature missing: no history entry offline within ${OFFLINE_TIMEOUT_MS / 1000} s (persisted query cache?)`);
    }
  });
}

async function repeatReference(setup: LoadSetup): Promise<ProbeTimes> {
  return inFreshContext(setup.browser, 'reference', async (context) => {
    const warm = await context.newPage();
    await warm.goto(setup.referenceUrl, { timeout: RUN_TIMEOUT_MS });
    await readProbe(warm, RUN_TIMEOUT_MS);
    await warm.close();
    return throttledLoad(context, setup.referenceUrl, 'reference');
  });
}

/** Alternates app and reference runs; a missing feature stops the app's series, not the bench. */
async function series(setup: LoadSetup, app: () => Promise<ProbeTimes>, reference: () => Promise<ProbeTimes>) {
  const apps: ProbeTimes[] = [];
  const references: ProbeTimes[] = [];
  let missing: string | null = null;
  for (let run = 0; run < setup.runs; run += 1) {
    if (!missing) {
      try {
        apps.push(await app());
      } catch (error) {
        if (!(error instanceof FeatureMissing)) throw error;
        missing = error.message;
      }
    }
    references.push(await reference());
  }
  return { apps, references, missing };
}

/**
 * The content's time by the older, coarser rule (the frame after the one in which it is found):
 * shown beside the paint time, since a long task right after the paint delays that frame.
 */
function nextFrameRow(section: string, metric: string, apps: ProbeTimes[], reference: ReturnType<typeof spread>): Row {
  const next = spread(apps.map((t) => t.nextFrameAt));
  return { section, metric, figure: spreadMs(next), reference: spreadMs(reference), ratio: ratio(next.median / reference.median), bar: '-', status: 'info' };
}

const fcpOf = (times: ProbeTimes[]) => times.map((t) => t.fcp ?? Number.NaN);
const longestOf = (times: ProbeTimes[]) => times.map((t) => Math.max(0, ...t.longTasks.map((task) => task.duration)));

export async function measureLoad(setup: LoadSetup): Promise<{ rows: Row[]; details: unknown }> {
  const section = 'Load';
  // One unthrottled visit each first, so neither side pays for the server's cold start.
  await inFreshContext(setup.browser, 'home', async (context) => {
    const page = await context.newPage();
    await page.goto(appUrl(setup, '/'));
    await readProbe(page, RUN_TIMEOUT_MS);
  });
  await coldReference(setup);

  const cold = await series(setup, () => coldApp(setup), () => coldReference(setup));
  const repeat = await series(setup, () => repeatApp(setup), () => repeatReference(setup));
  const rows: Row[] = [];
  const coldRef = spread(fcpOf(cold.references));
  const coldApps = spread(cold.apps.map((t) => t.visibleAt));
  rows.push({
    section,
    metric: `cold load of /, home content visible (${THROTTLING_LABEL})`,
    figure: spreadMs(coldApps),
    reference: `${spreadMs(coldRef)} FCP of one-div React page`,
    ratio: ratio(coldApps.median / coldRef.median),
    bar: '<= 1.00x',
    status: verdict(coldApps.median / coldRef.median <= 1.0),
  });
  rows.push(nextFrameRow(section, 'cold load of /, home content, the frame after it is found', cold.apps, coldRef));
  const appFcp = spread(fcpOf(cold.apps));
  rows.push({ section, metric: 'cold load of /, first contentful paint', figure: spreadMs(appFcp), reference: spreadMs(coldRef), ratio: ratio(appFcp.median / coldRef.median), bar: '-', status: 'info' });

  // Worst run against worst run: the reference itself reaches 200+ ms on a slow or busy machine,
  // so the bar is a ratio to its longest task in the same run, not a fixed figure.
  const longest = spread(longestOf(cold.apps));
  const longestRef = spread(longestOf(cold.references));
  rows.push({
    section,
    metric: `cold load of /, longest main-thread task until ${LONG_TASK_SETTLE_MS / 1000} s after home shows (4x CPU), worst run`,
    figure: spreadMs(longest),
    reference: `${spreadMs(longestRef)} one-div React page`,
    ratio: ratio(longest.max / longestRef.max),
    bar: `<= ${LONGEST_TASK_BAR.toFixed(2)}x`,
    status: verdict(longest.max / longestRef.max <= LONGEST_TASK_BAR),
  });

  const repeatRef = spread(fcpOf(repeat.references));
  const repeatMetric = 'offline repeat load of /history, an entry visible';
  if (repeat.missing) {
    rows.push({ ...notAvailable(section, repeatMetric, '<= 1.00x', repeat.missing), reference: `${spreadMs(repeatRef)} FCP of one-div React page, repeat` });
  } else {
    const repeatApps = spread(repeat.apps.map((t) => t.visibleAt));
    rows.push({
      section,
      metric: repeatMetric,
      figure: spreadMs(repeatApps),
      reference: `${spreadMs(repeatRef)} FCP of one-div React page, repeat`,
      ratio: ratio(repeatApps.median / repeatRef.median),
      bar: '<= 1.00x',
      status: verdict(repeatApps.median / repeatRef.median <= 1.0),
    });
    rows.push(nextFrameRow(section, 'offline repeat load of /history, an entry, the frame after it is found', repeat.apps, repeatRef));
  }
  return { rows, details: { throttling: THROTTLING_LABEL, cold, repeat } };
}
