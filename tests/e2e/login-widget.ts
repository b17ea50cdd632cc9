/**
 * Telegram login redirects for the browser path: the Login Widget payload signed as Telegram signs
 * it (data-check-string, key SHA256(bot token)), base64url-encoded as oauth.telegram.org puts it in
 * `#tgAuthResult=`, behind the app's one-time login state (docs/security.md).
 */
import type { Page } from '@playwright/test';
import { dataCheckString, hmacHex, loginWidgetSecret } from '../../server/auth/telegram-hash';
import { DEV_BOT_TOKEN } from '../../server/config';

export interface WidgetUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

export const BROWSER_USER: WidgetUser = { id: 700_000_002, first_name: 'Grace', last_name: 'Hopper', username: 'grace_h' };

export function signedLoginPayload(user: WidgetUser = BROWSER_USER, authDate = Math.floor(Date.now() / 1000)) {
  const fields: Record<string, string | number> = { ...user, auth_date: authDate };
  const hash = hmacHex(
    loginWidgetSecret(DEV_BOT_TOKEN),
    dataCheckString(Object.entries(fields).map(([key, value]) => [key, String(value)])),
  );
  return { ...fields, hash };
}

export function tgAuthResult(payload: object): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/**
 * Plays oauth.telegram.org for this page: the login link's request is answered as Telegram answers
 * a confirmed login, a redirect to its `return_to` with #tgAuthResult (the state rides in
 * return_to's query). Returns the URLs the app sent there.
 */
export async function fakeTelegramOAuth(page: Page, payload: object = signedLoginPayload()): Promise<URL[]> {
  const visits: URL[] = [];
  await page.route('https://oauth.telegram.org/**', async (route) => {
    const url = new URL(route.request().url());
    visits.push(url);
    await route.fulfill({ status: 302, headers: { location: `${url.searchParams.get('return_to')}#tgAuthResult=${tgAuthResult(payload)}` } });
  });
  return visits;
}

/**
 * Logs in as a browser player does (the login link, Telegram, back), then opens `path`; on the
 * suite's server, or on another one at `origin` (a spawned server, without a trailing slash).
 */
export async function loginInBrowser(page: Page, path = '/', origin = ''): Promise<void> {
  await fakeTelegramOAuth(page);
  await page.goto(`${origin}/`);
  await page.getByRole('link', { name: 'Log in with Telegram' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  if (path === '/') return;
  await page.goto(`${origin}${path}`);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}
