/**
 * POST /api/v1/auth/session (docs/api.md, docs/sessions.md): at start inside Telegram, the
 * verified launch data is traded for a bearer token, which every later call carries while it lasts.
 * A failure changes nothing: the launch data keeps being sent, and if the server refuses it, the
 * next call meets the same 401 with its reason and takes the one 401 path (credentials.ts).
 */
import { apiClient } from '../api-client';
import { acceptSessionToken, telegramLaunchAuthorization } from '../session/credentials';
import { readSessionToken } from '../session/session-token';

export async function exchangeSession(): Promise<void> {
  const launch = telegramLaunchAuthorization();
  if (!launch || readSessionToken(launch)) return;
  try {
    // Sent with the launch data itself, whatever else the page holds.
    const { data } = await apiClient.call('POST /auth/session', { authorize: false, headers: { Authorization: launch } });
    acceptSessionToken({ token: data.token, expiresAt: data.expiresAt, launch });
  } catch {
    // Refused, offline or a server error: the launch data goes on, as without the exchange.
  }
}
