/**
 * At start: finish a login redirect if this page is one, else ask the server whether the cookie
 * still holds a session (a reload keeps the session; the CSRF token comes back with it).
 */
import { isApiError } from '../../lib/api-error';
import { getSession, postSession } from '../api/session';
import { texts } from '../shared/texts';
import { adminSession } from '../api/admin-session';
import { takeLoginReturn } from './login-redirect';

/** The login problem to show, or null. */
export async function startSession(): Promise<string | null> {
  const login = takeLoginReturn();
  if (login) {
    if ('problem' in login) return login.problem === 'state' ? texts.login.stateMismatch : texts.login.declined;
    try {
      adminSession.start(await postSession({ ...login.payload, state: login.state }));
      return null;
    } catch (error) {
      return isApiError(error) ? texts.login.refused(error.message) : texts.login.unavailable;
    }
  }
  try {
    adminSession.start(await getSession());
  } catch {
    // No session (401) or no server: the login screen, with nothing to explain.
  }
  return null;
}
