import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { openPostgresDb } from '../../server/db/pg-db';
import { ServerContext, newTelegramUser } from './helpers/test-server';

const LIMIT = 3;
const bet = { game: 'odd_even', option: 'even', amount: '0.1' };

// On Postgres the authentication's users SELECT counts the per-player rate limit's hit in the same
// statement (server/users/counted-user.ts): one round trip before an order instead of two.
describe.skipIf(!inject('postgresUrl'))('the rate-limit hit counted with the users row [postgres]', () => {
  const ctx = new ServerContext('postgres', { RATE_LIMIT_PER_MIN: String(LIMIT) });
  /** What the second app sent outside transactions, and 'transaction' where one began. */
  const sent: string[] = [];
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    await ctx.start();
    const real = await openPostgresDb(ctx.databaseUrl!);
    db = {
      ...real,
      query: (sql, params) => {
        sent.push(sql);
        return real.query(sql, params);
      },
      transaction: (fn, options) => {
        sent.push('transaction');
        return real.transaction(fn, options);
      },
    };
    app = await buildApp({ config: ctx.config, db, serveApp: false });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await ctx.stop();
  });

  const order = async (authorization: string) =>
    (await app.inject({ method: 'POST', url: '/api/v1/game/orders', headers: { authorization, 'idempotency-key': `k-${Math.random()}` }, payload: bet })).statusCode;
  const bearer = (userId: number, version: number) => `Bearer ${app.jwt.sign({ sub: String(userId), ver: version, exp: Math.floor(Date.now() / 1000) + 60 })}`;

  it('reads the player and counts the hit in one statement before the order', async () => {
    const user = newTelegramUser();
    expect((await ctx.order(user, bet)).status).toBe(201);
    sent.length = 0;
    expect(await order(ctx.authFor(user))).toBe(201);
    const before = sent.slice(0, sent.indexOf('transaction')).filter((sql) => /\b(users|rate_limits)\b/.test(sql));
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/FROM users WHERE telegram_id = \$1/);
    expect(before[0]).toMatch(/INSERT INTO rate_limits/);
  });

  it('counts a bearer token of the current version, and not one that was revoked', async () => {
    const user = newTelegramUser();
    const me = await ctx.call('GET', '/api/v1/user/me', { user });
    const id = me.json.data.id as number;
    for (let i = 0; i < LIMIT + 1; i += 1) expect(await order(bearer(id, 7))).toBe(401);
    const [row] = await ctx.db.query<{ n: bigint }>("SELECT count(*) AS n FROM rate_limits WHERE key LIKE '%:player:' || $1::text", [id]);
    expect(row?.n).toBe(0n);
    sent.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push(await order(bearer(id, 0)));
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(sent.filter((sql) => /FROM users WHERE id = \$1/.test(sql) && /INSERT INTO rate_limits/.test(sql))).toHaveLength(LIMIT + 1);
    expect(sent.filter((sql) => sql.startsWith('INSERT INTO rate_limits'))).toHaveLength(0);
  });

  it('counts a first sight the usual way: the user is created, then the hit', async () => {
    const user = newTelegramUser();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push(await order(ctx.authFor(user)));
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
