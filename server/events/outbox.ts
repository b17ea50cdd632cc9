import type { StreamEvent } from '../../src/contract/events';
import type { Queryable } from '../db/db';

/** An event a settled transaction produced: for one user, or for everyone (userId null: live_win). */
export interface PendingEvent {
  userId: number | null;
  event: StreamEvent;
}

/** The NOTIFY channel every instance LISTENs on (server/events/hub.ts). */
export const EVENTS_CHANNEL = 'sendswin_events';
/** Postgres caps a NOTIFY payload at 8000 bytes; bigger events travel as their id only. */
const MAX_NOTIFY_BYTES = 7900;
/** Any fixed number, distinct from the migration lock. */
export const EVENTS_LOCK_KEY = 8_080_002;

/** The NOTIFY payload: the whole event, or `{id, userId}` for the listener to read the row. */
export interface EventNotice {
  id: number;
  userId: number | null;
  event?: StreamEvent;
}

/**
 * THE place where a transaction's events are written, inside that transaction, so an event exists
 * exactly when its order or withdraw committed; NOTIFY is queued in the same transaction, and
 * Postgres delivers it only on commit (never for a rollback).
 *
 * The transaction-scoped advisory lock makes event ids follow commit order: it is taken as the
 * transaction's last step and held until commit, so a transaction with a lower id can never
 * commit after one with a higher id. Without it, a client that saw id 11 and reconnects with
 * Last-Event-ID 11 would never get id 10 committing a moment later. It serialises only the
 * commit tail, and taken last it cannot deadlock (nothing waits on a row while holding it).
 */
export async function enqueueEvents(tx: Queryable, events: readonly PendingEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.query('SELECT pg_advisory_xact_lock($1)', [EVENTS_LOCK_KEY]);
  for (const { userId, event } of events) {
    const [row] = await tx.query<{ id: bigint }>('INSERT INTO events (user_id, type, data) VALUES ($1, $2, $3::jsonb) RETURNING id', [
      userId,
      event.type,
      JSON.stringify(event.data),
    ]);
    if (!row) throw new Error('event insert returned no id');
    const id = Number(row.id);
    let payload = JSON.stringify({ id, userId, event } satisfies EventNotice);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) payload = JSON.stringify({ id, userId } satisfies EventNotice);
    await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
  }
}

// The order path stages its events in `event_outbox` instead (one INSERT in settle_order, migration
// 251; no lock, no NOTIFY), so thousands of orders a second do not queue on the events lock and on
// Postgres' notify lock at commit. Each instance's relay (server/events/relay.ts) moves them into
// `events` after the commit, in commit order, and notifies; a row a crash left there is moved by
// the next relay run of any instance.
