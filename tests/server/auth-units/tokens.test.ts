/**
 * Bearer tokens (server/auth/tokens.ts) on a bare Fastify with only the JWT plugin: what is issued,
 * and every way a token is refused. No database, so `npm run mutate` can re-run it per mutant.
 */
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { issueToken, registerTokens, TOKEN_TTL_S, tokenSecret, verifyToken } from '../../../server/auth/tokens';

const TOKEN = '123456:ABC-test-token';
const apps: FastifyInstance[] = [];
/**
 * Registered before each test, not in beforeAll: a mutant that breaks registration must fail a
 * test (a failing beforeAll leaves the tests without a result, which Stryker counts as survived).
 */
async function appWithTokens(botToken = TOKEN): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await registerTokens(app, botToken);
  return app;
}
let app: FastifyInstance;
beforeEach(async () => {
  app = await appWithTokens();
});
afterAll(async () => {
  await Promise.all(apps.map((instance) => instance.close()));
});

const nowS = () => Math.floor(Date.now() / 1000);
const refused = (code: string) => expect.objectContaining({ statusCode: 401, code });
/** A token signed with the right key (HS256, by hand: the signer refuses odd claims) but claims of our choosing. */
function forge(claims: Record<string, unknown>, alg = 'HS256'): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac(alg === 'HS256' ? 'sha256' : 'sha512', tokenSecret(TOKEN)).update(unsigned).digest('base64url')}`;
}

describe('issueToken', () => {
  it('is valid 7 days, names the player and carries the token version', () => {
    const now = nowS();
    const { token, expiresAt } = issueToken(app, { id: 42, tokenVersion: 3 }, now);
    expect(TOKEN_TTL_S).toBe(604_800);
    expect(expiresAt).toBe(new Date((now + TOKEN_TTL_S) * 1000).toISOString());
    expect(app.jwt.decode(token)).toEqual({ sub: '42', ver: 3, iat: now, exp: now + TOKEN_TTL_S });
    expect(verifyToken(app, token)).toEqual({ userId: 42, version: 3 });
  });
  it('signs HS256 with a key derived from the bot token', () => {
    const { token } = issueToken(app, { id: 1, tokenVersion: 0 }, nowS());
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(tokenSecret(TOKEN)).toBe(createHmac('sha256', 'sendswin-session-token').update(TOKEN).digest('hex'));
    expect(tokenSecret('654321:other')).not.toBe(tokenSecret(TOKEN));
  });
});

describe('verifyToken', () => {
  it('a token past its expiry is token_expired; one second before it still passes', () => {
    const expired = issueToken(app, { id: 1, tokenVersion: 0 }, nowS() - TOKEN_TTL_S - 2).token;
    expect(() => verifyToken(app, expired)).toThrow(refused('token_expired'));
    const fresh = issueToken(app, { id: 1, tokenVersion: 0 }, nowS() - TOKEN_TTL_S + 60).token;
    expect(verifyToken(app, fresh).userId).toBe(1);
  });
  it('a token of another bot, or not a JWT at all, is invalid_token', async () => {
    const foreign = issueToken(await appWithTokens('654321:other'), { id: 1, tokenVersion: 0 }, nowS()).token;
    expect(() => verifyToken(app, foreign)).toThrow(refused('invalid_token'));
    expect(() => verifyToken(app, 'not.a.token')).toThrow(refused('invalid_token'));
  });
  it('a token signed with another algorithm is refused', () => {
    expect(verifyToken(app, forge({ sub: '1', ver: 0, exp: nowS() + 60 }))).toEqual({ userId: 1, version: 0 });
    expect(() => verifyToken(app, forge({ sub: '1', ver: 0, exp: nowS() + 60 }, 'HS512'))).toThrow(refused('invalid_token'));
  });
  it.each([
    ['no exp', { sub: '1', ver: 0 }],
    ['a fractional exp', { sub: '1', ver: 0, exp: nowS() + 60.5 }],
    ['an exp past the safe integers', { sub: '1', ver: 0, exp: 2 ** 53 }],
  ])('a token with %s is token_without_expiry', (_, claims) => {
    expect(() => verifyToken(app, forge(claims))).toThrow(refused('token_without_expiry'));
  });
  it.each([
    ['no ver', { sub: '1' }],
    ['a negative ver', { sub: '1', ver: -1 }],
    ['a fractional ver', { sub: '1', ver: 0.5 }],
    ['a text ver', { sub: '1', ver: '0' }],
    ['an unsafe ver', { sub: '1', ver: 2 ** 53 }],
    ['no sub', { ver: 0 }],
    ['a numeric sub', { sub: 1, ver: 0 }],
    ['sub 0', { sub: '0', ver: 0 }],
    ['a negative sub', { sub: '-1', ver: 0 }],
    ['a fractional sub', { sub: '1.5', ver: 0 }],
    ['an unsafe sub', { sub: '9007199254740993', ver: 0 }],
    ['a sub that is no number', { sub: 'alice', ver: 0 }],
  ])('a token with %s is invalid_token', (_, claims) => {
    expect(() => verifyToken(app, forge({ ...claims, exp: nowS() + 60 }))).toThrow(refused('invalid_token'));
  });
  it('takes version 0 and user 1, the smallest valid ones', () => {
    expect(verifyToken(app, forge({ sub: '1', ver: 0, exp: nowS() + 60 }))).toEqual({ userId: 1, version: 0 });
  });
});
