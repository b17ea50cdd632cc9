import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForServiceWorker } from './pwa-helpers';
import { expect, TelegramProxy, test } from './telegram-host';

// Chromium never offers installation in an incognito profile, and Playwright's contexts are
// incognito ("in-incognito" installability error): this test uses a real (persistent) profile.
test('the web app manifest is valid and Chromium finds the app installable', async ({ playwright, launchOptions, baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'sendswin-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const telegram = await TelegramProxy.install(page);
    await telegram.open('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await waitForServiceWorker(page);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      id: '/',
      name: 'SendsWin',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#181a20',
      background_color: '#181a20',
    });
    const icons = manifest.icons as { src: string; purpose?: string }[];
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }

    // What sells the app in the install dialog: narrow screenshots of the real app, shortcuts.
    const screenshots = manifest.screenshots as { src: string; sizes: string; form_factor?: string }[];
    expect(screenshots.length).toBeGreaterThanOrEqual(2);
    for (const shot of screenshots) {
      expect(shot.form_factor).toBe('narrow');
      const image = await page.request.get(shot.src);
      expect(image.headers()['content-type']).toBe('image/png');
      // The PNG header's width and height (bytes 16-23) are the sizes the manifest declares.
      const png = await image.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
    const shortcuts = manifest.shortcuts as { name: string; url: string }[];
    expect(shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['History', '/history'],
      ['Friends', '/friends'],
    ]);
    expect(manifest.categories).toContain('games');

    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
