/** POST /api/v1/auth/telegram-login: a Login Widget payload for a bearer token (docs/api.md). */
import type { LoginWidgetBody } from '../../../contract/endpoints/session';
import { apiClient } from '../../../lib/api-client';
import { storeAuthToken } from '../../../lib/session/auth-token';
import type { LoginWidgetPayload } from '../login-result';

export interface LoginToken {
  token: string;
  expiresAt: string;
}

export async function loginWithTelegram(payload: LoginWidgetPayload): Promise<LoginToken> {
  const { data } = await apiClient.call('POST /auth/telegram-login', {
    // Telegram's payload goes on as it came (every field is signed); the server checks the fields
    // this side does not read (a 400 names the one missing).
    body: payload as LoginWidgetBody,
    authorize: false,
  });
  return data;
}

/** Logs in and keeps the token in the auth cookie; the caller then runs the me call as usual. */
export async function loginAndStoreToken(payload: LoginWidgetPayload): Promise<void> {
  storeAuthToken(await loginWithTelegram(payload));
}
