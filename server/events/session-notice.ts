import type { Queryable } from '../db/db';

/**
 * The NOTIFY channel that tells every instance a player's sessions were revoked (logout), so each
 * ends the streams it holds for them at once (server/events/hub.ts). Without it only the instance
 * that served the logout would: the others' streams ran on until their next reconnect was refused.
 */
export const SESSIONS_CHANNEL = 'sendswin_sessions';

/** Queued in the caller's transaction: Postgres delivers it only if the revocation commits. */
export async function notifySessionsRevoked(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [SESSIONS_CHANNEL, String(userId)]);
}

/** The user id of a notice, or null for anything else (the channel is ours, but never trust a payload). */
export function parseSessionsNotice(payload: string): number | null {
  return /^[1-9][0-9]{0,15}$/.test(payload) ? Number(payload) : null;
}
