/**
 * The browser side of the bench: Playwright's Chromium (found like the e2e tests find it), a fresh
 * context (a new, empty profile) per run with a Telegram client's bridge (in-page.js), so that a
 * launch reaches home, docs/performance.md's throttling through CDP, and a probe injected before
 * any page script that notes when the awaited content first shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, ensureBrowser } from '../scripts/find-browser.mjs';

export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerS: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerS: (750 * 1000) / 8,
  cpuSlowdown: 4,
};
export const THROTTLING_LABEL = '150 ms, 1.6/0.75 Mbit/s, 4x CPU';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureBrowser(), args: CHROMIUM_ARGS });
}

/**
 * A context with a new, empty profile (no HTTP cache, no service worker, no storage) whose pages,
 * the reference's too, get the Telegram bridge stub before their own scripts.
 */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await injectInPage(context, 'benchTelegramBridge');
  return context;
}

/** 4x CPU always; the network conditions only when the page is online (they would undo setOffline). */
export async function throttle(context: BrowserContext, page: Page, { network }: { network: boolean }): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  if (!network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerS,
    uploadThroughput: THROTTLING.uploadBytesPerS,
  });
}

/** What the probe waits for: home's "Place order" button, an entry of the history list, or the reference's div. */
export type Awaited = 'home' | 'history' | 'reference';

interface ProbeWindow {
  __bench: Omit<ProbeTimes, 'visibleAt' | 'paintedAt'> & { nextFrameAt: number | null; paintedAt: number | null };
}

const IN_PAGE = readFileSync(join(import.meta.dirname, 'in-page.js'), 'utf8');

type InPageCall = 'benchProbe' | 'benchToasts' | 'benchTelegramBridge';

/** in-page.js followed by a call of one of its functions with `arg`. */
export function inPageScript(call: InPageCall, arg?: string): string {
  return `${IN_PAGE}\n${call}(${JSON.stringify(arg ?? null)});`;
}

/** Adds in-page.js to every page of the context, then calls one of its functions with `arg`. */
export async function injectInPage(context: BrowserContext, call: InPageCall, arg?: string): Promise<void> {
  await context.addInitScript({ content: inPageScript(call, arg) });
}

export function installProbe(context: BrowserContext, awaited: Awaited): Promise<void> {
  return injectInPage(context, 'benchProbe', awaited);
}

export interface LongTask {
  start: number;
  duration: number;
}

export interface ProbeTimes {
  /** When the awaited content showed: its paint where Element Timing reports it, else `nextFrameAt`. */
  visibleAt: number;
  /** The frame after the one in which the content was first found in the page. */
  nextFrameAt: number;
  /** The content's paint as Element Timing reports it (null: not reported). */
  paintedAt: number | null;
  fcp: number | null;
  /** Main-thread tasks over 50 ms so far, from navigation start. */
  longTasks: LongTask[];
}

/** How long the paint of content already found may take to be reported (it follows presentation). */
const PAINT_REPORT_MS = 1000;

/** Waits (bounded) until the awaited content showed and the first contentful paint is reported. */
export async function readProbe(page: Page, timeout: number): Promise<ProbeTimes> {
  const bench = () => (window as unknown as Partial<ProbeWindow>).__bench;
  await page.waitForFunction(
    () => {
      const probe = (window as unknown as Partial<ProbeWindow>).__bench;
      return !!probe && probe.nextFrameAt !== null && probe.fcp !== null;
    },
    undefined,
    { timeout, polling: 100 },
  );
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__bench.paintedAt !== null, undefined, { timeout: PAINT_REPORT_MS, polling: 50 }).catch(() => {});
  const times = (await page.evaluate(bench)) as ProbeWindow['__bench'];
  return { ...times, nextFrameAt: times.nextFrameAt!, visibleAt: times.paintedAt ?? times.nextFrameAt! };
}

/** The long tasks so far, after `settleMs` more (the work that follows the content). */
export async function readLongTasks(page: Page, settleMs: number): Promise<LongTask[]> {
  await page.waitForTimeout(settleMs);
  return page.evaluate(() => (window as unknown as ProbeWindow).__bench.longTasks);
}
