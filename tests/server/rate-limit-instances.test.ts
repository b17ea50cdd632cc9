import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import type { Db } from '../../server/db/db';
import { countHit, pruneEndedWindows } from '../../server/rate-limit/rate-limit-repository';
import { openPostgresDb } from '../../server/db/pg-db';
import { ServerContext, newTelegramUser } from './helpers/test-server';

const LIMIT = 3;
const bet = { game: 'odd_even', option: 'even', amount: '0.1' };

// Two instances on one Postgres: the limit is counted once for both (migration 005), not per process.
describe.skipIf(!inject('postgresUrl'))('per-player rate limit across instances [postgres]', () => {
  const a = new ServerContext('postgres', { RATE_LIMIT_PER_MIN: String(LIMIT) });
  let dbB: Db;
  let appB: FastifyInstance;

  beforeAll(async () => {
    await a.start();
    dbB = await openPostgresDb(a.databaseUrl!);
    appB = await buildApp({ config: a.config, db: dbB, serveApp: false });
  });
  afterAll(async () => {
    await appB?.close();
    await dbB?.close();
    await a.stop();
  });

  const orderOnB = async (user: InitDataUser) =>
    (await appB.inject({ method: 'POST', url: '/api/v1/game/orders', headers: { authorization: a.authFor(user), 'idempotency-key': `b-${Math.random()}` }, payload: bet }))
      .statusCode;

  it('answers 429 after the configured number of orders, alternating instances', async () => {
    const user = newTelegramUser();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i += 1) statuses.push(i % 2 === 0 ? (await a.order(user, bet)).status : await orderOnB(user));
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('counts parallel orders on both instances exactly', async () => {
    const user = newTelegramUser();
    await a.call('GET', '/api/v1/user/me', { user });
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a.order(user, bet).then((r) => r.status) : orderOnB(user))));
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMIT);
  });

  it('gives the limit a window: Retry-After says when it ends', async () => {
    const user = newTelegramUser();
    for (let i = 0; i < LIMIT; i += 1) await a.order(user, bet);
    const limited = await appB.inject({ method: 'POST', url: '/api/v1/game/orders', headers: { authorization: a.authFor(user), 'idempotency-key': 'late' }, payload: bet });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each route on its own: orders used up, a withdraw is still allowed', async () => {
    const user = newTelegramUser();
    for (let i = 0; i < LIMIT; i += 1) expect((await a.order(user, bet)).status).toBe(201);
    expect(await orderOnB(user)).toBe(429);
    const withdraw = await appB.inject({ method: 'POST', url: '/api/v1/user-ref-circle/1/withdraw', headers: { authorization: a.authFor(user) } });
    expect(withdraw.statusCode).toBe(409);
  });

  it('starts a fresh window once the last one ended, and prunes ended windows', async () => {
    const key = `test:${Math.random()}`;
    expect(await countHit(a.db, key, 60_000)).toMatchObject({ hits: 1 });
    expect((await countHit(a.db, key, 60_000)).hits).toBe(2);
    const short = `test:${Math.random()}`;
    await countHit(a.db, short, 1);
    await countHit(a.db, short, 1);
    await a.db.query('SELECT pg_sleep(0.01)');
    // The 1 ms window ended: the next hit counts from 1 again, with a whole new window.
    const fresh = await countHit(a.db, short, 60_000);
    expect(fresh.hits).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(59_000);
    const ended = `test:${Math.random()}`;
    await countHit(a.db, ended, 1);
    await a.db.query('SELECT pg_sleep(0.01)');
    expect(await pruneEndedWindows(a.db, 0)).toBeGreaterThanOrEqual(1);
    const left = await a.db.query<{ key: string }>('SELECT key FROM rate_limits WHERE key = ANY($1)', [[key, short, ended]]);
    expect(new Set(left.map((row) => row.key))).toEqual(new Set([key, short]));
  });
});
