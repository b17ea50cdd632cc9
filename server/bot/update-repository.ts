import type { Queryable } from '../db/db';

/** Records an update as handled; false when it already was (Telegram sent it again). */
export async function claimUpdate(q: Queryable, updateId: number): Promise<boolean> {
  const rows = await q.query('INSERT INTO bot_updates (update_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING update_id', [updateId]);
  return rows.length === 1;
}

/** Forgets a claim whose handling failed, so Telegram's retry is handled. */
export async function releaseUpdate(q: Queryable, updateId: number): Promise<void> {
  await q.query('DELETE FROM bot_updates WHERE update_id = $1', [updateId]);
}

/** Telegram stops redelivering after 24 hours; older ids need not be remembered. */
export async function pruneUpdates(q: Queryable, olderThan: Date): Promise<void> {
  await q.query('DELETE FROM bot_updates WHERE received_at < $1', [olderThan]);
}
