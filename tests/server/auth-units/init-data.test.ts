/** Launch data validation (server/auth/init-data.ts): header decoding, signature, age, user field. */
import { describe, expect, it } from 'vitest';
import { decodeInitDataHeader, validateInitData } from '../../../server/auth/init-data';
import { buildInitData } from '../helpers/init-data';

const TOKEN = '123456:ABC-test-token';
const NOW = 1_800_000_000;
const USER = '{"id":7,"first_name":"Ann","language_code":"en"}';

/** Signs fields as Telegram documents it, computed independently of the code under test. */
const sign = (fields: Record<string, string>, token = TOKEN) => buildInitData(fields, token);
const refused = (code: string) => expect.objectContaining({ statusCode: 401, code });

describe('decodeInitDataHeader', () => {
  const raw = 'auth_date=1&hash=ab';
  it.each([
    ['standard base64 with padding', Buffer.from(raw).toString('base64')],
    ['url-safe base64 without padding', Buffer.from(raw).toString('base64url')],
  ])('decodes %s', (_, encoded) => {
    expect(decodeInitDataHeader(encoded)).toBe(raw);
  });
  it('decodes one and two padding characters', () => {
    expect(decodeInitDataHeader(Buffer.from('hash=abc').toString('base64'))).toBe('hash=abc');
    expect(decodeInitDataHeader(Buffer.from('hash=ab').toString('base64'))).toBe('hash=ab');
    expect(Buffer.from('hash=abc').toString('base64')).toMatch(/[^=]=$/);
    expect(Buffer.from('hash=ab').toString('base64')).toMatch(/==$/);
  });
  it.each([
    ['a space', `${Buffer.from(raw).toString('base64')} x`],
    ['a character before', `!${Buffer.from(raw).toString('base64')}`],
    ['a character after', `${Buffer.from(raw).toString('base64')}!`],
    ['three padding characters', `${Buffer.from('hash=ab').toString('base64')}=`],
    ['nothing', ''],
  ])('refuses text with %s', (_, encoded) => {
    expect(() => decodeInitDataHeader(encoded)).toThrow(refused('bad_init_data_encoding'));
  });
  it('refuses base64 of something that is not launch data', () => {
    expect(() => decodeInitDataHeader(Buffer.from('user=1&auth_date=2').toString('base64'))).toThrow(refused('bad_init_data_encoding'));
  });
});

describe('validateInitData', () => {
  it('returns the profile, start parameter and auth date of correctly signed data', () => {
    const raw = sign({ auth_date: String(NOW - 5), user: USER, start_param: 'abc', query_id: 'q' });
    expect(validateInitData(raw, TOKEN, 60, NOW)).toEqual({
      profile: { telegramId: 7, firstName: 'Ann', lastName: null, username: null, languageCode: 'en' },
      startParam: 'abc',
      authDate: NOW - 5,
    });
  });
  it('signs the signature field too (every field but hash)', () => {
    const raw = sign({ auth_date: String(NOW), user: USER, signature: 'sig' });
    expect(validateInitData(raw, TOKEN, 60, NOW).authDate).toBe(NOW);
    const params = new URLSearchParams(raw);
    params.set('signature', 'other');
    expect(() => validateInitData(params.toString(), TOKEN, 60, NOW)).toThrow(refused('hash_mismatch'));
  });
  it('an empty start parameter is none', () => {
    expect(validateInitData(sign({ auth_date: String(NOW), user: USER, start_param: '' }), TOKEN, 60, NOW).startParam).toBeNull();
    expect(validateInitData(sign({ auth_date: String(NOW), user: USER }), TOKEN, 60, NOW).startParam).toBeNull();
  });
  it('accepts the hash in upper case', () => {
    const params = new URLSearchParams(sign({ auth_date: String(NOW), user: USER }));
    params.set('hash', (params.get('hash') ?? '').toUpperCase());
    expect(validateInitData(params.toString(), TOKEN, 60, NOW).authDate).toBe(NOW);
  });
  it('refuses data without a hash, or with an empty one', () => {
    expect(() => validateInitData(`auth_date=${NOW}&user=${encodeURIComponent(USER)}`, TOKEN, 60, NOW)).toThrow(refused('init_data_invalid'));
    expect(() => validateInitData(`auth_date=${NOW}&hash=`, TOKEN, 60, NOW)).toThrow(refused('init_data_invalid'));
  });
  it('refuses data signed with another bot’s token, or changed after signing', () => {
    expect(() => validateInitData(sign({ auth_date: String(NOW), user: USER }, '654321:other'), TOKEN, 60, NOW)).toThrow(refused('hash_mismatch'));
    const params = new URLSearchParams(sign({ auth_date: String(NOW), user: USER }));
    params.set('auth_date', String(NOW - 1));
    expect(() => validateInitData(params.toString(), TOKEN, 60, NOW)).toThrow(refused('hash_mismatch'));
  });
  it('checks the age after the signature', () => {
    expect(() => validateInitData(sign({ auth_date: String(NOW - 61), user: USER }), TOKEN, 60, NOW)).toThrow(refused('auth_expired'));
    expect(validateInitData(sign({ auth_date: String(NOW - 60), user: USER }), TOKEN, 60, NOW).authDate).toBe(NOW - 60);
    expect(() => validateInitData(sign({ user: USER }), TOKEN, 60, NOW)).toThrow(refused('invalid_auth_date'));
  });
  it.each([
    ['no user field', undefined],
    ['unreadable JSON', '{id:'],
    ['null', 'null'],
    ['an array', '[{"id":7,"first_name":"Ann"}]'],
    ['a number', '7'],
    ['a string', '"Ann"'],
  ])('refuses %s as the user', (_, user) => {
    const fields: Record<string, string> = { auth_date: String(NOW) };
    if (user !== undefined) fields.user = user;
    expect(() => validateInitData(sign(fields), TOKEN, 60, NOW)).toThrow(refused('init_data_invalid'));
  });
  it('says why: unreadable JSON, or JSON that is no object', () => {
    expect(() => validateInitData(sign({ auth_date: String(NOW), user: '{id:' }), TOKEN, 60, NOW)).toThrow('initData has no readable user field');
    expect(() => validateInitData(sign({ auth_date: String(NOW), user: '7' }), TOKEN, 60, NOW)).toThrow('initData has no user object');
  });
  it('checks the user’s fields (a bad id is named)', () => {
    expect(() => validateInitData(sign({ auth_date: String(NOW), user: '{"id":0,"first_name":"Ann"}' }), TOKEN, 60, NOW)).toThrow(refused('invalid_user_id'));
  });
});
