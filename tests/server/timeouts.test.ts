import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSE_PATH } from '../../src/contract/events';
import { buildApp } from '../../server/app';
import { signInitData, tmaAuthorization } from '../../server/auth/sign-init-data';
import { loadConfig } from '../../server/config';
import { SseClient } from './helpers/sse-client';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';
import { newTelegramUser } from './helpers/test-server';

const REQUEST_TIMEOUT_MS = 1000;
const HEARTBEAT_MS = 150;

/** Sends the headers and part of the body, then nothing: resolves with all the server answers. */
function slowUpload(port: number, authorization: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    // A hang guard only: the old server never answered and kept the socket open.
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to a stalled upload; got "${received}"`)));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(
      `POST /api/v1/game/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\nIdempotency-Key: slow-1\r\n` +
        'Content-Type: application/json\r\nContent-Length: 64\r\n\r\n{"game":',
    );
  });
}

describe('request timeouts', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: URL;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_BALANCE: '100', RATE_LIMIT_PER_MIN: '0' });
  const authFor = (user: ReturnType<typeof newTelegramUser>) => tmaAuthorization(signInitData({ user, authDate: Math.floor(Date.now() / 1000) }, config.botToken));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ config, db: database.db, serveApp: false, events: { heartbeatMs: HEARTBEAT_MS }, requestTimeoutMs: REQUEST_TIMEOUT_MS });
    base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('cuts an upload that stalls with 408 in the API error shape, placing nothing', async () => {
    const user = newTelegramUser();
    const answer = await slowUpload(Number(base.port), authFor(user));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: { code: 'request_timeout', message: 'The request took too long to arrive' } });
    const orders = await database.db.query('SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.telegram_id = $1', [user.id]);
    expect(orders).toEqual([]);
  });

  it('never cuts an event stream, which lives far longer than the request timeout', async () => {
    const stream = await SseClient.open(`${base.origin}${SSE_PATH}`, { authorization: authFor(newTelegramUser()) });
    expect(stream.status).toBe(200);
    // Heartbeats spanning three request timeouts (and Node's checks in between) on one stream.
    const beats = Math.ceil((3 * REQUEST_TIMEOUT_MS) / HEARTBEAT_MS);
    await stream.until((c) => c.comments.length >= beats || c.ended, 20_000, `${beats} heartbeats`);
    expect(stream.ended).toBe(false);
    stream.close();
  });
});
