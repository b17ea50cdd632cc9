import { unauthorized } from '../http/api-error';

/** Launch data dated more than this ahead of our clock is forged or from a broken clock. */
export const MAX_CLOCK_SKEW_S = 300;

/** Rejects a missing, future or (when maxAgeS > 0) too old `auth_date` (unix seconds). */
export function checkAuthDate(authDate: unknown, maxAgeS: number, nowS: number): number {
  const value = typeof authDate === 'string' ? Number(authDate) : authDate;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw unauthorized('invalid_auth_date', 'auth_date is missing or not a unix time');
  }
  if (value > nowS + MAX_CLOCK_SKEW_S) {
    throw unauthorized('auth_date_in_future', 'auth_date lies in the future');
  }
  if (maxAgeS > 0 && nowS - value > maxAgeS) {
    throw unauthorized('auth_expired', `The launch data is older than ${maxAgeS} s: reopen the app`);
  }
  return value;
}
