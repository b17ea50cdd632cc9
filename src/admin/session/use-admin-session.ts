/** The shell's view of the session: subscribes to session/admin-session.ts. */
import { useSyncExternalStore } from 'react';
import { adminSession } from '../api/admin-session';

export function useAdminSession() {
  const session = useSyncExternalStore(adminSession.subscribe, adminSession.get);
  const endReason = useSyncExternalStore(adminSession.subscribe, adminSession.endReason);
  return { session, endReason };
}
