import { tmaAuthorization } from '../../server/auth/sign-init-data';
import { enAll as en } from '../../src/i18n/messages/en-all';
import { messages as ru } from '../../src/i18n/messages/ru';
import { expect, nowS, signedInitData, test, TEST_USER } from './telegram-host';

const ME_PATH = '/api/v1/user/me';
const FULL_NAME = `${TEST_USER.first_name} ${TEST_USER.last_name}`;

test('calls carry tma + base64 initData or the session token traded for it, and the profile shows the player', async ({ telegramWeb, page }) => {
  const initData = signedInitData();
  const authorizations: Array<string | undefined> = [];
  const exchange = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/auth/session');
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ME_PATH) authorizations.push(request.headers().authorization);
  });
  await telegramWeb.open('/profile', { initData });
  const app = telegramWeb.app;
  await expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const player = app.getByRole('region', { name: 'Player' });
  await expect(player.getByText(FULL_NAME, { exact: true })).toBeVisible();
  await expect(player.getByText(/^Player ID \d+$/)).toBeVisible();
  // The launch data goes to POST /auth/session at start (docs/sessions.md); the me call, in
  // parallel, carries the launch data or, once the exchange has answered, the token it returned.
  const sent = await exchange;
  expect(sent.headers().authorization).toBe(tmaAuthorization(initData));
  const { token } = (await (await sent.response())!.json()).data as { token: string };
  expect(authorizations.length).toBeGreaterThan(0);
  for (const authorization of authorizations) expect([tmaAuthorization(initData), `Bearer ${token}`]).toContain(authorization);
});

// Inside Telegram a refused launch is never the browser's login page: the
// session-ended screen says why in the player's language, and its button closes the mini app.
test('forged initData (bad hash) gets the session-ended screen with the reason, not a blank page', async ({ telegram, page }) => {
  const forged = signedInitData().replace(/hash=[0-9a-f]{4}/, 'hash=0000');
  await telegram.open('/', { initData: forged });
  await expect(page.getByRole('heading', { level: 1, name: en['session.ended.title'] })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(en['login.problem.invalid']);
  await expect(page.getByRole('alert')).not.toContainText('hash mismatch'); // not the server's English
  await expect(page.getByRole('link', { name: en['login.button'] })).toHaveCount(0);
  // Telegram still gets ready(), or it would keep its loading placeholder over the screen.
  await expect.poll(() => telegram.events()).toContainEqual({ eventType: 'web_app_ready', eventData: '' });
});

test('an expired launch gets the session-ended screen in the player’s language, and Close closes the mini app', async ({ telegram, page }) => {
  await telegram.open('/', { authDate: nowS() - 2 * 24 * 60 * 60, user: { ...TEST_USER, language_code: 'ru' } });
  await expect(page.getByRole('heading', { level: 1, name: ru['session.ended.title'] })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(ru['login.problem.expired']);
  await expect(alert).not.toContainText('older than');
  await expect(page.getByRole('heading', { level: 1, name: ru['login.title'] })).toHaveCount(0);
  await expect(page.getByRole('link', { name: ru['login.button'] })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: ru['nav.label'] })).toHaveCount(0);
  await alert.getByRole('button', { name: ru['session.ended.reopen'] }).click();
  await expect.poll(() => telegram.events()).toContainEqual(expect.objectContaining({ eventType: 'web_app_close' }));
});

test('a reload keeps the launch: the hash is gone, the me call is still authorised', async ({ telegram, page }) => {
  const initData = signedInitData();
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/session');
  await telegram.open('/', { initData });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  const { token } = (await (await session).json()).data as { token: string };

  // The reload keeps the launch, and with it the session token traded for it (docs/sessions.md).
  const me = page.waitForRequest((request) => new URL(request.url()).pathname === ME_PATH);
  await page.reload();
  expect((await me).headers().authorization).toBe(`Bearer ${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('the launch params never reach the router: other query and path survive', async ({ telegram, page }) => {
  await telegram.open('/?ref=friend42');
  await expect(page.getByText('Invited with code friend42')).toBeVisible();
  expect(page.url()).toMatch(/\/\?ref=friend42$/);
});
