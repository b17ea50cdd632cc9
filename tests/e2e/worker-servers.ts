/**
 * Two Playwright workers run the e2e specs, each against a server and a database of its own
 * (docs/testing.md, "Two e2e workers"). Worker N owns the 20 ports from E2E_PORT + 20·N: its
 * server on the first, the extra servers its specs start (sidePort) on the other 19. Runs given
 * different E2E_PORTs (parallel worktrees) therefore never share a port while E2E_PORT values lie
 * 100 apart.
 */
import { join } from 'node:path';

/**
 * One worker unless E2E_WORKERS says more. `npm test` runs the specs in two rounds
 * (scripts/test.mjs): the `shared` project on two workers, then the `alone` project on one.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);

/**
 * The specs that run with nothing else beside them (the `alone` project): each holds several tabs,
 * a service worker's stream or a server restart to timings a second browser and server on the
 * 2-core machine pushed past their bounds, or once did (docs/testing.md, "Two e2e workers").
 */
export const ALONE_SPECS = [
  'events-sw.spec.ts',
  'events-restart.spec.ts',
  'events-channel.spec.ts',
  'stream-resume.spec.ts',
  'offline-lie-fi.spec.ts',
  'stale-chunk.spec.ts',
  'pwa-update.spec.ts',
];

const PORTS_PER_WORKER = 20;

function basePort(): number {
  return Number(process.env.E2E_PORT ?? 4180);
}

/** The worker's own server (playwright.config.ts starts one per worker). */
export function workerPort(worker: number): number {
  return basePort() + PORTS_PER_WORKER * worker;
}

/** The worker's server's DATA_DIR, under the run's E2E_DATA_DIR. */
export function workerDataDir(worker: number): string {
  const runDir = process.env.E2E_DATA_DIR;
  if (!runDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return join(runDir, `worker-${worker}`);
}

/** The Playwright worker this code runs in (0 outside one, e.g. in the config's first load). */
export function currentWorker(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}
