/** Launch data validated once per distinct string (server/auth/launch-data-cache.ts), its age on every call. */
import { describe, expect, it } from 'vitest';
import { checkLaunchData, LAUNCH_DATA_CACHE_SIZE, launchDataCacheSize } from '../../../server/auth/launch-data-cache';
import { buildInitData } from '../helpers/init-data';

const TOKEN = '123456:ABC-test-token';
const NOW = 1_800_000_000;

/** The `tma` credentials of signed fields: base64 of the raw launch data. */
const encoded = (fields: Record<string, string>, token = TOKEN) => Buffer.from(buildInitData(fields, token)).toString('base64');
const launch = (id: number, authDate = NOW) => encoded({ auth_date: String(authDate), user: JSON.stringify({ id, first_name: 'Ann' }) });
const refused = (code: string) => expect.objectContaining({ statusCode: 401, code });

describe('checkLaunchData', () => {
  it('validates a string once, then answers the same player without validating it again', () => {
    const header = launch(7001);
    const first = checkLaunchData(header, TOKEN, 60, NOW);
    expect(first.profile.telegramId).toBe(7001);
    // The very answer of the first check: nothing was decoded, hashed or parsed again.
    expect(checkLaunchData(header, TOKEN, 60, NOW + 30)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('checks the age on every call: a remembered string still expires', () => {
    const header = launch(7002);
    checkLaunchData(header, TOKEN, 60, NOW);
    expect(() => checkLaunchData(header, TOKEN, 60, NOW + 61)).toThrow(refused('auth_expired'));
    // ...and a clock set back makes it a future date again.
    expect(() => checkLaunchData(header, TOKEN, 60, NOW - 301)).toThrow(refused('auth_date_in_future'));
  });

  it('never takes a string checked with one bot token as signed by another', () => {
    const header = launch(7003);
    checkLaunchData(header, TOKEN, 60, NOW);
    expect(() => checkLaunchData(header, '999:OTHER', 60, NOW)).toThrow(refused('hash_mismatch'));
  });

  it('keeps no refused string: a forged one is refused every time', () => {
    const forged = encoded({ auth_date: String(NOW), user: JSON.stringify({ id: 7004, first_name: 'Eve' }) }, '999:OTHER');
    const before = launchDataCacheSize();
    expect(() => checkLaunchData(forged, TOKEN, 60, NOW)).toThrow(refused('hash_mismatch'));
    expect(() => checkLaunchData(forged, TOKEN, 60, NOW)).toThrow(refused('hash_mismatch'));
    expect(() => checkLaunchData('not base64!', TOKEN, 60, NOW)).toThrow(refused('bad_init_data_encoding'));
    expect(launchDataCacheSize()).toBe(before);
  });

  it(`remembers at most ${LAUNCH_DATA_CACHE_SIZE} strings, forgetting the oldest`, () => {
    // Players no other test here uses, so each string is new.
    const first = 100_000;
    const oldest = launch(first);
    const oldestAnswer = checkLaunchData(oldest, TOKEN, 0, NOW);
    let newestAnswer = oldestAnswer;
    for (let id = first + 1; id <= first + LAUNCH_DATA_CACHE_SIZE; id++) newestAnswer = checkLaunchData(launch(id), TOKEN, 0, NOW);
    expect(launchDataCacheSize()).toBe(LAUNCH_DATA_CACHE_SIZE);
    expect(checkLaunchData(launch(first + LAUNCH_DATA_CACHE_SIZE), TOKEN, 0, NOW)).toBe(newestAnswer); // still known
    const again = checkLaunchData(oldest, TOKEN, 0, NOW); // forgotten: validated anew
    expect(again).not.toBe(oldestAnswer);
    expect(again).toEqual(oldestAnswer);
  });
});
