import { join } from 'node:path';
import { deploy, entryScript, secondBuild, SERVED_BUILD, tempDir } from './pwa-helpers';
import { sidePort, spawnServer, type SpawnedServer } from './spawn-server';
import { expect, test } from './telegram-host';
import type { Page } from '@playwright/test';

/** Asset requests of the page and its frames: whether one matching `url` was answered and none is in flight. */
function trackAssetRequests(page: Page): { settled: (url: RegExp) => boolean } {
  const inFlight = new Set<string>();
  const answered: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/')) inFlight.add(request.url());
  });
  const done = (request: { url: () => string }) => {
    inFlight.delete(request.url());
    answered.push(request.url());
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { settled: (url) => inFlight.size === 0 && answered.some((answer) => url.test(answer)) };
}

const PORT = String(sidePort(7));

// Without a service worker (Telegram on iOS has none), as the stale chunks are then the server's.
test.use({ serviceWorkers: 'block' });

test('a route chunk a deploy removed reloads the tab into the new build once, instead of an error', async ({ page, telegram }) => {
  test.setTimeout(180_000); // may include the real second build
  const served = tempDir('sendswin-stale-served-');
  const data = tempDir('sendswin-stale-data-');
  let server: SpawnedServer | null = null;
  try {
    // Built before any server starts: on a busy machine, building beside a starting server starves it.
    const next = await secondBuild();
    deploy(SERVED_BUILD, join(served.path, 'app'));
    server = await spawnServer({ dataDir: data.path, staticDir: join(served.path, 'app'), env: { PORT } });
    const assets = trackAssetRequests(page);
    await telegram.open(server.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const before = await entryScript(page);
    // The old build must have delivered Profile's chunks before it goes: on a slow machine the
    // link's preload can start after the stop, and Profile (not the edit screen) would reload.
    await expect.poll(() => assets.settled(/\/ProfileOverviewScreen-[^/]*\.js$/), { timeout: 30_000 }).toBe(true);

    await server.stop();
    deploy(next, join(served.path, 'app'));
    server = await spawnServer({ dataDir: data.path, staticDir: join(served.path, 'app'), env: { PORT } });

    // Profile's chunks came when its bottom-bar link came into view; the edit screen's did not,
    // and the server no longer has the old build's.
    const gone: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && response.url().includes('/assets/')) gone.push(response.url());
    });
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // A request of the app's during the restart may have found no server: offline, the app shows
    // the error screen rather than reload (src/lib/stale-chunk-reload.ts). The case here is online.
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeHidden({ timeout: 20_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    expect(gone.some((url) => /\/ProfileEditScreen-/.test(url))).toBe(true);
    expect(await entryScript(page)).not.toBe(before);
  } finally {
    await server?.stop();
    for (const dir of [served, data]) dir.remove();
  }
});
