/**
 * At start: finish a login redirect if this page is one, else ask the server whether the cookie
 * still holds a session (a reload keeps the session; the CSRF token comes back with it).
 */
import type { AdminSession } from '../../contract/admin';
import { isApiError } from '../../lib/api-error';
import { preferredAdminLanguage, setAdminLanguage } from '../i18n/admin-i18n';
import { getSession, postSession } from '../api/session';
import { consoleErrorText } from '../shared/error-texts';
import { texts } from '../shared/texts';
import { adminSession } from '../api/admin-session';
import { takeLoginReturn } from './login-redirect';

/**
 * Starts the session in the operator's language: their Telegram one, once the server names it,
 * unless they chose one on this browser (i18n/admin-i18n.ts). A catalogue that fails to load keeps
 * the language on screen.
 */
async function begin(session: AdminSession): Promise<void> {
  await setAdminLanguage(preferredAdminLanguage(session.operator.languageCode)).catch((error: unknown) => console.error('admin i18n: could not load the language', error));
  adminSession.start(session);
}

/** The login problem to show, or null. */
export async function startSession(): Promise<string | null> {
  const login = takeLoginReturn();
  if (login) {
    if ('problem' in login) return login.problem === 'state' ? texts.login.stateMismatch : texts.login.declined;
    try {
      await begin(await postSession({ ...login.payload, state: login.state }));
      return null;
    } catch (error) {
      return isApiError(error) ? texts.login.refused(consoleErrorText(error)) : texts.login.unavailable;
    }
  }
  try {
    await begin(await getSession());
  } catch {
    // No session (401) or no server: the login screen, with nothing to explain.
  }
  return null;
}
