/**
 * `node --import tsx bench/trace-start.ts [--app-dir DIR] [--runs N]`: what runs in each long task
 * of a cold launch of home (docs/performance.md, "The takeover's tasks"). The bench's cold load
 * (browser.ts: a fresh profile, the Telegram bridge, 150 ms, 1.6 Mbit/s, 4x CPU) under a Chromium
 * trace with its CPU sampler, the one-div React page's the same way; for every main-thread task
 * over 50 ms until 1.5 s after home shows: its length, its trace events (script evaluation of which
 * chunk, timers, messages, layout, GC) and the functions that took its samples. With a build made
 * with source maps beside its files (`sourcemap: 'hidden'`), functions are named from them.
 * Servers on BENCH_PORT (default 4241) and the next port; stopped at the end.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { Browser, CDPSession } from '@playwright/test';
import { launchHash } from '../server/dev/scripted-player';
import { freshContext, installProbe, launchBrowser, readProbe, throttle, type Awaited } from './browser';
import { startAppServer, stopAll } from './child-server';
import { buildStaticRoot, REFERENCE_PATH } from './reference-build';
import { seededPlayer } from './seed';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { cpuProfile?: CpuProfileChunk; timeDeltas?: number[]; startTime?: number; url?: string; functionName?: string; type?: string }; name?: string };
}
interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfileChunk {
  nodes?: CpuNode[];
  samples?: number[];
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'v8', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler', 'loading'];
const LONG_US = 50_000;
const SETTLE_MS = 1500;

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

async function traced(browser: Browser, url: string, awaited: Awaited): Promise<TraceEvent[]> {
  const context = await freshContext(browser);
  try {
    await installProbe(context, awaited);
    const page = await context.newPage();
    await throttle(context, page, { network: true });
    const cdp: CDPSession = await browser.newBrowserCDPSession();
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await readProbe(page, 60_000);
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    return events;
  } finally {
    await context.close();
  }
}

const maps = new Map<string, TraceMap | null>();
function sourceMapFor(appDir: string, url: string): TraceMap | null {
  if (!maps.has(url)) {
    const path = join(appDir, new URL(url).pathname) + '.map';
    maps.set(url, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(url)!;
}

function frameName(appDir: string, { url = '', ...frame }: CpuNode['callFrame']): string {
  const file = url ? (new URL(url, 'http://x').pathname.split('/').pop() ?? url) : '';
  if (url.startsWith('http')) {
    const map = sourceMapFor(appDir, url);
    if (map) {
      const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
      if (at.source) return `${at.name ?? frame.functionName ?? '(anonymous)'} ${at.source.replace(/^.*?(node_modules|src)\//, '$1/')}:${at.line}`;
    }
  }
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
}

/** The page's navigation to `origin` and its renderer main thread. */
function pageThread(events: TraceEvent[], origin: string): { pid: number; tid: number; navStart: number } {
  const navigations = events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin));
  const nav = navigations.at(-1);
  if (!nav) throw new Error('no navigation of the page in the trace');
  return { pid: nav.pid, tid: nav.tid, navStart: nav.ts };
}

/** Samples (time in µs, leaf node) of the page's thread, from the v8 CPU profiler's chunks. */
function samplesOf(events: TraceEvent[], pid: number, appDir: string): { nodes: Map<number, CpuNode>; samples: Array<{ ts: number; node: number }> } {
  const nodes = new Map<number, CpuNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const profiles = new Map<string, number>();
  for (const e of events) if (e.name === 'Profile' && e.pid === pid && e.id) profiles.set(e.id, Number(e.args?.data?.startTime ?? e.ts));
  const time = new Map<string, number>(profiles);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !e.id) continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    let ts = time.get(e.id) ?? e.ts;
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
    time.set(e.id, ts);
  }
  void appDir;
  return { nodes, samples };
}

function describeChildren(events: TraceEvent[], task: TraceEvent): string[] {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter((e) => e.ph === 'X' && e !== task && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) >= 2000);
  const interesting = new Set(['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'HandlePostMessage', 'Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'ParseHTML', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR', 'RunMicrotasks', 'v8.compile', 'v8.parseOnBackground', 'XHRReadyStateChange', 'ResourceReceivedData', 'ParseAuthorStyleSheet', 'Commit', 'IntersectionObserverController::computeIntersections', 'FireIdleCallback', 'v8.run']);
  return inside
    .filter((e) => interesting.has(e.name))
    .map((e) => {
      const d = e.args?.data ?? {};
      const what = [d.url ? String(d.url).split('/').pop() : '', d.functionName ?? '', d.type ?? '', (d as { stackTrace?: Array<{ url: string }> }).stackTrace?.[0]?.url?.split('/').pop() ?? ''].filter(Boolean).join(' ');
      return `${' '.repeat(4)}+${((e.ts - task.ts) / 1000).toFixed(0)} ms ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms ${what}`;
    });
}

function report(label: string, events: TraceEvent[], origin: string, appDir: string): void {
  const { pid, tid, navStart } = pageThread(events, origin);
  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= navStart && (e.dur ?? 0) > LONG_US);
  const { nodes, samples } = samplesOf(events, pid, appDir);
  console.log(`\n== ${label}: ${tasks.length} tasks over 50 ms`);
  for (const task of tasks) {
    console.log(`  task at ${((task.ts - navStart) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
    for (const line of describeChildren(events, task)) console.log(line);
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + (task.dur ?? 0));
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    for (const s of inTask) {
      const leaf = nodes.get(s.node);
      if (!leaf) continue;
      const leafName = frameName(appDir, leaf.callFrame);
      self.set(leafName, (self.get(leafName) ?? 0) + 1);
      const seen = new Set<string>();
      for (let n: CpuNode | undefined = leaf; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const name = frameName(appDir, n.callFrame);
        if (seen.has(name) || !(n.callFrame.url ?? '').startsWith('http')) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + 1);
      }
    }
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; toSorted is above our ES2022 lib
    const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, count]) => `${name} (${((count / Math.max(1, inTask.length)) * 100).toFixed(0)}%)`);
    console.log(`    samples ${inTask.length}; self: ${top(self, 8).join('; ')}`);
    console.log(`    inclusive (page code): ${top(total, 14).join('; ')}`);
  }
}

const appDir = argValue('--app-dir') ?? 'dist/app';
const runs = Number(argValue('--runs') ?? 2);
const port = Number(process.env.BENCH_PORT ?? 4241);
const root = await buildStaticRoot(appDir);
let browser: Browser | undefined;
try {
  const app = await startAppServer('trace', port, root.dir);
  const user = await seededPlayer(app.base, 20);
  browser = await launchBrowser();
  const homeUrl = `${app.base}/#${launchHash({ user })}`;
  // A warm-up, as the bench's load section does: neither side pays for the server's cold start.
  await traced(browser, homeUrl, 'home');
  for (let run = 1; run <= runs; run += 1) {
    report(`home, run ${run}`, await traced(browser, homeUrl, 'home'), app.base, root.dir);
    report(`one-div React page, run ${run}`, await traced(browser, `${app.base}${REFERENCE_PATH}`, 'reference'), app.base, root.dir);
  }
} finally {
  await browser?.close();
  await stopAll();
  rmSync(root.dir, { recursive: true, force: true });
}
