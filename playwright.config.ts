import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/find-browser.mjs';
import { compiledServerArgs, compiledServerEnv } from './scripts/server-command.mjs';
import { ADMIN_TELEGRAM_IDS } from './tests/e2e/admin-operators';
import { ALONE_SPECS, E2E_WORKERS, workerDataDir, workerPort } from './tests/e2e/worker-servers';

// The e2e tests drive the built app (`vite build` first) served by the real server in real
// Chromium. Each Playwright worker has a server and a database of its own (docs/testing.md, "Two
// e2e workers"): worker N's server listens on workerPort(N) with DATA_DIR workerDataDir(N), which
// starts as a copy of the migrated template (tests/e2e/prepare-data-dir.ts).
const runDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sendswin-e2e-'));
process.env.E2E_DATA_DIR = runDir; // workers re-evaluate this file; keep the run's databases
// Set by Playwright in a worker process before it loads this file; the main process has none.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// The servers run the compiled server (dist/server) as production does; the main process rebuilds
// it once when the sources are newer, before any webServer starts (a child process: this file
// loads synchronously).
if (process.env.TEST_WORKER_INDEX === undefined) {
  const built = spawnSync(process.execPath, ['-e', "import('./scripts/build-server.mjs').then((m) => m.buildServerIfStale())"], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the server (dist/server) failed');
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results/ itself: Playwright empties its outputDir, and the vitest report lives there.
  // Each of `npm test`'s two rounds names its own (E2E_REPORT), so the second keeps the first's traces.
  outputDir: `test-results/${process.env.E2E_REPORT ?? 'e2e'}-artifacts`,
  // `shared` may run on two workers; `alone` runs its specs with no other browser or server beside
  // them: `npm test` runs it as a round of its own, one worker (tests/e2e/worker-servers.ts).
  projects: [
    { name: 'shared', testIgnore: ALONE_SPECS },
    { name: 'alone', testMatch: ALONE_SPECS },
  ],
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry on CI, as Playwright's own template does; the summary names every test that needed it
  // (docs/testing.md), so a flake is reported, not hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: `test-results/${process.env.E2E_REPORT ?? 'e2e'}.json` }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${workerPort(worker)}`,
    launchOptions: { executablePath: findBrowser(), args: CHROMIUM_ARGS },
    viewport: { width: 390, height: 844 },
    // On CI a failed test runs once more (retries above), and that retry records the trace: recording
    // every test's cost about a quarter of the e2e round's CPU and wall time (docs/testing.md,
    // "Traces"). Locally there is no retry, so every test records one and keeps it when it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `node --import tsx tests/e2e/prepare-data-dir.ts ${workerDataDir(index)} && exec node ${compiledServerArgs().join(' ')}`,
    // /readyz: /healthz answers while the database is still opening (server/main.ts).
    url: `http://127.0.0.1:${workerPort(index)}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...compiledServerEnv(),
      PORT: String(workerPort(index)),
      HOST: '127.0.0.1',
      DATA_DIR: workerDataDir(index),
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/app',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Tests seed 100+ orders through the API; the limit itself is covered by the server tests.
      RATE_LIMIT_PER_MIN: '0',
      // Every test logs in and opens streams from 127.0.0.1; the per-IP limits have server tests.
      AUTH_IP_LIMIT_PER_MIN: '0',
      SSE_IP_LIMIT_PER_MIN: '0',
      // The back office's operators, one per role (tests/e2e/admin-*.spec.ts).
      ADMIN_TELEGRAM_IDS,
      // The markers-of-harm scan every 10 s, so a case opens while its spec waits
      // (tests/e2e/admin-cases.spec.ts); more often, its reads of every player's month were a
      // steady load beside the other specs.
      HARM_SCAN_INTERVAL_S: '10',
    },
  })),
});
