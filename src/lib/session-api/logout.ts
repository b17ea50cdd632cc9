/**
 * Log out (docs/sessions.md): the server revokes every token of the player (POST /auth/logout),
 * then this page forgets its credentials (the event channel stops its stream on that), and the
 * registered cleanups clear what holds the player's data on this device (logout-cleanups.ts).
 */
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';
import { forgetCredentials } from '../session/credentials';
import { runLogoutCleanups } from '../session/logout-cleanups';

/**
 * Throws when the server could not be reached: nothing is cleared then, since the tokens would
 * stay valid on the server. A 401 means they are invalid already: the local part goes on.
 */
export async function logOut(): Promise<void> {
  try {
    await apiClient.call('POST /auth/logout');
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
  }
  forgetCredentials();
  await runLogoutCleanups();
}
