import type { StreamEvent } from '../../src/contract/events';
import type { Queryable } from '../db/db';

/** An event a settled transaction produced: for one user, or for everyone (userId null: live_win). */
export interface PendingEvent {
  userId: number | null;
  event: StreamEvent;
}

/**
 * THE place where a transaction's events are written, inside that transaction, so an event exists
 * exactly when its order or withdraw committed. For now it records nothing; the event-stream issue
 * inserts `events` outbox rows here (and NOTIFYs), without touching the callers.
 */
export async function enqueueEvents(_tx: Queryable, _events: readonly PendingEvent[]): Promise<void> {}
