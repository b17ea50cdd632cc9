import { expect, test, type Page } from '@playwright/test';
import { AUTH_COOKIE } from '../../src/contract/constants';
import { BROWSER_USER, fakeTelegramOAuth, signedLoginPayload, tgAuthResult } from './login-widget';

const ME_PATH = '/api/v1/user/me';
const LOGIN_PATH = '/api/v1/auth/telegram-login';
const STATE_REFUSED = 'This login link was not started from this page, so it was ignored to protect your account.';

/** Every path the page requested from our server, in order. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

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

test('the login link carries a one-time state; Telegram’s redirect back sets the auth cookie; a reload uses it', async ({ page, context }) => {
  const authorizations: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ME_PATH) authorizations.push(request.headers().authorization);
  });
  const visits = await fakeTelegramOAuth(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'Log in with Telegram' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  expect(visits).toHaveLength(1);
  expect(visits[0]?.searchParams.get('bot_id')).toBe('123456789');
  expect(visits[0]?.searchParams.get('return_to')).toMatch(new RegExp(`^${origin}/\\?login_state=[0-9a-f]{32}$`));
  expect(page.url()).toBe(`${origin}/`); // neither the state nor the payload stays in the URL
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

test('a crafted login link (a signed payload without this tab’s state) is refused and signs nobody in', async ({ page, context }) => {
  const paths = recordPaths(page);
  const payload = tgAuthResult(signedLoginPayload());
  for (const url of [`/#tgAuthResult=${payload}`, `/?login_state=0123456789abcdef0123456789abcdef#tgAuthResult=${payload}`]) {
    await page.goto(url);
    await expect(page.getByRole('alert')).toContainText(STATE_REFUSED);
    await expect(page.getByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeVisible();
  }
  expect(paths).not.toContain(LOGIN_PATH);
  expect((await context.cookies()).some((entry) => entry.name === AUTH_COOKIE)).toBe(false);
});

test('a login redirect replayed in the same tab is refused: the state works once', async ({ page, context }) => {
  const visits = await fakeTelegramOAuth(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in with Telegram' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await context.clearCookies();
  const paths = recordPaths(page);
  await page.goto(`${visits[0]?.searchParams.get('return_to')}#tgAuthResult=${tgAuthResult(signedLoginPayload())}`);
  await expect(page.getByRole('alert')).toContainText(STATE_REFUSED);
  expect(paths).not.toContain(LOGIN_PATH);
});

test('a login redirect with a bad signature shows why on the login screen', async ({ page, context }) => {
  await fakeTelegramOAuth(page, { ...signedLoginPayload(), first_name: 'Mallory' });
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in with Telegram' }).click();
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
