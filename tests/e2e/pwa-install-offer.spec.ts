/**
 * The browser's install offer: Chromium's `beforeinstallprompt` is dispatched by the test (a real
 * one needs an installable, non-incognito profile and Chromium's own engagement heuristics), with
 * a `prompt()` that records its calls; `appinstalled` likewise. The app must capture the event,
 * offer installation after a win and in profile, prompt once on Install, remember "Not now" and
 * an install, and never offer anything inside Telegram.
 */
import type { Page } from '@playwright/test';
import { loginInBrowser } from './login-widget';
import { freshUser } from './play-api';
import { expect, test } from './telegram-host';

interface InstallRecorder {
  __installPrompts: number;
  __fireInstallPrompt: () => void;
}

async function recordInstallPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as InstallRecorder;
    w.__installPrompts = 0;
    w.__fireInstallPrompt = () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          w.__installPrompts += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    };
  });
}

const firePrompt = (page: Page) => page.evaluate(() => (window as unknown as InstallRecorder).__fireInstallPrompt());
const prompts = (page: Page) => page.evaluate(() => (window as unknown as InstallRecorder).__installPrompts);

/** Places orders through the UI until one wins (odd/even wins about half the time; 40 tries). */
async function winAnOrder(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/game/orders'));
    await page.getByRole('button', { name: 'Place order' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    if (((await response.json()) as { data: { result: string } }).data.result === 'win') return;
  }
  throw new Error('no win in 40 orders');
}

const offer = (page: Page) => page.getByRole('region', { name: /Add SendsWin to your home screen/ });
const profileInstall = (page: Page) => page.getByRole('button', { name: 'Install the app' });

test('after a win the offer appears; Install prompts once; profile offers it too', async ({ page }) => {
  await recordInstallPrompts(page);
  await loginInBrowser(page);
  await firePrompt(page);

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(profileInstall(page)).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(offer(page)).toHaveCount(0); // nothing before a win

  await winAnOrder(page);
  // Not over the result the player is reading: on the next screen.
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('You won');
  await expect(offer(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(offer(page)).toBeVisible();
  await offer(page).getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => prompts(page)).toBe(1);
  await expect(offer(page)).toHaveCount(0);
  // The deferred event prompts only once: nothing is left to offer until Chromium sends another.
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(profileInstall(page)).toHaveCount(0);
  expect(await prompts(page)).toBe(1);
});

test('"Not now" holds the offer back after later wins; profile still offers it', async ({ page }) => {
  await recordInstallPrompts(page);
  await loginInBrowser(page);
  await firePrompt(page);
  await winAnOrder(page);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await offer(page).getByRole('button', { name: 'Not now' }).click();
  await expect(offer(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Home', exact: true }).click();

  await page.reload();
  await page.getByRole('button', { name: 'Place order' }).waitFor();
  await firePrompt(page);
  await winAnOrder(page);
  await expect(page.getByRole('region', { name: 'Result' })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await profileInstall(page).click();
  await expect.poll(() => prompts(page)).toBe(1);
});

test('appinstalled hides the offer for good, across reloads and new prompts', async ({ page }) => {
  await recordInstallPrompts(page);
  await loginInBrowser(page, '/profile');
  await firePrompt(page);
  await expect(profileInstall(page)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(profileInstall(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await firePrompt(page);
  await expect(profileInstall(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await winAnOrder(page);
  await expect(page.getByRole('region', { name: 'Result' })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  expect(await prompts(page)).toBe(0);
});

test('inside Telegram there is no install offer, after a win or in profile', async ({ page, telegram }) => {
  await recordInstallPrompts(page);
  await telegram.open('/', { user: freshUser('Tg') });
  await page.getByRole('button', { name: 'Place order' }).waitFor();
  await firePrompt(page);
  await winAnOrder(page);
  await expect(page.getByRole('region', { name: 'Result' })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(profileInstall(page)).toHaveCount(0);
  expect(await prompts(page)).toBe(0);
});

test('the head describes the app and makes an iOS home-screen launch standalone', async ({ page }) => {
  await page.goto('/');
  const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
  expect(await meta('description')).toMatch(/SendsWin/);
  expect(await meta('apple-mobile-web-app-capable')).toBe('yes');
  expect(await meta('apple-mobile-web-app-status-bar-style')).toBe('black-translucent');
  expect(await meta('apple-mobile-web-app-title')).toBe('SendsWin');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
});
