/**
 * `npm run bench [-- --quick]`: DESIGN.md section 10's quality bars, each measured beside a
 * reference built and measured in the same run (the machines are shared and noisy, so ratios are
 * what compare). Prints a table and writes bench/results/latest.{json,md}. `--quick` runs fewer
 * runs, shorter loads and 1,000 streams instead of 10,000, for a check before committing.
 * Ports: BENCH_PORT (default 4241) and the two above it, all on 127.0.0.1.
 */
import { cpus, loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { launchBrowser } from './browser';
import { startAppServer, stopAll } from './child-server';
import { measureEvents } from './events';
import { measureLoad } from './load';
import { buildStaticRoot, REFERENCE_PATH } from './reference-build';
import { notAvailable, textTable, writeResults, type BenchResults, type Row } from './report';
import { seededPlayer } from './seed';
import { measureServerHttp } from './server-http';
import { measureSse } from './server-sse';
import { measureSize } from './size';

const quick = process.argv.includes('--quick');
const plan = quick
  ? { runs: 2, orders: 5, seconds: 3, streams: 1000, sseTimeoutS: 60, limitS: 240 }
  : { runs: 5, orders: 20, seconds: 10, streams: 10_000, sseTimeoutS: 300, limitS: 900 };
const firstPort = Number(process.env.BENCH_PORT ?? 4241);
const ports = { app: firstPort, bare: firstPort + 1, sse: firstPort + 2 };
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

// Bounded: whatever hangs, the servers are stopped and the bench ends.
const guard = setTimeout(() => {
  console.error(`bench: not done after ${plan.limitS} s, giving up`);
  void cleanUp().finally(() => process.exit(1));
}, plan.limitS * 1000);
process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

/** Runs one measurement; an unexpected error becomes an n/a row, and the others still run. */
async function measure(name: string, bar: string, run: () => Promise<{ rows: Row[]; details: unknown }>): Promise<void> {
  console.log(`[${elapsed()}] ${name}...`);
  try {
    const result = await run();
    rows.push(...result.rows);
    details[name] = result.details;
  } catch (error) {
    failed = true;
    console.error(`${name} failed:`, error);
    rows.push(notAvailable(name, name, bar, `error: ${String(error instanceof Error ? error.message : error).split('\n')[0]?.slice(0, 100)}`));
  }
}

const startLoad = loadavg()[0]!;
try {
  buildIfStale();
  const root = await buildStaticRoot('dist/app');
  staticRoot = root.dir;
  await measure('size', '<= 100 KB', async () => measureSize('dist/app', root.referenceDir));
  // The app and the reference page from one server process: same static handler, compression, headers.
  const app = await startAppServer('server', ports.app, root.dir);
  const user = await seededPlayer(app.base, 20);
  browser = await launchBrowser();
  const chromium = browser;
  details.chromium = chromium.version();
  await measure('load', '<= 1.30x', () => measureLoad({ browser: chromium, appBase: app.base, referenceUrl: `${app.base}${REFERENCE_PATH}`, user, runs: plan.runs }));
  await measure('events', '<= 250 ms', () => measureEvents({ browser: chromium, base: app.base, orders: plan.orders }));
  await browser.close();
  browser = undefined;
  await measure('server http', '>= 0.25x', () => measureServerHttp({ appBase: app.base, barePort: ports.bare, user, seconds: plan.seconds }));
  await app.stop();
  await measure('server sse', '<= 2000 ms', () => measureSse(plan.streams, ports.sse, plan.sseTimeoutS));
} finally {
  await cleanUp();
  clearTimeout(guard);
}

const results: BenchResults = {
  startedAt: new Date(started).toISOString(),
  mode: quick ? 'quick' : 'full',
  seconds: Math.round((Date.now() - started) / 1000),
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? '?',
    node: process.version,
    chromium: String(details.chromium ?? '?'),
    'load average (1 min) at start/end': `${startLoad.toFixed(1)}/${loadavg()[0]!.toFixed(1)}`,
  },
  rows,
  details,
};
const markdown = writeResults(results);
console.log(`\n${textTable(rows)}\n`);
console.log(`${rows.filter((r) => r.status === 'pass').length} pass, ${rows.filter((r) => r.status === 'over').length} over, ${rows.filter((r) => r.status === 'n/a').length} n/a in ${results.seconds} s (${results.mode}); written to ${markdown} and latest.json`);
process.exit(failed ? 1 : 0);
