import { createServer, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { READY_TIMEOUT_MS } from '../../server/routes/health';
import { openPgliteDb } from '../../server/db/pglite-db';
import { openPostgresDb } from '../../server/db/pg-db';
import { SSE_PATH } from '../../src/contract/events';
import { startPostgres, type PostgresServer } from './helpers/postgres-server';
import { SseClient } from './helpers/sse-client';
import { openStream } from './helpers/sse-helpers';
import { openTestDatabase } from './helpers/test-database';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

describeEachDb('readiness', (ctx) => {
  it('answers 200 ready while the database answers', async () => {
    for (const path of ['/readyz', '/api/v1/readyz']) {
      const response = await ctx.call('GET', path);
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ status: 'ready' });
    }
  });
});

describeEachDb('draining (SIGTERM)', (ctx) => {
  it('fails /readyz, hands its streams over with a retry hint and refuses new ones, still serving requests', async () => {
    const user = newTelegramUser();
    const stream = await openStream(ctx, user);
    expect(stream.retry).toBe(3000);
    await ctx.app.drain.start();

    const ready = await ctx.call('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.json.error.code).toBe('draining');

    // The open stream got a short retry hint (1-2 s: back soon, through the balancer) and ended.
    await stream.until((c) => c.ended, 5000, 'the stream to end');
    expect(stream.retry).toBeGreaterThanOrEqual(1000);
    expect(stream.retry).toBeLessThan(2000);

    const base = await ctx.listen();
    const refused = await SseClient.open(`${base}${SSE_PATH}`, { authorization: ctx.authFor(user) });
    expect(refused.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('1');
    expect(((await refused.response.json()) as { error: { code: string } }).error.code).toBe('draining');

    // Requests are still answered until the server closes.
    expect((await ctx.order(user, { game: 'odd_even', option: 'even', amount: '0.1' })).status).toBe(201);
  });
});

describe('readiness while the database is down', () => {
  it('answers 503 with the error shape once PGlite is closed [pglite]', async () => {
    const db = await openPgliteDb();
    await migrate(db);
    const app = await buildApp({ config, db, serveApp: false });
    try {
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      await db.close();
      const response = await app.inject('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('database_unavailable');
      expect(response.json().error.message).toMatch(/^The database is not answering: /);
      // Liveness is not readiness: the process itself is fine.
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });

  describe.skipIf(!inject('postgresUrl'))('on Postgres', () => {
    let postgres: PostgresServer | undefined;
    beforeAll(async () => {
      postgres = await startPostgres();
    });
    afterAll(() => postgres?.stop());

    it('answers 503 with the error shape once Postgres is stopped [postgres]', async () => {
      const server = postgres!;
      const db = await openPostgresDb(server.url);
      await migrate(db);
      const app = await buildApp({ config: { ...config, databaseUrl: server.url }, db, serveApp: false });
      try {
        expect((await app.inject('/readyz')).statusCode).toBe(200);
        server.stop();
        postgres = undefined;
        const response = await app.inject('/readyz');
        expect(response.statusCode).toBe(503);
        expect(response.json().error.code).toBe('database_unavailable');
        expect((await app.inject('/healthz')).statusCode).toBe(200);
      } finally {
        await app.close().catch(() => {});
        await db.close().catch(() => {});
      }
    });
  });

  describe.skipIf(!inject('postgresUrl'))('on a stalled Postgres', () => {
    /** A TCP relay to the test cluster that can stop relaying: a database that hangs, not one that is down. */
    async function stallableRelay(target: URL) {
      const sockets: Socket[] = [];
      let stalled = false;
      const server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        sockets.push(client, upstream);
        client.on('data', (chunk) => stalled || upstream.write(chunk));
        upstream.on('data', (chunk) => stalled || client.write(chunk));
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      const url = new URL(target);
      url.port = String(typeof address === 'object' && address ? address.port : 0);
      return {
        url: url.toString(),
        stall: () => (stalled = true),
        close: () => {
          for (const socket of sockets) socket.destroy();
          server.close();
        },
      };
    }

    it('answers 503 after its short timeout instead of hanging [postgres]', async () => {
      const database = await openTestDatabase('postgres', inject('postgresUrl'));
      const relay = await stallableRelay(new URL(database.url!));
      const db = await openPostgresDb(relay.url);
      const app = await buildApp({ config: { ...config, databaseUrl: relay.url }, db, serveApp: false });
      try {
        expect((await app.inject('/readyz')).statusCode).toBe(200);
        relay.stall();
        const response = await app.inject('/readyz');
        expect(response.statusCode).toBe(503);
        expect(response.json().error).toEqual({ code: 'database_unavailable', message: `The database is not answering: no answer within ${READY_TIMEOUT_MS} ms` });
      } finally {
        relay.close();
        await app.close().catch(() => {});
        await db.close().catch(() => {});
        await database.dispose();
      }
    });
  });

  describe.skipIf(!inject('postgresUrl'))('on a busy Postgres', () => {
    it('stays ready while every pooled connection is taken: the check has its own [postgres]', async () => {
      const database = await openTestDatabase('postgres', inject('postgresUrl'));
      const db = await openPostgresDb(database.url!, 1);
      const app = await buildApp({ config: { ...config, databaseUrl: database.url }, db, serveApp: false });
      try {
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const busy = db.transaction(async (tx) => {
          await tx.query('SELECT 1');
          await held;
        });
        // The pool's one connection is held: a query through it would wait past the timeout.
        const response = await app.inject('/readyz');
        release();
        await busy;
        expect(response.statusCode).toBe(200);
      } finally {
        await app.close().catch(() => {});
        await db.close().catch(() => {});
        await database.dispose();
      }
    });
  });
});
