import { join } from 'node:path';
import { deploy, entryScript, secondBuild, SERVED_BUILD, tempDir, waitForServiceWorker } from './pwa-helpers';
import { sidePort, spawnServer, type SpawnedServer } from './spawn-server';
import { expect, test } from './telegram-host';

// Its own server on its own port (the e2e port range's extra servers), so the "deploy" below
// touches no folder the other tests use; the same port before and after keeps the same origin,
// and with it the service worker registration.
const PORT = String(sidePort(6));

test('a new build deployed under a running tab is offered with Reload, which switches to it', async ({ page, telegram }) => {
  test.setTimeout(180_000); // may include the real second build
  const served = tempDir('sendswin-pwa-served-');
  const data = tempDir('sendswin-pwa-data-');
  let server: SpawnedServer | null = null;
  try {
    // Built before any server starts: on a busy machine, building beside a starting server starves it.
    const next = await secondBuild();
    deploy(SERVED_BUILD, join(served.path, 'app'));
    server = await spawnServer({ dataDir: data.path, staticDir: join(served.path, 'app'), env: { PORT } });

    await telegram.open(`${server.url}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await waitForServiceWorker(page);
    const before = await entryScript(page);

    // The deploy: the server restarts on the new build, whose sw.js differs.
    await server.stop();
    deploy(next, join(served.path, 'app'));
    server = await spawnServer({ dataDir: data.path, staticDir: join(served.path, 'app'), env: { PORT } });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    // The new worker waits: nothing changes until the player agrees.
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
    expect(await entryScript(page)).toBe(before);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(prompt).toBeHidden();
    // The new build runs, under the worker that waited.
    expect(await entryScript(page)).not.toBe(before);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controller: navigator.serviceWorker.controller?.state };
    });
    expect(state).toEqual({ waiting: null, controller: 'activated' });
  } finally {
    await server?.stop();
    for (const dir of [served, data]) dir.remove();
  }
});
