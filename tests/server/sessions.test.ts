/**
 * Sessions (docs/sessions.md): launch data traded for a bearer token, tokens that must expire and
 * can be revoked (a per-player token version), and logout.
 */
import { expect, it } from 'vitest';
import { SSE_PATH } from '../../src/contract/events';
import { metric, openStream } from './helpers/sse-helpers';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const ME = '/api/v1/user/me';
const nowS = () => Math.floor(Date.now() / 1000);

async function sessionToken(ctx: ServerContext, user = newTelegramUser()): Promise<{ token: string; expiresAt: string; userId: number }> {
  const response = await ctx.call('POST', '/api/v1/auth/session', { user });
  expect(response.status).toBe(200);
  const userId = (await ctx.call('GET', ME, { user })).json.data.id as number;
  return { ...response.json.data, userId };
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describeEachDb('sessions and token revocation', (ctx) => {
  it('trades verified launch data for a 7-day bearer token of the same player', async () => {
    const user = newTelegramUser();
    const { token, expiresAt } = await sessionToken(ctx, user);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const me = await ctx.call('GET', ME, bearer(token));
    expect(me.status).toBe(200);
    expect(me.json.data.telegramId).toBe(user.id);
  });

  it('refuses to trade a bearer token for another one, and anything unsigned', async () => {
    const { token } = await sessionToken(ctx);
    const again = await ctx.call('POST', '/api/v1/auth/session', bearer(token));
    expect(again.status).toBe(401);
    expect(again.json.error.code).toBe('tma_required');
    const anonymous = await ctx.call('POST', '/api/v1/auth/session');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe('missing_authorization');
  });

  it('refuses a token without exp, even one signed with our key', async () => {
    const userId = (await ctx.call('GET', ME, { user: newTelegramUser() })).json.data.id as number;
    const forever = ctx.app.jwt.sign({ sub: String(userId), ver: 0, iat: nowS() });
    const response = await ctx.call('GET', ME, bearer(forever));
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('token_without_expiry');
  });

  it('refuses a token without a token version (it could never be revoked)', async () => {
    const { userId } = await sessionToken(ctx);
    const unversioned = ctx.app.jwt.sign({ sub: String(userId), iat: nowS(), exp: nowS() + 60 });
    const response = await ctx.call('GET', ME, bearer(unversioned));
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('invalid_token');
  });

  it('logout revokes every token of the player, and only theirs; a new session works again', async () => {
    const user = newTelegramUser();
    const first = await sessionToken(ctx, user);
    const second = await sessionToken(ctx, user);
    const other = await sessionToken(ctx);

    const logout = await ctx.call('POST', '/api/v1/auth/logout', bearer(first.token));
    expect(logout.status).toBe(204);
    for (const token of [first.token, second.token]) {
      const response = await ctx.call('GET', ME, bearer(token));
      expect(response.status).toBe(401);
      expect(response.json.error.code).toBe('token_revoked');
    }
    // A revoked token cannot log out again, nor reach any other route.
    expect((await ctx.call('POST', '/api/v1/auth/logout', bearer(first.token))).status).toBe(401);
    expect((await ctx.call('GET', '/api/v1/game/history', bearer(second.token))).status).toBe(401);
    expect((await ctx.call('GET', ME, bearer(other.token))).status).toBe(200);

    const renewed = await sessionToken(ctx, user);
    expect((await ctx.call('GET', ME, bearer(renewed.token))).status).toBe(200);
  });

  it('logout with launch data revokes the tokens too (Telegram)', async () => {
    const user = newTelegramUser();
    const { token } = await sessionToken(ctx, user);
    expect((await ctx.call('POST', '/api/v1/auth/logout', { user })).status).toBe(204);
    expect((await ctx.call('GET', ME, bearer(token))).json.error.code).toBe('token_revoked');
  });

  it("logout ends the player's open event streams, and a revoked token cannot open one", async () => {
    const user = newTelegramUser();
    const { token } = await sessionToken(ctx, user);
    const base = await ctx.listen();
    const stream = await openStream(ctx, user);
    const before = await metric(ctx, 'sse_open_streams');
    expect((await ctx.call('POST', '/api/v1/auth/logout', bearer(token))).status).toBe(204);
    await stream.until((c) => c.ended, 5000, 'the stream to end');
    expect(await metric(ctx, 'sse_open_streams')).toBe(before - 1);
    const refused = await fetch(`${base}${SSE_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('token_revoked');
  });
});
