import { expect, it } from 'vitest';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

describeEachDb('user and service endpoints', (ctx) => {
  it('GET /user/me returns the user with balance as a decimal string', async () => {
    const response = await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser({ first_name: 'Solo', last_name: undefined }) });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({
      id: expect.any(Number),
      telegramId: expect.any(Number),
      telegramFullName: 'Solo',
      username: null,
      languageCode: 'en',
      balance: '100.000000',
      refCode: expect.any(String),
    });
  });

  it('follows renames in Telegram', async () => {
    const user = newTelegramUser();
    await ctx.call('GET', '/api/v1/user/me', { user });
    const renamed = await ctx.call('GET', '/api/v1/user/me', { user: { ...user, first_name: 'New', last_name: 'Name', username: 'newname' } });
    expect(renamed.json.data).toMatchObject({ telegramFullName: 'New Name', username: 'newname' });
  });

  it('PATCH /user/me changes the language to a supported code only', async () => {
    const user = newTelegramUser();
    const changed = await ctx.call('PATCH', '/api/v1/user/me', { user, body: { languageCode: 'ua' } });
    expect(changed.status).toBe(200);
    expect(changed.json.data.languageCode).toBe('ua');
    // Telegram's language_code does not override a choice once the user exists.
    expect((await ctx.call('GET', '/api/v1/user/me', { user })).json.data.languageCode).toBe('ua');

    for (const body of [{ languageCode: 'xx' }, { languageCode: 42 }, {}]) {
      const refused = await ctx.call('PATCH', '/api/v1/user/me', { user, body });
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe('invalid_request');
      expect(refused.json.error.message).toContain('languageCode');
    }
    expect((await ctx.call('GET', '/api/v1/user/me', { user })).json.data.languageCode).toBe('ua');
  });

  it('answers malformed JSON, wrong content types and oversized bodies with a clear 4xx', async () => {
    const user = newTelegramUser();
    const malformed = await ctx.call('PATCH', '/api/v1/user/me', { user, body: '{"languageCode":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBe('malformed_json');
    const xml = await ctx.call('PATCH', '/api/v1/user/me', { user, body: '<languageCode/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.json.error.code).toBe('unsupported_media_type');
    // Fastify's default text/plain parser is removed: the API reads JSON only.
    const text = await ctx.call('PATCH', '/api/v1/user/me', { user, body: 'languageCode=en', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.json.error.code).toBe('unsupported_media_type');
    const huge = await ctx.call('PATCH', '/api/v1/user/me', { user, body: { languageCode: 'en', padding: 'x'.repeat(17 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.json.error).toEqual({ code: 'payload_too_large', message: expect.stringContaining('16 KB') });
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const response = await ctx.call('GET', '/api/v1/nope', { user: newTelegramUser() });
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('not_found');
  });

  it('serves /healthz at the root and under /api/v1, and /metrics (no METRICS_TOKEN outside production) at the root only', async () => {
    for (const prefix of ['', '/api/v1']) {
      expect((await ctx.call('GET', `${prefix}/healthz`)).json).toEqual({ status: 'ok' });
    }
    const metrics = await ctx.call('GET', '/metrics');
    expect(metrics.status).toBe(200);
    expect(String(metrics.headers['content-type'])).toContain('text/plain');
    expect((await ctx.call('GET', '/api/v1/metrics')).json.error.code).toBe('not_found');
    const text = (await ctx.call('GET', '/metrics')).json as string;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/user\/me",status_code="200"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_bucket');
  });
});
