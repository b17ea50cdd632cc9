import { checkAuthDate } from './auth-date';
import { decodeInitDataHeader, validateInitData, type ValidInitData } from './init-data';

/** Distinct launch data remembered at most (a few hundred bytes each); the oldest goes first. */
export const LAUNCH_DATA_CACHE_SIZE = 10_000;

const checked = new Map<string, Readonly<ValidInitData>>();

/**
 * The `tma` credentials of a call, validated (decodeInitDataHeader, validateInitData) once per
 * distinct string and bot token. A client sends the same launch data on every call until its
 * session token arrives, and decoding, the HMAC and the parsing were a fifth of a cached history
 * answer's cost (docs/performance.md). What is kept depends on the string alone (it is signed; its
 * fields); the age of auth_date changes with the clock, so it is checked on every call. A refused
 * string is never kept: it is checked in full each time.
 */
export function checkLaunchData(encoded: string, botToken: string, maxAgeS: number, nowS: number): Readonly<ValidInitData> {
  const key = `${botToken}\n${encoded}`;
  const known = checked.get(key);
  if (known) {
    checkAuthDate(known.authDate, maxAgeS, nowS);
    return known;
  }
  const valid = Object.freeze(validateInitData(decodeInitDataHeader(encoded), botToken, maxAgeS, nowS));
  if (checked.size >= LAUNCH_DATA_CACHE_SIZE) checked.delete(checked.keys().next().value!);
  checked.set(key, valid);
  return valid;
}

/** How many strings are remembered (tests). */
export function launchDataCacheSize(): number {
  return checked.size;
}
