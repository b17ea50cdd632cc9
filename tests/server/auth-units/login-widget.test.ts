/** Telegram Login Widget payloads (server/auth/login-widget.ts): the schema, the signature, the age, the user. */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LoginWidgetBody } from '../../../src/contract/endpoints/session';
import { validateLoginWidget } from '../../../server/auth/login-widget';

const TOKEN = '123456:ABC-test-token';
const NOW = 1_800_000_000;

/** Signs as core.telegram.org/widgets/login documents it, computed here independently. */
function signed(fields: Record<string, string | number>, token = TOKEN) {
  const text = Object.keys(fields)
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above our ES2022 lib
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(text).digest('hex');
  return { ...fields, hash } as LoginWidgetBody;
}
const refused = (code: string) => expect.objectContaining({ statusCode: 401, code });
const base = { id: 7, first_name: 'Ann', auth_date: NOW };

describe('validateLoginWidget', () => {
  it('returns the profile of a correctly signed payload, without a language', () => {
    const body = signed({ ...base, last_name: 'Lee', username: 'ann_lee', photo_url: 'https://t.me/i/a.jpg' });
    expect(validateLoginWidget(body, TOKEN, 60, NOW)).toEqual({ telegramId: 7, firstName: 'Ann', lastName: 'Lee', username: 'ann_lee', languageCode: null });
  });
  it('signs unknown extra fields too, and skips absent ones', () => {
    const body = signed({ ...base, extra: 'x' });
    expect(validateLoginWidget({ ...body, last_name: undefined } as LoginWidgetBody, TOKEN, 60, NOW).firstName).toBe('Ann');
    expect(validateLoginWidget({ ...body, username: null } as unknown as LoginWidgetBody, TOKEN, 60, NOW).username).toBeNull();
    expect(() => validateLoginWidget({ ...body, extra: 'y' } as LoginWidgetBody, TOKEN, 60, NOW)).toThrow(refused('hash_mismatch'));
  });
  it('refuses another bot’s signature, or the launch-data secret', () => {
    expect(() => validateLoginWidget(signed(base, '654321:other'), TOKEN, 60, NOW)).toThrow(refused('hash_mismatch'));
    const text = `auth_date=${NOW}\nfirst_name=Ann\nid=7`;
    const launchSecret = createHmac('sha256', 'WebAppData').update(TOKEN).digest();
    const hash = createHmac('sha256', launchSecret).update(text).digest('hex');
    expect(() => validateLoginWidget({ ...base, hash }, TOKEN, 60, NOW)).toThrow(refused('hash_mismatch'));
  });
  it('checks the age: exactly the limit passes, one second more is refused', () => {
    expect(validateLoginWidget(signed({ ...base, auth_date: NOW - 60 }), TOKEN, 60, NOW).telegramId).toBe(7);
    expect(() => validateLoginWidget(signed({ ...base, auth_date: NOW - 61 }), TOKEN, 60, NOW)).toThrow(refused('auth_expired'));
  });
  it('checks the names after the signature', () => {
    expect(() => validateLoginWidget(signed({ ...base, first_name: ' ' }), TOKEN, 60, NOW)).toThrow(refused('invalid_user_name'));
    expect(() => validateLoginWidget(signed({ ...base, username: 'a-b-c' }), TOKEN, 60, NOW)).toThrow(refused('invalid_username'));
  });
});

describe('LoginWidgetBody', () => {
  const valid = { ...base, hash: 'a'.repeat(64) };
  const ok = (body: unknown) => LoginWidgetBody.safeParse(body).success;
  it('takes a complete payload and keeps unknown fields', () => {
    expect(LoginWidgetBody.parse({ ...valid, extra: 1 })).toEqual({ ...valid, extra: 1 });
    expect(ok({ ...valid, hash: 'A'.repeat(64) })).toBe(true);
  });
  it.each([
    ['a 63-character hash', { ...valid, hash: 'a'.repeat(63) }],
    ['a 65-character hash', { ...valid, hash: 'a'.repeat(65) }],
    ['a hash with a non-hex character', { ...valid, hash: `${'a'.repeat(63)}g` }],
    ['a hash with text around it', { ...valid, hash: `x${'a'.repeat(64)}x` }],
    ['a zero auth date', { ...valid, auth_date: 0 }],
    ['a fractional auth date', { ...valid, auth_date: 1.5 }],
    ['a text id', { ...valid, id: '7' }],
    ['no first name', { ...valid, first_name: undefined }],
    ['a numeric last name', { ...valid, last_name: 1 }],
    ['a numeric username', { ...valid, username: 1 }],
    ['a photo URL over 1024 characters', { ...valid, photo_url: 'x'.repeat(1025) }],
  ])('refuses %s', (_, body) => {
    expect(ok(body)).toBe(false);
  });
  it('takes a photo URL of exactly 1024 characters, and an auth date of 1', () => {
    expect(ok({ ...valid, photo_url: 'x'.repeat(1024) })).toBe(true);
    expect(ok({ ...valid, auth_date: 1 })).toBe(true);
  });
});
