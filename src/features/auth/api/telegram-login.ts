/** POST /api/v1/auth/telegram-login: a Login Widget payload for a bearer token (docs/api.md). */
import type { DataEnvelope } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { storeAuthToken } from '../../../lib/session/auth-token';
import type { LoginWidgetPayload } from '../login-result';

export interface LoginToken {
  token: string;
  expiresAt: string;
}

export async function loginWithTelegram(payload: LoginWidgetPayload): Promise<LoginToken> {
  const { data } = await apiClient.post<DataEnvelope<LoginToken>>('/auth/telegram-login', {
    body: payload,
    authorize: false,
  });
  return data;
}

/** Logs in and keeps the token in the auth cookie; the caller then runs the me call as usual. */
export async function loginAndStoreToken(payload: LoginWidgetPayload): Promise<void> {
  storeAuthToken(await loginWithTelegram(payload));
}
