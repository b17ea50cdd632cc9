/**
 * Which Authorization header every API call carries (spec section 6): the Telegram launch data
 * when the app was launched by Telegram, else the bearer token of a browser login, else none.
 * The app sets the Telegram header once at start (it knows the launch params); lib stays free of
 * the telegram/ folder.
 */
import { readAuthToken } from './auth-token';

let telegramAuthorization: string | null = null;

/** `tma <base64 initData>` for this launch, or null outside Telegram. */
export function setTelegramAuthorization(header: string | null): void {
  telegramAuthorization = header;
}

export type CredentialKind = 'telegram' | 'token' | 'none';

export function credentialKind(): CredentialKind {
  if (telegramAuthorization) return 'telegram';
  return readAuthToken() ? 'token' : 'none';
}

/** Read on every request, so a login or logout takes effect without rebuilding the client. */
export function currentAuthorization(): string | null {
  if (telegramAuthorization) return telegramAuthorization;
  const token = readAuthToken();
  return token ? `Bearer ${token}` : null;
}
