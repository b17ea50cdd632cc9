import { tmaAuthorization } from '../../server/auth/sign-init-data';
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

test('forged initData (bad hash) gets the login screen with the reason, not a blank page', async ({ telegram, page }) => {
  const forged = signedInitData().replace(/hash=[0-9a-f]{4}/, 'hash=0000');
  await telegram.open('/', { initData: forged });
  await expect(page.getByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('could not be verified');
  await expect(alert).toContainText('hash mismatch'); // the server's own message
  await expect(page.getByRole('link', { name: 'Log in with Telegram' })).toBeVisible();
  // Telegram still gets ready(), or it would keep its loading placeholder over the screen.
  await expect.poll(() => telegram.events()).toContainEqual({ eventType: 'web_app_ready', eventData: '' });
});

test('initData signed two days ago gets the login screen saying it expired', async ({ telegram, page }) => {
  await telegram.open('/', { authDate: nowS() - 2 * 24 * 60 * 60 });
  await expect(page.getByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your Telegram launch has expired');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
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
