/**
 * PGlite runs on the server's one thread: a backlog of calls must let the event loop turn between
 * them (server/db/pglite-db.ts, turnTaking), or sockets, timers and health checks wait for the
 * whole backlog (the stall watchdog killed the server under the bench's order load).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { openPgliteDb } from '../../server/db/pglite-db';

describe('PGlite under a backlog', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteDb();
    await db.exec('CREATE TABLE backlog (id serial PRIMARY KEY, n integer NOT NULL)');
  }, 60_000);
  afterAll(() => db.close());

  it('lets a timer run before a backlog of 100 transactions is through, and keeps their order', { timeout: 60_000 }, async () => {
    let done = 0;
    const order: number[] = [];
    const backlog = Array.from({ length: 100 }, (_, n) =>
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO backlog (n) VALUES ($1)', [n]);
        await tx.query('SELECT count(*) FROM backlog');
      }).then(() => {
        done += 1;
        order.push(n);
      }),
    );
    const doneWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    await Promise.all(backlog);
    expect(doneWhenTimerRan).toBeLessThan(100);
    expect(order).toEqual(Array.from({ length: 100 }, (_, n) => n));
    const rows = await db.query<{ n: number }>('SELECT n FROM backlog ORDER BY id');
    expect(rows.map((row) => row.n)).toEqual(order);
  });

  it('a failed call does not stop the ones queued after it', { timeout: 60_000 }, async () => {
    const results = await Promise.allSettled([db.query('SELECT 1 AS one'), db.query('SELECT * FROM no_such_table'), db.query('SELECT 2 AS two')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
