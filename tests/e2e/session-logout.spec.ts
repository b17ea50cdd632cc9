/**
 * "Log out" in profile (docs/sessions.md), in a browser session held by the service
 * worker's stream: the server revokes the token, and the device keeps nothing of the player: no
 * cookie, no saved query cache, no stored resume point, no open stream.
 */
import type { Page } from '@playwright/test';
import { AUTH_COOKIE } from '../../src/contract/constants';
import { streamsFromNow } from './events-tabs';
import { fakeTelegramOAuth, signedLoginPayload } from './login-widget';
import { freshUser } from './play-api';
import { expect, test } from './telegram-host';

test.setTimeout(90_000);

/** The stream's resume point in IndexedDB (src/events/core/last-id-store.ts), read as DevTools would. */
function storedResumePoint(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('sendswin-events');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('stream')) return resolve(undefined);
          const read = db.transaction('stream').objectStore('stream').get('last-event-id');
          read.addEventListener('success', () => resolve(read.result));
          read.addEventListener('error', () => reject(read.error));
        });
      }),
  );
}

const savedCache = (page: Page) => page.evaluate(() => localStorage.getItem('sendswin-query-cache') ?? '');

test('logout revokes the token and leaves no token, no cached data of the player and no open stream', async ({ page, context, request }) => {
  const { id } = freshUser();
  const player = { id, first_name: 'Leaving', last_name: 'Player' };
  const openStreams = await streamsFromNow(request);
  // Logged in as a browser player is: the login link, Telegram (played by the test), back.
  await fakeTelegramOAuth(page, signedLoginPayload(player));
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in with Telegram' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => openStreams(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => storedResumePoint(page)).not.toBeUndefined();
  const token = (await context.cookies()).find((cookie) => cookie.name === AUTH_COOKIE)?.value;
  expect(token).toBeTruthy();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText('Leaving Player', { exact: true })).toBeVisible();
  await expect.poll(() => savedCache(page)).toContain('Leaving Player');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Yes, log out' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === AUTH_COOKIE)).toBe(false);
  await expect.poll(() => savedCache(page)).not.toContain('Leaving Player');
  expect(await storedResumePoint(page)).toBeUndefined();
  await expect.poll(() => openStreams(), { timeout: 15_000 }).toBe(0);
  const revoked = await request.get('/api/v1/user/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);
  expect((await revoked.json()).error.code).toBe('token_revoked');
});
