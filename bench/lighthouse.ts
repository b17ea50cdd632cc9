/**
 * Section lighthouse: Lighthouse (npm, pinned) with its mobile defaults (simulated slow 4G, 4x
 * CPU, a phone's screen) on home as a Telegram launch (the launch data in the URL's hash and the
 * client's bridge stub in the page, as Telegram opens the app), three runs, each in a fresh
 * profile; the median score of each category. Each run is lighthouse-run.ts in a child process
 * (its own process group, with its Chromium) so that a hung run is killed at its time limit and
 * the bench goes on.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBrowser } from '../scripts/find-browser.mjs';
import type { Row } from './report';
import { ratio, spread } from './stats';

const RUN_LIMIT_MS = 120_000;
/** Home's largest paint at most this many times its first: nothing painted after the shell is larger. */
const LCP_BAR = 1.2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Timings worth seeing beside the performance score (the ones it is computed from). */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

interface LighthouseResult {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string }>;
  runtimeError?: { code: string; message: string };
}

const runner = join(import.meta.dirname, 'lighthouse-run.ts');

/** One Lighthouse run of `url`; rejects when it fails or passes RUN_LIMIT_MS. */
function runOnce(url: string, chromePath: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-lighthouse-'));
  const output = join(dir, 'report.json');
  const args = ['--import', 'tsx', runner, url, chromePath, output, CATEGORIES.join(',')];
  return new Promise<LighthouseResult>((resolve, reject) => {
    const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    // The whole group: the run's Chromium would outlive its killed parent.
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), RUN_LIMIT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        if (signal) throw new Error(`lighthouse killed (${signal}) after ${RUN_LIMIT_MS / 1000} s`);
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr.trim().split('\n').at(-1) ?? ''}`);
        const result = JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
        if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.code} ${result.runtimeError.message}`);
        resolve(result);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const score = (result: LighthouseResult, category: Category) => Math.round((result.categories[category].score ?? Number.NaN) * 100);

/** The audits that cost a run points (score under 1, not informative), for the details. */
const flagged = (result: LighthouseResult) =>
  Object.entries(result.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 1 && !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode))
    .map(([id, audit]) => `${id} (${audit.score})`);

export async function measureLighthouse(url: string, runs = 3): Promise<{ rows: Row[]; details: unknown }> {
  const chromePath = findBrowser();
  if (!chromePath) throw new Error('no Chromium found (scripts/find-browser.mjs)');
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(url, chromePath));
  const section = 'Lighthouse';
  const median = (category: Category) => spread(results.map((result) => score(result, category)));
  const row = (category: Category, label: string, bar: number | null): Row => {
    const s = median(category);
    return {
      section,
      metric: `${label}, home as a Telegram launch (mobile defaults)`,
      figure: `${s.median} (${s.min}-${s.max}, n=${s.runs})`,
      reference: '-',
      ratio: '-',
      bar: bar === null ? '-' : bar === 100 ? '= 100' : `>= ${bar}`,
      status: bar === null ? 'info' : s.median >= bar ? 'pass' : 'over',
    };
  };
  const metricOf = (id: string) => spread(results.map((result) => result.audits[id]?.numericValue ?? Number.NaN)).median;
  // The takeover and home's answers must paint nothing larger than the first paint did.
  const lcp = metricOf('largest-contentful-paint');
  const fcp = metricOf('first-contentful-paint');
  const lcpRow: Row = {
    section,
    metric: 'largest contentful paint against first contentful paint (median)',
    figure: `LCP ${Math.round(lcp)} ms`,
    reference: `FCP ${Math.round(fcp)} ms`,
    ratio: ratio(lcp / fcp),
    bar: `<= ${LCP_BAR.toFixed(2)}x`,
    status: lcp / fcp <= LCP_BAR ? 'pass' : 'over',
  };
  const timings = METRICS.map((id) => (id === 'cumulative-layout-shift' ? `CLS ${metricOf(id).toFixed(3)}` : `${abbreviation(id)} ${Math.round(metricOf(id))} ms`));
  return {
    rows: [
      row('performance', 'performance score', 95),
      { section, metric: 'performance, its metrics (median)', figure: timings.join(', '), reference: '-', ratio: '-', bar: '-', status: 'info' },
      lcpRow,
      row('accessibility', 'accessibility score', 100),
      row('best-practices', 'best practices score', 100),
      row('seo', 'SEO score', null),
    ],
    details: { url: url.split('#')[0], chromePath, runs: results.map((result) => ({ scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(result, c)])), flagged: flagged(result) })) },
  };
}

function abbreviation(id: string): string {
  return id
    .split('-')
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
