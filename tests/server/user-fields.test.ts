/**
 * Signed Telegram data is still checked field by field (docs/security.md): a bad id, name or
 * username is a 401 naming it, and creates no player, in launch data and in Login Widget payloads.
 */
import { expect, it } from 'vitest';
import { buildInitData, loginWidgetHash, tma } from './helpers/init-data';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

const ME = '/api/v1/user/me';
const LOGIN = '/api/v1/auth/telegram-login';

/** Each case: the user fields it changes, and the code the server must answer. */
const BAD_FIELDS: Array<[string, Record<string, unknown>, string]> = [
  ['a zero id', { id: 0 }, 'invalid_user_id'],
  ['a negative id', { id: -42 }, 'invalid_user_id'],
  ['a fractional id', { id: 12.5 }, 'invalid_user_id'],
  ['an id beyond 2^53', { id: 2 ** 60 }, 'invalid_user_id'],
  ['an empty first name', { first_name: '' }, 'invalid_user_name'],
  ['a blank first name', { first_name: ' \t ' }, 'invalid_user_name'],
  ['a NUL in the first name', { first_name: 'Ev\u0000e' }, 'invalid_user_name'],
  ['a line feed in the first name', { first_name: 'Eve\nAdmin' }, 'invalid_user_name'],
  ['a line separator in the first name', { first_name: 'Eve\u2028' }, 'invalid_user_name'],
  ['a lone surrogate in the first name', { first_name: 'Eve\ud800' }, 'invalid_user_name'],
  ['a 65-character first name', { first_name: 'A'.repeat(65) }, 'invalid_user_name'],
  ['an 11,000-character first name', { first_name: 'B'.repeat(11_000) }, 'invalid_user_name'],
  ['a DEL in the last name', { last_name: 'Smith\u007f' }, 'invalid_user_name'],
  ['a 65-character last name', { last_name: 'C'.repeat(65) }, 'invalid_user_name'],
  ['a username with a space', { username: 'eve admin' }, 'invalid_username'],
  ['a username with a NUL', { username: 'eve\u0000admin' }, 'invalid_username'],
  ['a three-letter username', { username: 'eve' }, 'invalid_username'],
  ['a 33-character username', { username: 'e'.repeat(33) }, 'invalid_username'],
];

describeEachDb('user fields in signed Telegram data', (ctx) => {
  const nowS = () => Math.floor(Date.now() / 1000);
  const userRows = async (telegramId: unknown) =>
    typeof telegramId === 'number' && Number.isSafeInteger(telegramId)
      ? (await ctx.db.query('SELECT id FROM users WHERE telegram_id = $1', [telegramId])).length
      : 0;
  const usersCount = async () => Number((await ctx.db.query<{ n: bigint }>('SELECT count(*) AS n FROM users'))[0]?.n);

  it.each(BAD_FIELDS)('launch data with %s: 401 and no player', async (_name, change, code) => {
    const user = { ...newTelegramUser(), ...change };
    const before = await usersCount();
    const raw = buildInitData({ user: JSON.stringify(user), auth_date: String(nowS()) }, ctx.config.botToken);
    const response = await ctx.call('GET', ME, { headers: { authorization: tma(raw) } });
    expect(response.status).toBe(401);
    expect(response.json.error).toEqual({ code, message: expect.stringMatching(/Telegram/) });
    expect(await userRows(user.id)).toBe(0);
    expect(await usersCount()).toBe(before);
  });

  it.each(BAD_FIELDS)('a Login Widget payload with %s: 401 and no player', async (_name, change, code) => {
    const { id, first_name, last_name } = newTelegramUser();
    const widget = { id, first_name, last_name, auth_date: nowS(), ...change } as Record<string, string | number>;
    const before = await usersCount();
    const response = await ctx.call('POST', LOGIN, { body: { ...widget, hash: loginWidgetHash(widget, ctx.config.botToken) } });
    expect(response.status).toBe(401);
    expect(response.json.error).toEqual({ code, message: expect.stringMatching(/Telegram/) });
    expect(await userRows(widget.id)).toBe(0);
    expect(await usersCount()).toBe(before);
  });

  it('keeps names trimmed, counts characters not UTF-16 units, and ignores a malformed language code', async () => {
    const emoji64 = '\u{1F600}'.repeat(64); // 64 characters, 128 UTF-16 units
    const user = { ...newTelegramUser(), first_name: '  Ada ', last_name: emoji64, username: 'ada_l', language_code: 'de\u0000' };
    const raw = buildInitData({ user: JSON.stringify(user), auth_date: String(nowS()) }, ctx.config.botToken);
    const response = await ctx.call('GET', ME, { headers: { authorization: tma(raw) } });
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ telegramFullName: `Ada ${emoji64}`, username: 'ada_l', languageCode: 'en' });
  });

  it('accepts a Login Widget payload with a blank last name and no username', async () => {
    const widget = { id: newTelegramUser().id, first_name: 'Grace', last_name: ' ', auth_date: nowS() };
    const response = await ctx.call('POST', LOGIN, { body: { ...widget, hash: loginWidgetHash(widget, ctx.config.botToken) } });
    expect(response.status).toBe(200);
    expect(await userRows(widget.id)).toBe(1);
  });
});
