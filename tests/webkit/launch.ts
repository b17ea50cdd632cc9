/**
 * Telegram launch data for the WebKit tests, signed as tests/e2e/telegram-host.ts signs it for
 * Chromium (the server's own helper and the dev bot token it trusts under NODE_ENV=test), with the
 * platform Telegram on iOS reports. Kept apart from telegram-host.ts, which imports Playwright.
 */
import { signInitData, type InitDataUser } from '../../server/auth/sign-init-data';
import { DEV_BOT_TOKEN } from '../../server/config';

let counter = 0;

/** A Telegram user no other test (or earlier run on the same database) has used. */
export function freshUser(firstName = 'Webkit'): InitDataUser {
  counter += 1;
  const id = 900_000_000 + (((Date.now() % 10_000_000) * 10 + counter) % 90_000_000);
  return { id, first_name: firstName, last_name: 'Tester', language_code: 'en' };
}

export const nowS = (): number => Math.floor(Date.now() / 1000);

export function signedInitData(user: InitDataUser): string {
  const authDate = nowS();
  return signInitData({ user, authDate, extra: { query_id: `webkit${authDate}` } }, DEV_BOT_TOKEN);
}

/** The hash Telegram appends to the Mini App URL (without the '#'). */
export function launchHash(user: InitDataUser): string {
  return new URLSearchParams({
    tgWebAppData: signedInitData(user),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', secondary_bg_color: '#232e3c', text_color: '#f5f5f5' }),
  }).toString();
}
