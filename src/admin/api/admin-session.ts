/**
 * The operator's session as the page knows it: the role and the CSRF token, in memory only (the
 * cookie is httpOnly, so script never sees the session itself; a reload asks the server again).
 * A 401 from any call ends it here, and the shell goes back to the login screen with "session ended".
 */
import type { AdminSession } from '../../contract/admin';

export type KnownSession = Pick<AdminSession, 'role' | 'csrfToken' | 'operator'>;

export type SessionEnd = 'ended' | 'logged_out' | null;

let current: KnownSession | null = null;
let endedBecause: SessionEnd = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export const adminSession = {
  get: (): KnownSession | null => current,
  endReason: (): SessionEnd => endedBecause,
  start(session: KnownSession): void {
    current = session;
    endedBecause = null;
    notify();
  },
  end(reason: Exclude<SessionEnd, null>): void {
    if (!current && endedBecause === reason) return;
    current = null;
    endedBecause = reason;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
