/**
 * Telegram login redirects for the browser path: the Login Widget payload signed as Telegram signs
 * it (data-check-string, key SHA256(bot token)), base64url-encoded as oauth.telegram.org puts it in
 * `#tgAuthResult=`.
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

/** Comes back from Telegram's login page to `path` and waits until the app is past the gate. */
export async function loginInBrowser(page: Page, path = '/'): Promise<void> {
  await page.goto(`${path}#tgAuthResult=${tgAuthResult(signedLoginPayload())}`);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}
