/**
 * Helpers for the service worker tests: waiting for the worker, reading the persisted query cache,
 * and "deploys": a second real build of the app, swapped into the folder a spawned server serves.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

/**
 * Waits until the service worker is active and controls the page. The first install claims the
 * open page (sw/update.ts), so no reload is needed; registration itself waits for the load event.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** The keys of the queries in the persisted cache (the persister writes at most once a second). */
export function persistedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('sendswin-query-cache') ?? 'null') as {
      clientState?: { queries?: { queryKey: unknown[] }[] };
    } | null;
    return (saved?.clientState?.queries ?? []).map((query) => query.queryKey.join('/'));
  });
}

/** The build the tests' own server serves (playwright.config.ts passes the same variable as STATIC_DIR). */
export const SERVED_BUILD = process.env.E2E_STATIC_DIR ?? 'dist/app';

/** A fresh temporary folder (absolute); `remove` deletes it. */
export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

let nextBuild: Promise<string> | undefined;

/**
 * A second real build of the current sources, made once per run and shared by the tests that
 * deploy it, whichever worker runs them: vite.config.ts names every build anew (VITE_BUILD_ID), so
 * its entry, the chunks that import it and sw.js all differ from the first. It lives in the run's
 * E2E_DATA_DIR; the worker that claims `second-build` first builds it, another one waits for its
 * `.done` marker.
 */
export function secondBuild(): Promise<string> {
  nextBuild ??= sharedSecondBuild();
  return nextBuild;
}

async function sharedSecondBuild(): Promise<string> {
  const runDir = process.env.E2E_DATA_DIR;
  if (!runDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const dir = join(runDir, 'second-build');
  const outDir = join(dir, 'app');
  const done = `${dir}.done`;
  let claimed = true;
  try {
    mkdirSync(dir);
  } catch {
    claimed = false;
  }
  if (claimed) {
    let outcome = '';
    try {
      await promisify(execFile)(process.execPath, ['scripts/vite-build.mjs', '--outDir', outDir, '--logLevel', 'warn'], {
        env: { ...process.env, NODE_ENV: 'production' },
      });
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      writeFileSync(done, outcome);
    }
    return outDir;
  }
  // Another worker builds it: wait for its marker (a build takes a minute or more on a loaded machine).
  const end = Date.now() + 300_000;
  while (!existsSync(done)) {
    if (Date.now() > end) throw new Error(`the second build in ${dir} did not finish in 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const failure = readFileSync(done, 'utf8');
  if (failure) throw new Error(`the second build failed in another worker: ${failure}`);
  return outDir;
}

/** Replaces what `servedDir` holds with the build in `buildDir`, old hashed chunks gone, as a deploy does. */
export function deploy(buildDir: string, servedDir: string): void {
  rmSync(servedDir, { recursive: true, force: true });
  cpSync(buildDir, servedDir, { recursive: true });
}

/** The entry script this page runs (its hash names the build). */
export function entryScript(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null);
}
