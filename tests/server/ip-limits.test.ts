/**
 * Per-IP limits (docs/security.md): /auth/* and opening event streams, counted per client address;
 * behind a proxy the address is the one the trusted hop saw, not one a client writes itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSE_PATH } from '../../src/contract/events';
import { loginWidgetHash } from './helpers/init-data';
import type { SseClient } from './helpers/sse-client';
import { openStream } from './helpers/sse-helpers';
import { ServerContext, describeEachDb, newTelegramUser } from './helpers/test-server';

const LOGIN = '/api/v1/auth/telegram-login';

function signedLogin(ctx: ServerContext): Record<string, unknown> {
  const widget = { id: newTelegramUser().id, first_name: 'Grace', auth_date: Math.floor(Date.now() / 1000) };
  return { ...widget, hash: loginWidgetHash(widget, ctx.config.botToken) };
}

async function login(ctx: ServerContext, remoteAddress: string, headers: Record<string, string> = {}, body: unknown = signedLogin(ctx)) {
  const response = await ctx.app.inject({ method: 'POST', url: LOGIN, remoteAddress, headers, payload: body as Record<string, unknown> });
  return { status: response.statusCode, headers: response.headers, json: response.json() };
}

describeEachDb(
  'the per-IP limit on /auth/*',
  (ctx) => {
    it('answers the 4th call a minute from one address with 429, whatever the calls were; other addresses go on', async () => {
      expect((await login(ctx, '10.0.0.1')).status).toBe(200);
      expect((await login(ctx, '10.0.0.1', {}, { id: 'x' })).status).toBe(400);
      expect((await login(ctx, '10.0.0.1', {}, { ...signedLogin(ctx), first_name: 'Mallory' })).status).toBe(401);
      const limited = await login(ctx, '10.0.0.1');
      expect(limited.status).toBe(429);
      expect(limited.json.error).toEqual({ code: 'rate_limited', message: expect.stringContaining('at most 3 a minute') });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(ctx, '10.0.0.2')).status).toBe(200);
    });

    it('counts an IPv6 client by its /64: 30 addresses of one /64 meet the limit, another /64 goes on', async () => {
      const statuses = [];
      for (let host = 1; host <= 30; host += 1) statuses.push((await login(ctx, `2001:db8:aa:1:${host.toString(16)}::${host}`)).status);
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3)).toEqual(Array(27).fill(429));
      // The same /64 written in other forms, and the neighbouring /64.
      expect((await login(ctx, '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff')).status).toBe(429);
      expect((await login(ctx, '2001:db8:aa:2::1')).status).toBe(200);
    });

    it('counts an IPv4 client on a dual-stack socket (::ffff:a.b.c.d) as its IPv4 address', async () => {
      for (let call = 0; call < 3; call += 1) expect((await login(ctx, '10.0.7.7')).status).toBe(200);
      expect((await login(ctx, '::ffff:10.0.7.7')).status).toBe(429);
    });
  },
  { AUTH_IP_LIMIT_PER_MIN: '3' },
);

describe('the per-IP limit behind a proxy (production: TRUST_PROXY defaults to loopback)', () => {
  const ctx = new ServerContext('pglite', { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', BOT_WEBHOOK_SECRET: 'test-webhook-secret-0123', DEMO_BALANCE: '0', AUTH_IP_LIMIT_PER_MIN: '2' });
  beforeAll(() => ctx.start());
  afterAll(() => ctx.stop());
  const forwarded = (chain: string) => ({ 'x-forwarded-for': chain });

  it('keys on the address the trusted proxy appended, so a forged X-Forwarded-For entry does not reset it', async () => {
    // The proxy (127.0.0.1) appends the address it saw; the client wrote the first one itself.
    expect((await login(ctx, '127.0.0.1', forwarded('1.1.1.1, 203.0.113.7'))).status).toBe(200);
    expect((await login(ctx, '127.0.0.1', forwarded('2.2.2.2, 203.0.113.7'))).status).toBe(200);
    expect((await login(ctx, '127.0.0.1', forwarded('3.3.3.3, 203.0.113.7'))).status).toBe(429);
    expect((await login(ctx, '127.0.0.1', forwarded('3.3.3.3, 198.51.100.4'))).status).toBe(200);
  });

  it('keys a client that connects directly on its own address, whatever X-Forwarded-For it sends', async () => {
    // A hop count would take this client for a proxy and believe its header.
    expect((await login(ctx, '192.0.2.50', forwarded('10.9.9.1'))).status).toBe(200);
    expect((await login(ctx, '192.0.2.50', forwarded('10.9.9.2'))).status).toBe(200);
    expect((await login(ctx, '192.0.2.50', forwarded('10.9.9.3'))).status).toBe(429);
  });
});

describeEachDb(
  'the per-IP limit on opening event streams',
  (ctx) => {
    const streams: SseClient[] = [];
    afterAll(() => streams.forEach((stream) => stream.close()));

    it('answers the 3rd stream a minute from one address with 429 in the error shape', async () => {
      const player = newTelegramUser();
      streams.push(await openStream(ctx, player), await openStream(ctx, newTelegramUser()));
      expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
      const third = await ctx.call('GET', SSE_PATH, { user: player });
      expect(third.status).toBe(429);
      expect(third.json.error.code).toBe('rate_limited');
    });
  },
  { SSE_IP_LIMIT_PER_MIN: '2' },
);
