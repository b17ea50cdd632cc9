import { describe, expect, it } from 'vitest';
import { authorizationFromLaunch } from '../../../src/telegram/init-data-header';
import { WebAppError, isWebAppError } from '../../../src/telegram/errors';

/** Decodes base64 back to the UTF-8 text, independently of the code under test. */
function decode(value: string): string {
  return Buffer.from(value, 'base64').toString('utf8');
}

describe('authorizationFromLaunch', () => {
  it('is "tma " + base64 of the raw init data', () => {
    const raw = 'query_id=AAH&user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc';
    const header = authorizationFromLaunch({ initDataRaw: raw });
    expect(header).toBe(`tma ${btoa(raw)}`);
  });

  it('encodes a non-ASCII name as UTF-8 (btoa alone would throw)', () => {
    const raw = `user=${JSON.stringify({ id: 1, first_name: 'Дмитрий', last_name: '李 😀 é€' })}&hash=x`;
    expect(() => btoa(raw)).toThrow(/character/i);
    const header = authorizationFromLaunch({ initDataRaw: raw });
    expect(header?.startsWith('tma ')).toBe(true);
    expect(decode(header!.slice(4))).toBe(raw);
  });

  it('handles long init data', () => {
    const raw = `hash=${'Ж'.repeat(100_000)}`;
    expect(decode(authorizationFromLaunch({ initDataRaw: raw })!.slice(4))).toBe(raw);
  });

  it('is null without init data', () => {
    expect(authorizationFromLaunch({})).toBeNull();
    expect(authorizationFromLaunch({ initDataRaw: '' })).toBeNull();
  });
});

describe('WebAppError', () => {
  it('has the code as name and message and is an Error', () => {
    const error = new WebAppError('WebAppPopupOpened');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WebAppPopupOpened');
    expect(error.message).toBe('WebAppPopupOpened');
    expect(isWebAppError(error, 'WebAppPopupOpened')).toBe(true);
    expect(isWebAppError(error, 'WebAppDataInvalid')).toBe(false);
    expect(isWebAppError(new Error('WebAppPopupOpened'))).toBe(false);
  });
});
