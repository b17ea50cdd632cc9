/**
 * The event replay's queries (server/events/event-repository.ts) on a real database: whose events,
 * after which id, how many, how old. `npm run mutate` re-runs this file once per mutant, so it
 * opens PGlite from a snapshot and starts no server (docs/mutation-testing.md).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { allEventsSince, eventsSince, findEvent, lastEventIdFor, maxEventId, pruneEvents } from '../../server/events/event-repository';
import { insertUser, openMigratedPglite } from './helpers/pglite-snapshot';

const DAY_MS = 24 * 60 * 60 * 1000;
let db: Db;
let alice: number;
let bob: number;

/** One withdraw event for `userId` (null: a broadcast), `ageMs` old; returns its id. */
async function addEvent(userId: number | null, ageMs = 0, payout = '1.000000'): Promise<number> {
  const [row] = await db.query<{ id: bigint }>(
    `INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'new_withdraw', $2::jsonb, now() - make_interval(secs => $3::double precision / 1000))
     RETURNING id`,
    [userId, JSON.stringify({ payout }), ageMs],
  );
  return Number(row?.id);
}

const ids = (events: { id: number }[]) => events.map((event) => event.id);

beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec('DELETE FROM events; DELETE FROM users');
  alice = await insertUser(db, `alice${Math.random()}`);
  bob = await insertUser(db, `bob${Math.random()}`);
});

describe('eventsSince: what one player missed', () => {
  it('returns the player’s own events and broadcasts after the id, oldest first, never another player’s', async () => {
    const first = await addEvent(alice);
    const broadcast = await addEvent(null);
    await addEvent(bob);
    const own = await addEvent(alice);
    expect(ids(await eventsSince(db, alice, 0, 100, DAY_MS))).toEqual([first, broadcast, own]);
    expect(ids(await eventsSince(db, alice, first, 100, DAY_MS))).toEqual([broadcast, own]);
    expect(await eventsSince(db, alice, own, 100, DAY_MS)).toEqual([]);
  });

  it('frames each event with its id, audience and data', async () => {
    const own = await addEvent(alice, 0, '2.500000');
    const broadcast = await addEvent(null);
    expect(await eventsSince(db, alice, 0, 100, DAY_MS)).toEqual([
      { id: own, userId: alice, frame: `id: ${own}\ndata: {"type":"new_withdraw","data":{"payout":"2.500000"}}\n\n` },
      { id: broadcast, userId: null, frame: `id: ${broadcast}\ndata: {"type":"new_withdraw","data":{"payout":"1.000000"}}\n\n` },
    ]);
  });

  it('past the limit keeps the newest, still oldest first; exactly the limit keeps all', async () => {
    const all = [await addEvent(alice), await addEvent(alice), await addEvent(alice)];
    expect(ids(await eventsSince(db, alice, 0, 2, DAY_MS))).toEqual(all.slice(1));
    expect(ids(await eventsSince(db, alice, 0, 3, DAY_MS))).toEqual(all);
  });

  it('leaves out events older than the retention, keeps those inside it', async () => {
    await addEvent(alice, DAY_MS + 60_000);
    const recent = await addEvent(alice, DAY_MS - 60_000);
    expect(ids(await eventsSince(db, alice, 0, 100, DAY_MS))).toEqual([recent]);
  });

  it('skips a row of a type this server does not stream (written by a newer one)', async () => {
    await db.exec('ALTER TABLE events DROP CONSTRAINT events_type_check');
    try {
      await db.query(`INSERT INTO events (user_id, type, data) VALUES ($1, 'from_the_future', '{}')`, [alice]);
      const known = await addEvent(alice);
      expect(ids(await eventsSince(db, alice, 0, 100, DAY_MS))).toEqual([known]);
      expect(ids(await allEventsSince(db, 0, 100))).toEqual([known]);
    } finally {
      await db.exec(`DELETE FROM events WHERE type = 'from_the_future'`);
      await db.exec(`ALTER TABLE events ADD CONSTRAINT events_type_check CHECK (type IN ('new_game', 'new_withdraw', 'live_win'))`);
    }
  });
});

describe('allEventsSince: a listener catching up', () => {
  it('returns everyone’s events after the id, oldest first, at most the limit', async () => {
    const all = [await addEvent(alice), await addEvent(null), await addEvent(bob)];
    expect(ids(await allEventsSince(db, 0, 100))).toEqual(all);
    expect(ids(await allEventsSince(db, all[0]!, 100))).toEqual(all.slice(1));
    expect(ids(await allEventsSince(db, 0, 2))).toEqual(all.slice(0, 2));
    expect((await allEventsSince(db, 0, 100)).map((event) => event.userId)).toEqual([alice, null, bob]);
  });
});

describe('findEvent', () => {
  it('finds an event by id, with its audience; null for an unknown id', async () => {
    const own = await addEvent(bob);
    const broadcast = await addEvent(null);
    expect(await findEvent(db, own)).toMatchObject({ id: own, userId: bob });
    expect(await findEvent(db, broadcast)).toMatchObject({ id: broadcast, userId: null });
    expect(await findEvent(db, broadcast + 1)).toBeNull();
  });
});

describe('resume points', () => {
  it('lastEventIdFor: 0 before any event, then the newest own or broadcast event, never another player’s', async () => {
    expect(await lastEventIdFor(db, alice)).toBe(0);
    const own = await addEvent(alice);
    expect(await lastEventIdFor(db, alice)).toBe(own);
    const broadcast = await addEvent(null);
    await addEvent(bob);
    expect(await lastEventIdFor(db, alice)).toBe(broadcast);
  });

  it('maxEventId: 0 before any event, then the newest of all', async () => {
    expect(await maxEventId(db)).toBe(0);
    await addEvent(alice);
    const last = await addEvent(bob);
    expect(await maxEventId(db)).toBe(last);
  });
});

describe('pruneEvents', () => {
  const count = async () => Number((await db.query<{ n: bigint }>('SELECT count(*) AS n FROM events'))[0]?.n);

  it('deletes only events past the retention and says how many', async () => {
    await addEvent(alice, DAY_MS + 60_000);
    await addEvent(null, DAY_MS + 60_000);
    await addEvent(alice, DAY_MS - 60_000);
    expect(await pruneEvents(db, DAY_MS)).toBe(2);
    expect(await count()).toBe(1);
  });

  it('goes on batch after full batch, up to maxBatches', async () => {
    for (let i = 0; i < 7; i += 1) await addEvent(alice, DAY_MS + 60_000);
    expect(await pruneEvents(db, DAY_MS, 2, 2)).toBe(4);
    expect(await count()).toBe(3);
    expect(await pruneEvents(db, DAY_MS, 2, 5)).toBe(3);
    expect(await count()).toBe(0);
  });

  it('stops after a batch that was not full: no further DELETE', async () => {
    for (let i = 0; i < 5; i += 1) await addEvent(alice, DAY_MS + 60_000);
    let deletes = 0;
    const counting = { ...db, query: <T>(sql: string, params?: readonly unknown[]) => ((deletes += 1), db.query<T>(sql, params)) };
    expect(await pruneEvents(counting, DAY_MS, 3, 5)).toBe(5);
    expect(deletes).toBe(2);
    deletes = 0;
    expect(await pruneEvents(counting, DAY_MS, 3, 5)).toBe(0);
    expect(deletes).toBe(1);
  });
});
