import { freshUser, placeOrder } from './play-api';
import { persistedQueryKeys, waitForServiceWorker } from './pwa-helpers';
import { expect, test } from './telegram-host';

/**
 * The offline reload in a language other than English: the choice is read from app-storage
 * (IndexedDB) and its catalogue chunk, left out of the precache, was cached by the service worker
 * on first use, so /, /history and /profile/edit come back offline in German with the saved data.
 */
test('offline, /, /history and /profile/edit reload in the saved language', async ({ page, context, telegram, request }) => {
  const user = freshUser('Sprache');
  await placeOrder(request, user);

  await telegram.open('/profile/edit', { user });
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  // The worker controls the page before the German chunk is fetched, so it sees (and caches) it.
  await waitForServiceWorker(page);
  await page.getByRole('radio', { name: /German/ }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil bearbeiten' })).toBeVisible();
  await page.goto('/history');
  const entries = page.getByRole('list', { name: 'Verlauf' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect.poll(() => persistedQueryKeys(page)).toEqual(expect.arrayContaining(['user/me', 'game/history']));

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Start' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('status').filter({ hasText: 'Du bist offline' })).toBeVisible();

  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Verlauf' })).toBeVisible();
  await expect(entries).toHaveCount(1);

  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil bearbeiten' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked(); // named in German now
  await context.setOffline(false);
});
