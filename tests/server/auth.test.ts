import { expect, it } from 'vitest';
import { tokenSecret } from '../../server/auth/tokens';
import { buildInitData, loginWidgetHash, tma } from './helpers/init-data';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

const ME = '/api/v1/user/me';

describeEachDb('authentication', (ctx) => {
  const nowS = () => Math.floor(Date.now() / 1000);
  const fieldsFor = (user = newTelegramUser(), extra: Record<string, string> = {}): Record<string, string> => ({
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
    auth_date: String(nowS()),
    ...extra,
  });
  const me = (authorization?: string) => ctx.call('GET', ME, { headers: authorization ? { authorization } : {} });

  it('accepts initData signed as Telegram documents it, and creates the user on first sight', async () => {
    const user = newTelegramUser({ first_name: 'Ada', last_name: 'Lovelace', username: 'ada_l', language_code: 'pt-br' });
    const response = await me(tma(buildInitData(fieldsFor(user), ctx.config.botToken)));
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({
      telegramId: user.id,
      telegramFullName: 'Ada Lovelace',
      username: 'ada_l',
      languageCode: 'pt-PT',
      balance: '100.000000',
    });
    expect(response.json.data.refCode).toMatch(/^[\w-]{8}$/);
  });

  it('keeps the signature field in the data-check-string (newer Telegram clients send it)', async () => {
    const fields = fieldsFor(newTelegramUser(), { signature: 'c2lnbmF0dXJlLWJ5LXRlbGVncmFt', chat_type: 'sender' });
    expect((await me(tma(buildInitData(fields, ctx.config.botToken)))).status).toBe(200);
    // Signed without the signature field, then sent with it: the server must count it in.
    const { signature, ...unsigned } = fields;
    const forged = `${buildInitData(unsigned, ctx.config.botToken)}&signature=${signature}`;
    expect((await me(tma(forged))).json.error.code).toBe('hash_mismatch');
  });

  it('accepts url-safe base64 as well as the standard alphabet', async () => {
    const raw = buildInitData(fieldsFor(newTelegramUser({ first_name: '???>>>' })), ctx.config.botToken);
    expect((await me(`tma ${Buffer.from(raw).toString('base64url')}`)).status).toBe(200);
  });

  it.each([
    ['no header', undefined, 'missing_authorization'],
    ['an unknown scheme', 'Basic dXNlcjpwYXNz', 'bad_auth_scheme'],
    ['a scheme without credentials', 'tma', 'bad_auth_scheme'],
    ['garbage base64', 'tma %%%not-base64%%%', 'bad_init_data_encoding'],
    ['base64 of something else', `tma ${Buffer.from('just some text').toString('base64')}`, 'bad_init_data_encoding'],
    ['a forged bearer token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'invalid_token'],
  ])('rejects %s with 401', async (_name, authorization, code) => {
    const response = await me(authorization);
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe(code);
    expect(response.json.error.message).toEqual(expect.any(String));
  });

  it('rejects tampered, wrongly signed, expired and future launch data', async () => {
    const fields = fieldsFor();
    const signed = buildInitData(fields, ctx.config.botToken);
    const tampered = signed.replace('Test', 'Evil');
    expect((await me(tma(tampered))).json.error.code).toBe('hash_mismatch');
    expect((await me(tma(buildInitData(fields, '999:another-bots-token')))).json.error.code).toBe('hash_mismatch');
    const noHash = new URLSearchParams(fields).toString();
    expect((await me(tma(`${noHash}&hash=`))).json.error.code).toBe('init_data_invalid');

    const old = fieldsFor(newTelegramUser(), { auth_date: String(nowS() - ctx.config.initDataMaxAgeS - 60) });
    const expired = await me(tma(buildInitData(old, ctx.config.botToken)));
    expect(expired.status).toBe(401);
    expect(expired.json.error.code).toBe('auth_expired');

    const future = fieldsFor(newTelegramUser(), { auth_date: String(nowS() + 3600) });
    expect((await me(tma(buildInitData(future, ctx.config.botToken)))).json.error.code).toBe('auth_date_in_future');
  });

  it('rejects signed launch data without a usable user', async () => {
    const fields = { auth_date: String(nowS()), user: '{"first_name":"NoId"}' };
    expect((await me(tma(buildInitData(fields, ctx.config.botToken)))).json.error.code).toBe('invalid_user_id');
  });

  it('links a referrer from start_param once, ignoring unknown and later codes', async () => {
    const referrer = newTelegramUser();
    const refCode = (await ctx.call('GET', ME, { user: referrer })).json.data.refCode as string;
    const other = newTelegramUser();
    const otherCode = (await ctx.call('GET', ME, { user: other })).json.data.refCode as string;

    const child = newTelegramUser();
    await ctx.call('GET', ME, { user: child, startParam: refCode });
    await ctx.call('GET', ME, { user: child, startParam: otherCode });
    const stranger = newTelegramUser();
    expect((await ctx.call('GET', ME, { user: stranger, startParam: 'no-such-code' })).status).toBe(200);
    const viaHeader = newTelegramUser();
    await ctx.call('GET', ME, { user: viaHeader, headers: { 'x-ref-code': otherCode } });

    const rows = await ctx.db.query<{ telegram_id: bigint; referrer: bigint | null }>(
      `SELECT u.telegram_id, r.telegram_id AS referrer FROM users u LEFT JOIN users r ON r.id = u.referrer_id
       WHERE u.telegram_id = ANY($1::bigint[])`,
      [[child.id, stranger.id, viaHeader.id, referrer.id]],
    );
    const referrerOf = new Map(rows.map((row) => [Number(row.telegram_id), row.referrer === null ? null : Number(row.referrer)]));
    expect(referrerOf.get(child.id)).toBe(referrer.id);
    expect(referrerOf.get(stranger.id)).toBeNull();
    expect(referrerOf.get(viaHeader.id)).toBe(other.id);
    expect(referrerOf.get(referrer.id)).toBeNull();
  });

  it('creates a user once under concurrent first requests', async () => {
    const user = newTelegramUser();
    const responses = await Promise.all(Array.from({ length: 8 }, () => ctx.call('GET', ME, { user })));
    expect(new Set(responses.map((response) => response.json.data.id)).size).toBe(1);
    const [row] = await ctx.db.query<{ n: bigint }>("SELECT count(*) AS n FROM transfers t JOIN users u ON t.to_account = 'player:' || u.id WHERE u.telegram_id = $1", [user.id]);
    expect(row?.n).toBe(1n);
  });

  it('trades a Login Widget payload for a bearer token that authenticates', async () => {
    const widget = { id: newTelegramUser().id, first_name: 'Grace', last_name: 'Hopper', username: 'grace', auth_date: nowS() };
    const login = await ctx.call('POST', '/api/v1/auth/telegram-login', { body: { ...widget, hash: loginWidgetHash(widget, ctx.config.botToken) } });
    expect(login.status).toBe(200);
    const { token, expiresAt } = login.json.data;
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const response = await me(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ telegramId: widget.id, telegramFullName: 'Grace Hopper', languageCode: 'en' });

    const forged = await ctx.call('POST', '/api/v1/auth/telegram-login', { body: { ...widget, first_name: 'Mallory', hash: loginWidgetHash(widget, ctx.config.botToken) } });
    expect(forged.status).toBe(401);
    expect(forged.json.error.code).toBe('hash_mismatch');
    const malformed = await ctx.call('POST', '/api/v1/auth/telegram-login', { body: { id: 'x' } });
    expect(malformed.status).toBe(400);
  });

  it('rejects an expired bearer token and one for an unknown user', async () => {
    const expired = ctx.app.jwt.sign({ sub: '1', ver: 0, iat: nowS() - 10, exp: nowS() - 5 });
    expect((await me(`Bearer ${expired}`)).json.error.code).toBe('token_expired');
    const ghost = ctx.app.jwt.sign({ sub: '999999', ver: 0, exp: nowS() + 60 });
    expect((await me(`Bearer ${ghost}`)).json.error.code).toBe('unknown_user');
    expect(tokenSecret('1:a')).not.toBe(tokenSecret('1:b'));
  });
});

describeEachDb(
  'authentication without an age limit',
  (ctx) => {
    it('accepts old launch data when INIT_DATA_MAX_AGE_S=0, but still not future data', async () => {
      const user = JSON.stringify(newTelegramUser());
      const old = buildInitData({ user, auth_date: '1600000000' }, ctx.config.botToken);
      expect((await ctx.call('GET', ME, { headers: { authorization: tma(old) } })).status).toBe(200);
      const future = buildInitData({ user, auth_date: String(Math.floor(Date.now() / 1000) + 3600) }, ctx.config.botToken);
      expect((await ctx.call('GET', ME, { headers: { authorization: tma(future) } })).status).toBe(401);
    });
  },
  { INIT_DATA_MAX_AGE_S: '0' },
);
