/** The profile in signed Telegram data (server/telegram/telegram-profile.ts): each field at its limits. */
import { describe, expect, it } from 'vitest';
import { MAX_NAME_CHARS } from '../../../src/contract/auth-errors';
import { checkTelegramUser, fullName } from '../../../server/telegram/telegram-profile';

const refused = (code: string) => expect.objectContaining({ statusCode: 401, code });
const check = (fields: Record<string, unknown>) => checkTelegramUser({ id: 7, first_name: 'Ann', ...fields });

describe('checkTelegramUser', () => {
  it('returns the trimmed profile', () => {
    expect(check({ first_name: ' Ann ', last_name: ' Lee ', username: 'ann_lee', language_code: 'pt-br' })).toEqual({
      telegramId: 7,
      firstName: 'Ann',
      lastName: 'Lee',
      username: 'ann_lee',
      languageCode: 'pt-br',
    });
  });

  it.each([
    ['missing', undefined],
    ['text', '7'],
    ['zero', 0],
    ['negative', -1],
    ['a fraction', 1.5],
    ['past the safe integers', 2 ** 53],
  ])('refuses an id that is %s', (_, id) => {
    expect(() => check({ id })).toThrow(refused('invalid_user_id'));
  });
  it('takes id 1 and the largest safe integer', () => {
    expect(check({ id: 1 }).telegramId).toBe(1);
    expect(check({ id: Number.MAX_SAFE_INTEGER }).telegramId).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('names are at most 64 characters as people count them (code points)', () => {
    expect(MAX_NAME_CHARS).toBe(64);
    expect(check({ first_name: 'a'.repeat(64) }).firstName).toHaveLength(64);
    expect(check({ first_name: '😀'.repeat(64) }).firstName).toBe('😀'.repeat(64));
    expect(check({ first_name: ` ${'a'.repeat(64)} ` }).firstName).toBe('a'.repeat(64));
    expect(() => check({ first_name: 'a'.repeat(65) })).toThrow(refused('invalid_user_name'));
    expect(() => check({ last_name: '😀'.repeat(65) })).toThrow(refused('invalid_user_name'));
  });
  it.each([
    ['missing', undefined],
    ['null', null],
    ['blank', '   '],
    ['empty', ''],
  ])('refuses a first name that is %s', (_, first_name) => {
    expect(() => check({ first_name })).toThrow(refused('invalid_user_name'));
  });
  it.each([
    ['a number', 5],
    ['a NUL', 'A\u0000n'],
    ['a line feed', 'A\nn'],
    ['a lone surrogate', 'A\uD800n'],
    ['a line separator', 'A\u2028n'],
    ['a paragraph separator', 'A\u2029n'],
  ])('refuses a name with %s, first or last', (_, value) => {
    expect(() => check({ first_name: value })).toThrow(refused('invalid_user_name'));
    expect(() => check({ last_name: value })).toThrow(refused('invalid_user_name'));
  });
  it('a missing, null or blank last name is none', () => {
    expect(check({}).lastName).toBeNull();
    expect(check({ last_name: null }).lastName).toBeNull();
    expect(check({ last_name: ' ' }).lastName).toBeNull();
  });
  it('takes letters of any script and an emoji in a name', () => {
    expect(check({ first_name: 'Zoë 李 😀' }).firstName).toBe('Zoë 李 😀');
  });

  it('usernames: 4 to 32 letters, digits or underscores; missing, null or empty is none', () => {
    expect(check({ username: 'abcd' }).username).toBe('abcd');
    expect(check({ username: `A_9${'z'.repeat(29)}` }).username).toHaveLength(32);
    expect(check({}).username).toBeNull();
    expect(check({ username: null }).username).toBeNull();
    expect(check({ username: '' }).username).toBeNull();
  });
  it.each([
    ['3 characters', 'abc'],
    ['33 characters', 'a'.repeat(33)],
    ['a hyphen', 'ann-lee'],
    ['a space before', ' annlee'],
    ['a character after', 'annlee!'],
    ['a number', 12345],
  ])('refuses a username of %s', (_, username) => {
    expect(() => check({ username })).toThrow(refused('invalid_username'));
  });

  it.each([
    ['en', 'en'],
    ['ast', 'ast'],
    ['pt-br', 'pt-br'],
    ['zh_hans', 'zh_hans'],
    ['sr-Latn-RS-x1', 'sr-Latn-RS-x1'],
  ])('keeps the language tag %s', (given, kept) => {
    expect(check({ language_code: given }).languageCode).toBe(kept);
  });
  it.each([
    ['one letter', 'e'],
    ['four letters', 'engl'],
    ['a digit first', '1n'],
    ['a subtag of 9 characters', 'en-abcdefghi'],
    ['four subtags', 'en-a-b-c-d'],
    ['an empty subtag', 'en-'],
    ['a space', 'en '],
    ['a space before', ' en'],
    ['a number', 44],
    ['an array of a good tag', ['en']],
  ])('drops a language tag with %s', (_, language_code) => {
    expect(check({ language_code }).languageCode).toBeNull();
  });
});

describe('fullName', () => {
  it('joins first and last name with one space, or gives the first alone', () => {
    expect(fullName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(fullName({ firstName: 'Ann', lastName: null })).toBe('Ann');
  });
});
