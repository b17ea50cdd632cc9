/**
 * The profile's "Log out" (docs/sessions.md): POST /api/v1/auth/logout and the local cleanup, in
 * lib/session/logout.ts. A small useState hook, not useMutation, for the reason update-me.ts gives
 * (a second lazy screen importing TanStack moves the query core out of the entry).
 */
import { useCallback, useState } from 'react';
import { logOut } from '../../../lib/session-api/logout';

export interface LogOutState {
  logOut: () => void;
  pending: boolean;
  /** The last attempt failed (offline, server down): nothing was cleared. */
  failed: boolean;
}

export function useLogOut(): LogOutState {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = useCallback(() => {
    setPending(true);
    setFailed(false);
    // On success the session gate replaces the app (the session has ended): nothing to set here.
    logOut().catch(() => {
      setPending(false);
      setFailed(true);
    });
  }, []);
  return { logOut: run, pending, failed };
}
