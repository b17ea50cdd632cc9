import { unauthorized } from '../http/api-error';
import { checkAuthDate } from './auth-date';
import { dataCheckString, hexDigestsEqual, hmacHex, webAppSecret } from './telegram-hash';
import { checkTelegramUser, type TelegramProfile } from '../telegram/telegram-profile';

export interface ValidInitData {
  profile: TelegramProfile;
  /** The `start_param` of a t.me/<bot>/<app>?startapp=... link: we read it as a referrer's code. */
  startParam: string | null;
  authDate: number;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The header carries base64(raw initData); standard or url-safe alphabet. */
export function decodeInitDataHeader(encoded: string): string {
  if (!BASE64.test(encoded)) {
    throw unauthorized('bad_init_data_encoding', 'The tma credentials are not valid base64');
  }
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  if (!text.includes('hash=')) {
    throw unauthorized('bad_init_data_encoding', 'The tma credentials do not decode to Telegram initData');
  }
  return text;
}

function parseUser(json: string | null): TelegramProfile {
  let user: unknown;
  try {
    user = JSON.parse(json ?? '');
  } catch {
    throw unauthorized('init_data_invalid', 'initData has no readable user field');
  }
  if (typeof user !== 'object' || user === null || Array.isArray(user)) {
    throw unauthorized('init_data_invalid', 'initData has no user object');
  }
  return checkTelegramUser(user);
}

/**
 * Validates raw initData exactly as Telegram documents it (core.telegram.org/bots/webapps,
 * "Validating data received via the Mini App"): HMAC over every field but `hash` (including
 * `signature`), sorted, with the WebAppData-derived secret; then the age of auth_date.
 */
export function validateInitData(raw: string, botToken: string, maxAgeS: number, nowS: number): ValidInitData {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash) throw unauthorized('init_data_invalid', 'initData has no hash');
  const fields = [...params.entries()].filter(([key]) => key !== 'hash');
  const expected = hmacHex(webAppSecret(botToken), dataCheckString(fields));
  if (!hexDigestsEqual(expected, hash)) {
    throw unauthorized('hash_mismatch', 'initData is not signed by this bot (hash mismatch)');
  }
  const authDate = checkAuthDate(params.get('auth_date'), maxAgeS, nowS);
  return { profile: parseUser(params.get('user')), startParam: params.get('start_param') || null, authDate };
}
