/** Telegram's data-check-string and HMAC secrets (server/auth/telegram-hash.ts), against node:crypto computed here. */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataCheckString, hmacHex, loginWidgetSecret, webAppSecret } from '../../../server/auth/telegram-hash';

describe('dataCheckString', () => {
  it('sorts key=value pairs by key and joins them with newlines', () => {
    expect(dataCheckString([['user', '{"id":1}'], ['auth_date', '1'], ['query_id', 'q']])).toBe('auth_date=1\nquery_id=q\nuser={"id":1}');
  });
  it.each([
    [['e', 'd', 'c', 'b', 'a']],
    [['a', 'b', 'c', 'd', 'e']],
    [['c', 'a', 'e', 'b', 'd']],
    [['b', 'd', 'a', 'e', 'c']],
  ])('sorts %j', (keys) => {
    expect(dataCheckString(keys.map((key) => [key, key.toUpperCase()]))).toBe('a=A\nb=B\nc=C\nd=D\ne=E');
  });
  it('orders by code unit: a prefix first, upper case before lower case', () => {
    expect(dataCheckString([['auth_date', '2'], ['auth', '1'], ['Z', '0']])).toBe('Z=0\nauth=1\nauth_date=2');
  });
  it('keeps pairs with the same key in their given order', () => {
    expect(dataCheckString([['b', '1'], ['a', '2'], ['a', '1'], ['c', '0'], ['a', '3']])).toBe('a=2\na=1\na=3\nb=1\nc=0');
  });
  it('is empty for no fields', () => {
    expect(dataCheckString([])).toBe('');
  });
});

describe('secrets and HMAC', () => {
  const token = '123456:ABC-test-token';
  it('launch data: HMAC_SHA256 keyed "WebAppData" over the bot token, the same buffer each time', () => {
    const expected = createHmac('sha256', 'WebAppData').update(token).digest();
    expect(webAppSecret(token).equals(expected)).toBe(true);
    expect(webAppSecret(token).equals(expected)).toBe(true);
    expect(webAppSecret('654321:other').equals(expected)).toBe(false);
  });
  it('Login Widget: SHA256 of the bot token', () => {
    expect(loginWidgetSecret(token).equals(createHash('sha256').update(token).digest())).toBe(true);
  });
  it('hmacHex: lower-case hex HMAC_SHA256', () => {
    const secret = Buffer.from('key');
    expect(hmacHex(secret, 'text')).toBe(createHmac('sha256', secret).update('text').digest('hex'));
  });
});
