/**
 * `npm run bench [-- --quick] [--app-dir DIR] [--only SECTIONS]`: docs/performance.md's quality
 * bars, each measured beside a reference built and measured in the same run (the machines are
 * shared and noisy, so ratios are what compare). Prints a table and writes
 * bench/results/latest.{json,md}. `--quick`: fewer runs, shorter loads, 1,000 streams instead of
 * 10,000, for a check before committing. Servers listen on 127.0.0.1 only and are stopped at the end,
 * whatever happens; the whole run is bounded in time.
 */
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { launchBrowser } from './browser';
import { startAppServer, stopAll, type ChildServer } from './child-server';
import { measureCluster } from './cluster';
import { measureEvents } from './events';
import { measureFootprint } from './footprint';
import { measureLighthouse } from './lighthouse';
import { measureHomeUsable, USABLE_BAR } from './home-usable';
import { measureLoad } from './load';
import { measureOrders } from './orders';
import { parseOptions, type Section } from './options';
import { buildStaticRoot, REFERENCE_PATH } from './reference-build';
import { notAvailable, textTable, writeResults, type BenchResults, type Row } from './report';
import { launchHash } from '../server/dev/scripted-player';
import { seededPlayer } from './seed';
import { measureServerHttp } from './server-http';
import { measureSse } from './server-sse';
import { measureSize } from './size';

const options = parseOptions(process.argv.slice(2), process.env);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const rows: Row[] = [];
const details: Record<string, unknown> = {};
let failed = false;
let browser: Browser | undefined;
let staticRoot: string | undefined;

async function cleanUp(): Promise<void> {
  await browser?.close().catch(() => {});
  await stopAll();
  if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
}

// Whatever hangs, the servers are stopped and the bench ends.
const guard = setTimeout(() => {
  console.error(`bench: not done after ${options.limitS} s, giving up`);
  void cleanUp().finally(() => process.exit(1));
}, options.limitS * 1000);
process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

/** Runs one section; an unexpected error becomes an n/a row, and the other sections still run. */
async function measure(section: Section, bar: string, run: () => Promise<{ rows: Row[]; details: unknown }>): Promise<void> {
  if (!options.sections.has(section)) return;
  console.log(`[${elapsed()}] ${section}...`);
  try {
    const result = await run();
    rows.push(...result.rows);
    details[section] = result.details;
  } catch (error) {
    failed = true;
    console.error(`${section} failed:`, error);
    rows.push(notAvailable(section, section, bar, `error: ${String(error instanceof Error ? error.message : error).split('\n')[0]?.slice(0, 100)}`));
  }
}

const needs = (...sections: Section[]) => sections.some((section) => options.sections.has(section));
const appDir = options.appDir ?? 'dist/app';
const startLoad = loadavg()[0]!;
try {
  // The server-only sections (orders, server-sse, cluster) need no build of the app.
  const needsApp = needs('size', 'load', 'usable', 'lighthouse', 'events', 'server-http', 'footprint');
  if (!options.appDir && needsApp) buildIfStale();
  const root = needsApp ? await buildStaticRoot(appDir) : undefined;
  staticRoot = root?.dir;
  if (root) await measure('size', '<= 100 KB', async () => measureSize(appDir, root.referenceDir));
  let app: ChildServer | undefined;
  if (root && needs('load', 'usable', 'lighthouse', 'events', 'server-http')) {
    // The app and the reference page from one server process: same static handler, compression, headers.
    app = await startAppServer('server', options.ports.app, root.dir);
    const { base } = app;
    const user = await seededPlayer(base, 20);
    if (needs('load', 'usable', 'events')) {
      const chromium = (browser = await launchBrowser());
      details.chromium = chromium.version();
      await measure('load', '<= 1.00x', () => measureLoad({ browser: chromium, appBase: base, referenceUrl: `${base}${REFERENCE_PATH}`, user, runs: options.runs }));
      await measure('usable', `<= ${USABLE_BAR.toFixed(2)}x`, () => measureHomeUsable({ browser: chromium, appBase: base, referenceUrl: `${base}${REFERENCE_PATH}`, user, runs: options.runs }));
      await measure('events', '<= 250 ms', () => measureEvents({ browser: chromium, base, orders: options.orders }));
      await chromium.close();
      browser = undefined;
    }
    // Its own Chromium (chrome-launcher's fresh profile), after Playwright's has closed.
    await measure('lighthouse', '>= 95', () => measureLighthouse(`${base}/#${launchHash({ user })}`, options.lighthouseRuns));
    await measure('server-http', '>= 0.25x', () => measureServerHttp({ appBase: base, barePort: options.ports.bare, user, seconds: options.seconds }));
    await app.stop();
  }
  await measure('server-sse', '<= 2000 ms', () => measureSse(options.streams, options.ports.sse, options.sseTimeoutS));
  await measure('footprint', '<= 300 MB', () => measureFootprint({ port: options.ports.footprint, staticDir: appDir, orders: options.footprintOrders, streams: options.footprintStreams, settleMs: options.quick ? 2000 : 5000 }));
  await measure('orders', '>= 0.50x', () => measureOrders({ port: options.ports.orders, seconds: options.orderSeconds }));
  await measure('cluster', '<= 2000 ms', () => measureCluster({ streams: options.clusterStreams, seconds: options.seconds, port: options.ports.cluster, timeoutS: options.sseTimeoutS }));
} finally {
  await cleanUp();
  clearTimeout(guard);
}

const results: BenchResults = {
  startedAt: new Date(started).toISOString(),
  mode: options.quick ? 'quick' : 'full',
  seconds: Math.round((Date.now() - started) / 1000),
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? '?',
    node: process.version,
    chromium: String(details.chromium ?? '-'),
    app: appDir,
    'load average (1 min) at start/end': `${startLoad.toFixed(1)}/${loadavg()[0]!.toFixed(1)}`,
  },
  rows,
  details,
};
const markdown = writeResults(results);
console.log(`\n${textTable(rows)}\n`);
const count = (status: Row['status']) => rows.filter((row) => row.status === status).length;
console.log(`${count('pass')} pass, ${count('over')} over, ${count('n/a')} n/a in ${results.seconds} s (${results.mode}); written to ${markdown} and latest.json`);
process.exit(failed ? 1 : 0);
