import type { StreamEvent } from '../../src/contract/events';
import type { Queryable } from '../db/db';
import { isStreamEventType, toWireEvent, type WireEvent } from './wire';

interface EventRow {
  id: bigint;
  user_id: bigint | null;
  type: string;
  data: unknown;
}

function toWire(row: EventRow): WireEvent | null {
  if (!isStreamEventType(row.type)) return null;
  const userId = row.user_id === null ? null : Number(row.user_id);
  return toWireEvent(Number(row.id), userId, { type: row.type, data: row.data } as StreamEvent);
}

const rowsToWire = (rows: EventRow[]): WireEvent[] => rows.map(toWire).filter((event) => event !== null);

/**
 * What `userId` missed after `afterId`: their own events and broadcasts, kept `retentionMs`, in
 * id order. Past `limit`, the NEWEST are kept: the gap is then at the old end, and the stream
 * continues without one (the client refetches REST on reconnect anyway).
 */
export async function eventsSince(q: Queryable, userId: number, afterId: number, limit: number, retentionMs: number): Promise<WireEvent[]> {
  const rows = await q.query<EventRow>(
    `SELECT id, user_id, type, data FROM (
       SELECT id, user_id, type, data FROM events
       WHERE id > $1 AND (user_id = $2 OR user_id IS NULL)
         AND created_at > now() - make_interval(secs => $4::double precision / 1000)
       ORDER BY id DESC LIMIT $3
     ) recent ORDER BY id`,
    [afterId, userId, limit, retentionMs],
  );
  return rowsToWire(rows);
}

/** Every user's events after `afterId` (a listener that reconnected catches up with these). */
export async function allEventsSince(q: Queryable, afterId: number, limit: number): Promise<WireEvent[]> {
  return rowsToWire(await q.query<EventRow>('SELECT id, user_id, type, data FROM events WHERE id > $1 ORDER BY id LIMIT $2', [afterId, limit]));
}

export async function findEvent(q: Queryable, id: number): Promise<WireEvent | null> {
  const [row] = await q.query<EventRow>('SELECT id, user_id, type, data FROM events WHERE id = $1', [id]);
  return row ? toWire(row) : null;
}

/** A `SELECT max(id) AS max` answer (always one row; NULL before any event) as a number, 0 for none. */
const maxId = (rows: { max: bigint | null }[]): number => Number(rows[0]?.max ?? 0);

/** The newest event `userId` may see (their own or a broadcast), 0 before any: a fresh stream's resume point. */
export async function lastEventIdFor(q: Queryable, userId: number): Promise<number> {
  return maxId(await q.query<{ max: bigint | null }>('SELECT max(id) AS max FROM events WHERE user_id = $1 OR user_id IS NULL', [userId]));
}

export async function maxEventId(q: Queryable): Promise<number> {
  return maxId(await q.query<{ max: bigint | null }>('SELECT max(id) AS max FROM events'));
}

/**
 * Deletes events older than retentionMs in batches of `batch` (short transactions, no long lock
 * on a big table), at most `maxBatches` per run; returns how many went.
 */
export async function pruneEvents(q: Queryable, retentionMs: number, batch = 5000, maxBatches = 20): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i += 1) {
    const rows = await q.query<{ id: bigint }>(
      `DELETE FROM events WHERE id IN (
         SELECT id FROM events WHERE created_at <= now() - make_interval(secs => $1::double precision / 1000) ORDER BY id LIMIT $2
       ) RETURNING id`,
      [retentionMs, batch],
    );
    total += rows.length;
    if (rows.length < batch) break;
  }
  return total;
}
