/**
 * Errors Fastify or Node raise before our handlers run keep the API's `{error: {code, message}}`
 * shape (docs/api.md): unknown routes, media types, sizes, JSON, validation, bad URLs and
 * requests the HTTP parser refuses.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerContext, newTelegramUser } from './helpers/test-server';

const ORDERS = '/api/v1/game/orders';

describe('framework errors', () => {
  const ctx = new ServerContext('pglite', {});
  const user = newTelegramUser();
  beforeAll(() => ctx.start());
  afterAll(() => ctx.stop());

  const post = (contentType: string, body: string) =>
    ctx.call('POST', ORDERS, { user, body, headers: { 'content-type': contentType, 'idempotency-key': `key-${Math.random()}` } });

  it.each([
    ['an unknown API route', () => ctx.call('GET', '/api/v1/nope', { user }), 404, 'not_found'],
    ['an unknown method on a route', () => ctx.call('DELETE', '/api/v1/user/me', { user }), 404, 'not_found'],
    ['an unknown root path', () => ctx.call('GET', '/nope'), 404, 'not_found'],
    ['a text/plain body', () => post('text/plain', '{"game":"odd_even"}'), 415, 'unsupported_media_type'],
    ['a form body', () => post('application/x-www-form-urlencoded', 'game=odd_even'), 415, 'unsupported_media_type'],
    ['a body over 16 KB', () => post('application/json', JSON.stringify({ pad: 'x'.repeat(17 * 1024) })), 413, 'payload_too_large'],
    ['malformed JSON', () => post('application/json', '{"game":'), 400, 'malformed_json'],
    ['an empty JSON body', () => post('application/json', ''), 400, 'malformed_json'],
    ['a prototype-poisoning body', () => post('application/json', '{"__proto__":{"admin":true}}'), 400, 'malformed_json'],
    ['a body that fails validation', () => post('application/json', '{"game":"roulette"}'), 400, 'invalid_request'],
    ['a query that fails validation', () => ctx.call('GET', '/api/v1/game/history?page=9', { user }), 400, 'invalid_request'],
    ['a URL that does not percent-decode', () => ctx.call('GET', '/api/v1/user/%E0%A4%A', { user }), 400, 'bad_url'],
  ])('%s', async (_name, request, status, code) => {
    const response = await request();
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ error: { code, message: expect.any(String) } });
    expect(response.json.error.message.length).toBeGreaterThan(0);
  });

  /** Writes raw bytes to the listening server and returns everything it answers. */
  async function raw(request: string): Promise<{ status: number; json: unknown }> {
    const port = Number(new URL(await ctx.listen()).port);
    const text = await new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    const [head = '', payload = ''] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), json: JSON.parse(payload) };
  }

  it.each([
    ['a malformed header line', 'GET /healthz HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n', 400, 'bad_request'],
    ['headers over the size limit', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'headers_too_large'],
  ])('%s refused by the HTTP parser', async (_name, request, status, code) => {
    const response = await raw(request);
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ error: { code, message: expect.any(String) } });
  });
});
