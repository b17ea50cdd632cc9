import type { Page } from '@playwright/test';
import { freshUser } from './play-api';
import { expect, launchHash, test, type LaunchOptions } from './telegram-host';

/**
 * The static shell (docs/performance.md): home prerendered into index.html, shown by
 * src/app/static-shell/show/ before the app's bundle runs, and replaced by the app.
 */

// page.route does not see what a service worker answers: without one, the bundle is surely held back.
test.use({ serviceWorkers: 'block' });

/** A Telegram launch (the `telegram` fixture's proxy installed) that does not wait for the app (telegram.open waits until it replaced the shell). */
const launchOnly = (page: Page, path: string, options: LaunchOptions) => page.goto(`${path}#${launchHash(options)}`);

/** Holds back the app's entry script: what shows then is what the HTML alone paints. */
const withoutTheBundle = (page: Page) => page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());

test('an English Telegram launch paints home from the HTML alone, before the bundle runs', async ({ page, telegram: _proxy }) => {
  await withoutTheBundle(page);
  await launchOnly(page, '/', { user: freshUser('Schale') });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
  // Its taps wait for the app (shell-taps.spec.ts), so it is not inert.
  await expect(page.locator('#static-shell')).not.toHaveAttribute('inert');
});

test('the app replaces the shell: one home, one bottom bar, and it works', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser('Ersatz') });
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(page.locator('#static-shell')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /win|loss|won|lost/i }).first()).toBeVisible();
});

test("home's chunks are linked once each, by the app's start a few per task, not again by the route's preload", async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser('Glieder') });
  const { named, linked } = await page.evaluate(() => ({
    named: document.getElementById('static-shell-template')?.dataset.startChunks?.split(' ') ?? [],
    linked: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  }));
  expect(named.length).toBeGreaterThan(1);
  // Each named chunk exactly once: Vite's preload helper found the start's link and added none.
  expect(named.map((file) => linked.filter((href) => href === file).length)).toEqual(named.map(() => 1));
});

test('a returning player who dismissed the how-to gets the shell without it', async ({ page, telegram }) => {
  const user = freshUser('Wieder');
  await telegram.open('/', { user });
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('heading', { name: 'How to play' })).toHaveCount(0);

  await withoutTheBundle(page);
  await page.goto('about:blank'); // a new document: from `/`, a launch hash alone would not reload
  await launchOnly(page, '/', { user });
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to play' })).toHaveCount(0);
});

test('no shell where the app may show something else: another game, a first start on Telegram 9.0+, another path', async ({ page, telegram }) => {
  const user = freshUser('Anders');
  await withoutTheBundle(page);
  // 9.0+ may bring the settings back from DeviceStorage: the shell could be the wrong language.
  await launchOnly(page, '/', { user, version: '9.1' });
  await expect(page.locator('#static-shell-template')).toHaveCount(1);
  await expect(page.locator('#static-shell')).toHaveCount(0);
  await launchOnly(page, '/history', { user });
  await expect(page.locator('#static-shell')).toHaveCount(0);

  await page.unrouteAll();
  await telegram.open('/', { user });
  await page.getByRole('radio', { name: 'Lottery' }).check();
  await withoutTheBundle(page);
  await page.goto('about:blank');
  await launchOnly(page, '/', { user });
  await expect(page.locator('#static-shell-template')).toHaveCount(1);
  await expect(page.locator('#static-shell')).toHaveCount(0);
});

interface PaintRecord {
  inShell: boolean;
  text: string;
}

/**
 * The largest paint stays the shell's (docs/performance.md, "The largest paint"): with the
 * bundle held until the shell has painted, neither the app's takeover nor home's answers that
 * follow (the seed commitment, the rules) paint anything larger. A sentinel painted at the end
 * closes the record: paints arrive in order, so every earlier candidate is in by then.
 */
test("the largest paint of a launch is the shell's: nothing the app paints afterwards is larger", async ({ page, telegram: _proxy }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const records: PaintRecord[] = [];
    (window as unknown as { __largestPaints: PaintRecord[] }).__largestPaints = records;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        records.push({ inShell: entry.element?.closest('#static-shell') != null, text: entry.element?.textContent?.slice(0, 80) ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const largestPaints = () => page.evaluate(() => (window as unknown as { __largestPaints: PaintRecord[] }).__largestPaints);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/#${launchHash({ user: freshUser('Gross') })}`, { waitUntil: 'commit' });
  await expect.poll(async () => (await largestPaints()).length).toBeGreaterThan(0);
  release();

  await expect(page.locator('#static-shell')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/committed to seed hash [0-9a-f]{64}/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Odd', exact: true })).toHaveAccessibleDescription(/^×/); // the rules' multipliers
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame(); // the frame with the last answer has been painted
    const sentinel = document.createElement('p');
    sentinel.textContent = 'sentinel '.repeat(400);
    sentinel.style.cssText = 'position:fixed;inset:0;margin:0;font-size:24px;background:#181a20';
    document.body.append(sentinel);
  });
  await expect.poll(async () => (await largestPaints()).some((paint) => paint.text.startsWith('sentinel'))).toBe(true);
  const beforeSentinel = (await largestPaints()).filter((paint) => !paint.text.startsWith('sentinel'));
  expect(beforeSentinel.filter((paint) => !paint.inShell)).toEqual([]);
});
