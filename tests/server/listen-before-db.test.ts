/**
 * server/main.ts listens before its database is open (PGlite takes about as long to start as the
 * rest of the server: docs/performance.md, "Start-up"). Until the open is over, liveness and the
 * app answer, readiness says 503, and an API request waits for the database instead of failing.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { signInitData, tmaAuthorization } from '../../server/auth/sign-init-data';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { deferredDb } from '../../server/db/deferred-db';
import { migrate } from '../../server/db/migrate';
import { openPgliteDb } from '../../server/db/pglite-db';
import { newTelegramUser } from './helpers/test-server';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

function opening() {
  let open!: (db: Db) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<Db>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const historyRequest = () => ({
  method: 'GET' as const,
  url: '/api/v1/game/history',
  headers: { authorization: tmaAuthorization(signInitData({ user: newTelegramUser(), authDate: Math.floor(Date.now() / 1000) }, config.botToken)) },
});

describe('listening while the database opens', () => {
  it('answers /healthz, says 503 on /readyz and holds API requests until the database is open, then answers them', { timeout: 120_000 }, async () => {
    const { promise, open } = opening();
    const db = deferredDb('pglite', promise);
    const app = await buildApp({ config, db, dbOpened: db.opened, serveApp: false });
    try {
      let answered = false;
      const history = app.inject(historyRequest()).then((response) => {
        answered = true;
        return response;
      });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      for (const path of ['/readyz', '/api/v1/readyz']) {
        const ready = await app.inject(path);
        expect(ready.statusCode).toBe(503);
        expect(ready.json().error).toEqual({ code: 'database_unavailable', message: 'The database is still opening' });
      }
      // Held, not failed: its database is not there yet.
      expect(answered).toBe(false);

      const real = await openPgliteDb();
      await migrate(real);
      open(real);
      const response = await history;
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toBeDefined();
      expect((await app.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('a failed open fails the held requests and leaves /readyz at 503', { timeout: 60_000 }, async () => {
    const { promise, fail } = opening();
    const db = deferredDb('pglite', promise);
    const app = await buildApp({ config, db, dbOpened: db.opened, serveApp: false });
    try {
      const history = app.inject(historyRequest());
      fail(new Error('DATA_DIR is in use by another process'));
      expect((await history).statusCode).toBe(500);
      expect((await app.inject('/readyz')).statusCode).toBe(503);
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
