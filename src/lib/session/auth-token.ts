/**
 * The login token of a browser session outside Telegram (docs/product.md section 6): the cookie
 * sendswin_auth_token, path /, 7 days unless the server says when the token expires.
 */
import { AUTH_COOKIE, AUTH_COOKIE_DAYS } from '../../contract/constants';
import { deleteCookie, readCookie, writeCookie } from './cookies';

const DAY_MS = 24 * 60 * 60 * 1000;

export function readAuthToken(): string | null {
  return readCookie(AUTH_COOKIE) || null;
}

/** Stores the token from POST /auth/telegram-login; a missing or past expiresAt means 7 days. */
export function storeAuthToken({ token, expiresAt }: { token: string; expiresAt?: string }, now = Date.now()): void {
  const serverExpiry = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const expires = new Date(serverExpiry > now ? serverExpiry : now + AUTH_COOKIE_DAYS * DAY_MS);
  writeCookie(AUTH_COOKIE, token, { expires, path: '/', sameSite: 'Lax' });
}

export function clearAuthToken(): void {
  deleteCookie(AUTH_COOKIE, { path: '/' });
}
