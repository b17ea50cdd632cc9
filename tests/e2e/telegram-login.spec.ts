import { expect, test } from '@playwright/test';
import { AUTH_COOKIE } from '../../src/contract/constants';
import { BROWSER_USER, signedLoginPayload, tgAuthResult } from './login-widget';

const ME_PATH = '/api/v1/user/me';

test('a plain browser visit without a login shows the login screen, not a blank page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeVisible();
  await expect(page.getByText('open the SendsWin bot')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0); // nothing was rejected, nothing to explain
  const login = page.getByRole('link', { name: 'Log in with Telegram' });
  const href = new URL((await login.getAttribute('href')) ?? '');
  const origin = new URL(page.url()).origin;
  expect(href.origin + href.pathname).toBe('https://oauth.telegram.org/auth');
  expect(Object.fromEntries(href.searchParams)).toEqual({
    bot_id: '123456789',
    origin,
    return_to: `${origin}/`,
    request_access: 'write',
  });
});

test('the Telegram login redirect sets the auth cookie; a reload without a hash uses it', async ({ page, context }) => {
  const authorizations: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ME_PATH) authorizations.push(request.headers().authorization);
  });

  await page.goto(`/#tgAuthResult=${tgAuthResult(signedLoginPayload())}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  const cookie = (await context.cookies()).find((entry) => entry.name === AUTH_COOKIE);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(authorizations).toEqual([`Bearer ${cookie?.value}`, `Bearer ${cookie?.value}`]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText(`${BROWSER_USER.first_name} ${BROWSER_USER.last_name}`, { exact: true })).toBeVisible();
});

test('a login redirect with a bad signature shows why on the login screen', async ({ page, context }) => {
  const forged = { ...signedLoginPayload(), first_name: 'Mallory' };
  await page.goto(`/#tgAuthResult=${tgAuthResult(forged)}`);
  await expect(page.getByRole('alert')).toContainText('The Telegram login did not complete');
  await expect(page.getByRole('alert')).toContainText('hash mismatch');
  expect((await context.cookies()).some((entry) => entry.name === AUTH_COOKIE)).toBe(false);
});

test('an expired or foreign token in the cookie ends at the login screen and is cleared', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: AUTH_COOKIE, value: 'not.a.token', url: baseURL }]);
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Your login has expired');
  await expect.poll(async () => (await context.cookies()).some((entry) => entry.name === AUTH_COOKIE)).toBe(false);
});
