/**
 * The hash comparison and the launch-data age at their limits: each case once survived a planted
 * bug (docs/mutation-testing.md). Pure, so `npm run mutate` re-runs it per mutant in no time.
 */
import { describe, expect, it } from 'vitest';
import { checkAuthDate, MAX_CLOCK_SKEW_S } from '../../../server/auth/auth-date';
import { hexDigestsEqual } from '../../../server/auth/telegram-hash';

const DIGEST = 'a'.repeat(63) + 'b';

describe('hexDigestsEqual: all 64 hex characters count', () => {
  it('accepts the same digest, in either case', () => {
    expect(hexDigestsEqual(DIGEST, DIGEST)).toBe(true);
    expect(hexDigestsEqual(DIGEST, DIGEST.toUpperCase())).toBe(true);
  });
  it.each([
    ['the last character', `${DIGEST.slice(0, 63)}c`],
    ['the first character', `b${DIGEST.slice(1)}`],
    ['a character past the first 16', `${DIGEST.slice(0, 16)}f${DIGEST.slice(17)}`],
    ['one character fewer', DIGEST.slice(0, 63)],
    ['one character more', `${DIGEST}0`],
  ])('refuses a digest that differs in %s', (_, given) => {
    expect(hexDigestsEqual(DIGEST, given)).toBe(false);
  });
});

describe('checkAuthDate at its limits', () => {
  const now = 1_800_000_000;
  const maxAge = 3600;
  it('accepts launch data exactly maxAge old', () => {
    expect(checkAuthDate(now - maxAge, maxAge, now)).toBe(now - maxAge);
  });
  it('accepts it one second inside', () => {
    expect(checkAuthDate(now - maxAge + 1, maxAge, now)).toBe(now - maxAge + 1);
  });
  it('refuses it one second past', () => {
    expect(() => checkAuthDate(now - maxAge - 1, maxAge, now)).toThrow(expect.objectContaining({ code: 'auth_expired' }));
  });
  it('accepts the clock skew exactly, refuses one second more', () => {
    expect(checkAuthDate(now + MAX_CLOCK_SKEW_S, maxAge, now)).toBe(now + MAX_CLOCK_SKEW_S);
    expect(() => checkAuthDate(now + MAX_CLOCK_SKEW_S + 1, maxAge, now)).toThrow(expect.objectContaining({ code: 'auth_date_in_future' }));
  });
  it('with the age check off, any past date but 0 passes', () => {
    expect(checkAuthDate(1, 0, now)).toBe(1);
    expect(() => checkAuthDate(0, 0, now)).toThrow(expect.objectContaining({ code: 'invalid_auth_date' }));
  });
});


describe('checkAuthDate: what counts as a unix time', () => {
  const now = 1_800_000_000;
  it('reads a decimal string as the number it spells', () => {
    expect(checkAuthDate(String(now - 10), 3600, now)).toBe(now - 10);
  });
  it.each([
    ['missing', undefined],
    ['null', null],
    ['a boolean', true],
    ['text', 'yesterday'],
    ['a fraction', now - 0.5],
    ['zero', 0],
    ['negative', -1],
  ])('refuses %s with 401 invalid_auth_date', (_, value) => {
    expect(() => checkAuthDate(value, 3600, now)).toThrow(expect.objectContaining({ statusCode: 401, code: 'invalid_auth_date' }));
  });
  it('with the age check off (0), one second old passes; a negative age limit is off too', () => {
    expect(checkAuthDate(now - 1, 0, now)).toBe(now - 1);
    expect(checkAuthDate(1, -5, now)).toBe(1);
  });
  it('the future check holds with the age check off', () => {
    expect(() => checkAuthDate(now + MAX_CLOCK_SKEW_S + 1, 0, now)).toThrow(expect.objectContaining({ code: 'auth_date_in_future' }));
  });
  it('allows five minutes of clock skew', () => {
    expect(MAX_CLOCK_SKEW_S).toBe(300);
  });
});
