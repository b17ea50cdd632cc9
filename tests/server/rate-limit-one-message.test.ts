/**
 * On Postgres the authentications that arrive in one turn of the event loop on a per-player limited
 * route share one round trip (server/users/counted-user.ts): each request's own statement (its users
 * row and its rate-limit hit), in arrival order, in one transaction sent as one message
 * (`queryEachAndCommit`, server/db/pg-db.ts). Each request gets the player and the count it would
 * have had alone; a transaction that fails counts nothing, and its requests run again one by one.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { queryEachAndCommit, type Db, type Queryable, type Statement } from '../../server/db/db';
import { openPostgresDb } from '../../server/db/pg-db';
import { ServerContext, newTelegramUser } from './helpers/test-server';

const LIMIT = 5;
const bet = { game: 'odd_even', option: 'even', amount: '0.1' };
/** A statement Postgres refuses (division by zero), to make a shared transaction fail. */
const FAILING: Statement = { sql: 'SELECT 1 / ($1::integer - 1) AS never', params: [1] };

describe.skipIf(!inject('postgresUrl'))('the authentications of one turn in one message [postgres]', () => {
  const ctx = new ServerContext('postgres', { RATE_LIMIT_PER_MIN: String(LIMIT) });
  /** How many statements each shared authentication message of the second app carried. */
  const shared: number[] = [];
  /** Each shared transaction's statements' parameters. */
  const sharedParams: (readonly unknown[])[][] = [];
  let failShared = false;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    await ctx.start();
    const real = await openPostgresDb(ctx.databaseUrl!);
    db = {
      ...real,
      transaction: (fn, options) =>
        real.transaction((tx) => {
          const spied: Queryable = {
            ...tx,
            queryEachAndCommit: async <T,>(statements: readonly Statement[]) => {
              // The authentications' messages only (the events relay sends its own).
              if (!statements.every(({ sql }) => /INSERT INTO rate_limits/.test(sql))) return tx.queryEachAndCommit!<T>(statements);
              shared.push(statements.length);
              sharedParams.push(statements.map((statement) => statement.params));
              const rows = await tx.queryEachAndCommit!<T>(failShared ? [...statements, FAILING] : statements);
              return rows.slice(0, statements.length);
            },
          };
          return fn(spied);
        }, options),
    };
    app = await buildApp({ config: ctx.config, db, serveApp: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await ctx.stop();
  });

  const order = (authorization: string): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: '/api/v1/game/orders', headers: { authorization, 'idempotency-key': `k-${Math.random()}` }, payload: bet });
  const bearer = (userId: number, version: number) => `Bearer ${app.jwt.sign({ sub: String(userId), ver: version, exp: Math.floor(Date.now() / 1000) + 60 })}`;
  /** A player who exists (created by a call without a limit), with its id. */
  const player = async (): Promise<{ user: InitDataUser; id: number }> => {
    const user = newTelegramUser();
    const me = await ctx.call('GET', '/api/v1/user/me', { user });
    return { user, id: me.json.data.id as number };
  };
  const hitsOf = async (id: number): Promise<number | null> => {
    const [row] = await ctx.db.query<{ hits: number }>("SELECT hits FROM rate_limits WHERE key LIKE '%:player:' || $1::text", [id]);
    return row?.hits ?? null;
  };
  const ordersOf = async (id: number): Promise<number> => {
    const [row] = await ctx.db.query<{ n: bigint }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [id]);
    return Number(row?.n);
  };

  it('sends a transaction of several statements as one message, BEGIN to COMMIT, and answers each statement’s rows', async () => {
    const spy = vi.spyOn(Client.prototype, 'query');
    let rows: { n: number }[][] = [];
    try {
      rows = await db.transaction((tx) => queryEachAndCommit<{ n: number }>(tx, [1, 2, 3].map((n) => ({ sql: 'SELECT $1::integer AS n', params: [n] }))), { beginWithFirstStatement: true });
      const texts = spy.mock.calls.map(([config]) => (typeof config === 'string' ? config : (config as { text: string }).text));
      // Other clients of the process (the relay, the pruner) send too: only the messages carrying these statements.
      const ours = texts.filter((text) => !text.startsWith('PREPARE') && ["('1')", "('2')", "('3')"].some((value) => text.includes(value)));
      expect(ours).toEqual([expect.stringMatching(/^BEGIN; EXECUTE q\d+\([^;]*1[^;]*\); EXECUTE q\d+\([^;]*2[^;]*\); EXECUTE q\d+\([^;]*3[^;]*\); COMMIT$/)]);
    } finally {
      spy.mockRestore();
    }
    expect(rows).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
  });

  it('rolls the whole message back when one of its statements fails, and the connection serves the next', async () => {
    const { id } = await player();
    const key = `one-message-test:${id}`;
    await expect(
      db.transaction((tx) => queryEachAndCommit(tx, [{ sql: "INSERT INTO rate_limits (key, hits, window_ends_at) VALUES ($1, 1, now() + interval '1 minute')", params: [key] }, FAILING]), {
        beginWithFirstStatement: true,
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await ctx.db.query('SELECT 1 FROM rate_limits WHERE key = $1', [key])).toEqual([]);
    const again = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => db.query<{ n: number }>('SELECT $1::integer AS n', [n])));
    expect(again.map(([row]) => row?.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('authenticates N concurrent orders in one message, each request its own player and count', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => player()));
    shared.length = 0;
    const responses = await Promise.all(players.map(({ user, id }, i) => order(i % 2 === 0 ? ctx.authFor(user) : bearer(id, 0))));
    expect(responses.map((r) => r.statusCode)).toEqual(players.map(() => 201));
    expect(shared[0]).toBe(6);
    for (const [i, response] of responses.entries()) {
      expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
      expect(await hitsOf(players[i]!.id)).toBe(1);
      expect(await ordersOf(players[i]!.id)).toBe(1);
    }
  });

  it('puts a message’s statements in key order (route, then lookup), whatever the arrival order: messages lock their hits in one order', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => player()));
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; toSorted is above the tests' ES2022 lib
    const ascending = [...players].sort((a, b) => a.id - b.id);
    const descending = ascending.map((_, i) => ascending[ascending.length - 1 - i]!);
    sharedParams.length = 0;
    const responses = await Promise.all([
      ...descending.map(({ id }) => order(bearer(id, 0))),
      app.inject({ method: 'PUT', url: '/api/v1/player/reality-check', headers: { authorization: bearer(descending[0]!.id, 0) }, payload: { minutes: 30 } }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 200]);
    const [message] = sharedParams;
    expect(message!.map((params) => [String(params[1]), Number(params[0])])).toEqual([
      ...ascending.map(({ id }) => ['POST /api/v1/game/orders:player:', id]),
      ['PUT /api/v1/player/reality-check:player:', descending[0]!.id],
    ]);
  });

  it('counts one player’s requests of one message in arrival order: exactly the budget passes, then 429', async () => {
    const { user, id } = await player();
    shared.length = 0;
    const first = await Promise.all([1, 2, 3].map(() => order(ctx.authFor(user))));
    expect(first.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(first.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['4', '3', '2']);
    expect(await hitsOf(id)).toBe(3);
    const second = await Promise.all([1, 2, 3, 4].map(() => order(bearer(id, 0))));
    expect(shared).toEqual([3, 4]);
    expect(second.map((r) => r.statusCode)).toEqual([201, 201, 429, 429]);
    expect(second.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['1', '0', '0', '0']);
    for (const refused of second.slice(2)) {
      expect(refused.headers['x-ratelimit-limit']).toBe(String(LIMIT));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error.code).toBe('rate_limited');
    }
    expect(await hitsOf(id)).toBe(7);
    expect(await ordersOf(id)).toBe(LIMIT);
  });

  it('counts the requests of two limited routes in one message, each under its route’s key', async () => {
    const { user, id } = await player();
    shared.length = 0;
    const [placed, set] = await Promise.all([
      order(ctx.authFor(user)),
      app.inject({ method: 'PUT', url: '/api/v1/player/reality-check', headers: { authorization: bearer(id, 0) }, payload: { minutes: 30 } }),
    ]);
    expect(shared).toEqual([2]);
    expect([placed.statusCode, set.statusCode]).toEqual([201, 200]);
    const rows = await ctx.db.query<{ key: string; hits: number }>("SELECT key, hits FROM rate_limits WHERE key LIKE '%:player:' || $1::text ORDER BY key", [id]);
    expect(rows).toEqual([
      { key: `POST /api/v1/game/orders:player:${id}`, hits: 1 },
      { key: `PUT /api/v1/player/reality-check:player:${id}`, hits: 1 },
    ]);
  });

  it('refuses a revoked token and an unknown user of the same message uncounted, and counts the others', async () => {
    const [revoked, valid, viaLaunchData] = await Promise.all([player(), player(), player()]);
    shared.length = 0;
    const responses = await Promise.all([order(bearer(revoked!.id, 7)), order(bearer(valid!.id, 0)), order(bearer(2_000_000_000, 0)), order(ctx.authFor(viaLaunchData!.user))]);
    expect(shared).toEqual([4]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 201, 401, 201]);
    expect(responses[0]!.json().error.code).toBe('token_revoked');
    expect(responses[2]!.json().error.code).toBe('unknown_user');
    expect(await hitsOf(revoked!.id)).toBeNull();
    expect(await hitsOf(valid!.id)).toBe(1);
    expect(await hitsOf(viaLaunchData!.id)).toBe(1);
  });

  it('counts nothing of a failed shared transaction: each request runs again alone and is counted once', async () => {
    const players = await Promise.all([1, 2, 3].map(() => player()));
    shared.length = 0;
    failShared = true;
    let responses: LightMyRequestResponse[] = [];
    try {
      responses = await Promise.all(players.map(({ user, id }, i) => order(i === 0 ? ctx.authFor(user) : bearer(id, 0))));
    } finally {
      failShared = false;
    }
    expect(shared).toEqual([3]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    for (const [i, response] of responses.entries()) {
      expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
      expect(await hitsOf(players[i]!.id)).toBe(1);
      expect(await ordersOf(players[i]!.id)).toBe(1);
    }
  });
});
