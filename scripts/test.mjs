// `npm test`: every check a change must pass, in order, with one summary line at the end.
// Type check (app, sw, server, tests) -> lint -> production build -> e2e in Chromium against the
// real server: its shared round with the unit + server tests (vitest; PGlite and Postgres) and the
// WebKit project (WebKitGTK through its WebDriver, vitest.webkit.config.ts) beside it, then its
// `alone` round, on a machine left to it (docs/testing.md). Later steps still run when an earlier one fails, so one run shows
// everything that is wrong.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureBrowser } from './find-browser.mjs';

const results = [];
const runStarted = Date.now();

/**
 * Starts a step; resolves to whether it passed, once its process has exited. Its seconds go into
 * the summary in the order the steps started. With `log`, its output goes to that file (a step run
 * beside another, whose lines would interleave) and is printed whole when it ends.
 */
function start(name, command, args, env = {}, { log } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}${log ? ` (output in ${log}, printed when it ends)` : ''}`);
  const result = { name, ok: false, seconds: 0 };
  results.push(result);
  const out = log ? openSync(log, 'w') : undefined;
  const child = spawn(command, args, { stdio: out === undefined ? 'inherit' : ['ignore', out, out], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    const done = (ok) => {
      result.ok = ok;
      result.seconds = (Date.now() - started) / 1000;
      if (out !== undefined) {
        closeSync(out);
        console.log(`\n=== ${name}: its output (${result.seconds.toFixed(1)} s)\n${readFileSync(log, 'utf8')}`);
      }
      resolve(ok);
    };
    child.once('error', (error) => {
      console.error(`${name}: ${error.message}`);
      done(false);
    });
    child.once('exit', (code) => done(code === 0));
  });
}

/** One step at a time: waits for it. */
function run(name, command, args, env = {}) {
  return start(name, command, args, env);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from vitest's JSON reporter (jest-compatible shape). */
function vitestCounts(report) {
  if (!report) return null;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0), skipped: report.numPendingTests ?? 0 };
}

/** Counts from Playwright's JSON reporter. */
function playwrightCounts(report) {
  if (!report?.stats) return null;
  const s = report.stats;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

/** Names of the tests a report marks failed (and, for Playwright, flaky: failed once, passed on retry). */
/** A failure's first lines, colours stripped, so the summary (all a truncated log may keep) says why. */
function why(message) {
  if (!message) return '';
  // eslint-disable-next-line no-control-regex
  const lines = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter(Boolean);
  return `\n    ${lines.slice(0, 4).join('\n    ').slice(0, 600)}`;
}

function vitestNames(report) {
  const failed = [];
  for (const file of report?.testResults ?? []) {
    for (const t of file.assertionResults ?? []) if (t.status === 'failed') failed.push(`${file.name.replace(process.cwd() + '/', '')} > ${t.fullName}${why(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) failed.push(`${file.name.replace(process.cwd() + '/', '')} (${(file.message ?? 'failed to run').split('\n')[0]})`);
  }
  return { failed, flaky: [] };
}

function playwrightNames(report) {
  const out = { failed: [], flaky: [] };
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `${spec.file} > ${[...path, spec.title].join(' > ')}`;
        if (t.status === 'unexpected') out.failed.push(`${name}${why(t.results?.at(-1)?.error?.message)}`);
        if (t.status === 'flaky') out.flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

/** Seconds per test file from vitest's JSON report: the file's own start to end (setup included). */
function vitestFileSeconds(report) {
  return (report?.testResults ?? []).map((file) => ({
    file: file.name.replace(process.cwd() + '/', ''),
    seconds: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
  }));
}

/** Seconds per spec file from Playwright's JSON report: every attempt of every test (retries too). */
function playwrightFileSeconds(report) {
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...perFile].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
}

function printSlowest(runner, files) {
  if (files.length === 0) return;
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  console.log(`\n=== ten slowest files: ${runner} (${files.length} files, ${total.toFixed(0)} s in files)`);
  for (const f of files.toSorted((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${((100 * f.seconds) / total).toFixed(0).padStart(3)}%  ${f.file}`);
  }
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

await run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await run('lint', 'npm', ['run', '--silent', 'lint']);
// The app and the compiled server, once, before any runner starts: the runners that start beside
// each other below would otherwise each find the build stale and rebuild it under the other.
const buildOk = await run('build', 'npm', ['run', '--silent', 'build']);
// The initial JS budget (100 KB gzip for /) fails the run, not only the bench (docs/performance.md).
if (buildOk) await run('size budget', 'node', ['scripts/size.mjs']);
// vitest runs beside the shared e2e round: each leaves about two fifths of the two cores idle on its
// own (waits on child processes, Postgres, the browser), so the two together take far less than one
// after the other (docs/testing.md, "vitest beside the shared round"). VITEST_BESIDE_E2E=0 runs it
// on its own first, as before.
const vitestBeside = buildOk && process.env.VITEST_BESIDE_E2E !== '0';
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'];
const vitest = start(`unit + server tests${vitestBeside ? ' (beside the shared round)' : ''}`, 'npx', vitestArgs, {}, vitestBeside ? { log: 'test-results/vitest.log' } : {});
if (!vitestBeside) await vitest;
// Two rounds (docs/testing.md, "Two e2e workers"): most specs, then the few that need the machine
// to themselves, on one worker. The first round takes two workers (each a browser and a server)
// only from four cores up: on two, the two browsers slowed each other's every test about twice
// and the round took longer than on one worker (docs/testing.md). E2E_WORKERS overrides it.
const sharedWorkers = process.env.E2E_WORKERS ?? (availableParallelism() >= 4 ? '2' : '1');
const sharedRound = `e2e (Chromium, ${sharedWorkers === '1' ? 'one worker' : `${sharedWorkers} workers`})`;
// The WebKit project (it finds or installs WebKitWebDriver and Xvfb itself, tests/webkit/global-setup.ts)
// runs beside the shared round, which leaves a third of the two cores idle on one worker and whose
// specs once ran beside a second browser and server: the WebKit tests' own time then no longer adds
// to the run's (docs/testing.md, "WebKit beside the shared round"). It ends long before the shared
// round does, so the `alone` round still has the machine to itself. WEBKIT_BESIDE_E2E=0 runs it last,
// on its own, as before.
const webkitBeside = process.env.WEBKIT_BESIDE_E2E !== '0';
const webkitArgs = ['vitest', 'run', '-c', 'vitest.webkit.config.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/webkit.json'];
if (buildOk) {
  const browser = ensureBrowser();
  const webkit = webkitBeside ? start('webkit (WebKitGTK, beside the shared round)', 'npx', webkitArgs, {}, { log: 'test-results/webkit.log' }) : undefined;
  await run(sharedRound, 'npx', ['playwright', 'test', '--project=shared'], { CHROMIUM_PATH: browser, E2E_WORKERS: sharedWorkers, E2E_REPORT: 'e2e' });
  await webkit;
  await vitest;
  await run('e2e (Chromium, alone)', 'npx', ['playwright', 'test', '--project=alone'], { CHROMIUM_PATH: browser, E2E_WORKERS: '1', E2E_REPORT: 'e2e-alone' });
  if (!webkitBeside) await run('webkit (WebKitGTK)', 'npx', webkitArgs);
} else {
  results.push({ name: sharedRound, ok: false, seconds: 0 }, { name: 'e2e (Chromium, alone)', ok: false, seconds: 0 }, { name: 'webkit (WebKitGTK)', ok: false, seconds: 0 });
}

/** Both e2e rounds' reports as one: their suites side by side, their counts added. */
function e2eReport() {
  const reports = ['test-results/e2e.json', 'test-results/e2e-alone.json'].map(readJson).filter(Boolean);
  if (reports.length === 0) return null;
  const stats = {};
  for (const r of reports) for (const [key, value] of Object.entries(r.stats ?? {})) if (typeof value === 'number') stats[key] = (stats[key] ?? 0) + value;
  return { stats, suites: reports.flatMap((r) => r.suites ?? []) };
}

const counts = [vitestCounts(readJson('test-results/vitest.json')), playwrightCounts(e2eReport()), vitestCounts(readJson('test-results/webkit.json'))];
const total = { passed: 0, failed: 0, skipped: 0 };
for (const c of counts) {
  if (!c) continue;
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
}
// A step that failed without reporting a failed test (type errors, lint, a crash) still counts.
const failedSteps = results.filter((r) => !r.ok);
for (const step of failedSteps) {
  const hasOwnFailures = (step.name.startsWith('unit') && counts[0]?.failed) || (step.name.startsWith('e2e') && counts[1]?.failed) || (step.name.startsWith('webkit') && counts[2]?.failed);
  if (!hasOwnFailures) total.failed += 1;
}

// Where the time went: the ten slowest files of each runner, from the same JSON reports.
printSlowest('vitest (unit + server)', vitestFileSeconds(readJson('test-results/vitest.json')));
printSlowest('e2e (Chromium)', playwrightFileSeconds(e2eReport()));
printSlowest('webkit', vitestFileSeconds(readJson('test-results/webkit.json')));

console.log('\n=== summary');
// Name what failed (and what only passed on the CI retry) where a truncated log still shows it.
const named = [vitestNames(readJson('test-results/vitest.json')), playwrightNames(e2eReport()), vitestNames(readJson('test-results/webkit.json'))];
for (const n of named) for (const name of n.failed) console.log(`failed: ${name}`);
for (const n of named) for (const name of n.flaky) console.log(`flaky (passed on retry): ${name}`);
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
// Steps run beside each other, so their seconds add up to more than the run's.
console.log(`npm test took ${((Date.now() - runStarted) / 60_000).toFixed(1)} min`);
process.exit(failedSteps.length === 0 ? 0 : 1);
