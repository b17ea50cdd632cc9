/**
 * Which Authorization header every API call carries (docs/product.md section 6, docs/sessions.md):
 * - inside Telegram, the session token traded for the launch data (session-token.ts) while it is
 *   valid, else the launch data itself (`tma <base64 initData>`);
 * - in a browser, the bearer token of a login (the sendswin_auth_token cookie);
 * - else none.
 * A credential the server refused (401) is dropped here, once, for every caller: the API client,
 * the event stream and the session gate all go through rejectAuthorization. When nothing valid is
 * left, the session has ended (sessionEnded) and the app says so. The app sets the Telegram header
 * once at start (it knows the launch params); lib stays free of the telegram/ folder.
 */
import { clearAuthToken, readAuthToken } from './auth-token';
import { clearSessionToken, readSessionToken, storeSessionToken, type SessionToken } from './session-token';

let telegramAuthorization: string | null = null;
/** The launch data was refused (expired or revoked with the session): it is never sent again. */
let telegramRefused = false;
/** Whether this page has had any credential: only then can its session end. */
let hadCredentials = false;
/** The player logged out here (rather than every credential being refused). */
let loggedOut = false;
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** `tma <base64 initData>` for this launch, or null outside Telegram. */
export function setTelegramAuthorization(header: string | null): void {
  telegramAuthorization = header;
  telegramRefused = false;
  changed();
}

/** This launch's Telegram header, refused or not: who the player is (session-owner.ts). */
export function telegramLaunchAuthorization(): string | null {
  return telegramAuthorization;
}

export type CredentialKind = 'telegram' | 'token' | 'none';

export function credentialKind(): CredentialKind {
  if (telegramAuthorization) return 'telegram';
  return readAuthToken() ? 'token' : 'none';
}

/** Read on every request, so a login, a renewal or a logout takes effect without rebuilding the client. */
export function currentAuthorization(): string | null {
  const authorization = pickAuthorization();
  if (authorization) hadCredentials = true;
  return authorization;
}

function pickAuthorization(): string | null {
  if (telegramAuthorization) {
    const session = readSessionToken(telegramAuthorization);
    if (session) return `Bearer ${session}`;
    return telegramRefused ? null : telegramAuthorization;
  }
  const token = readAuthToken();
  return token ? `Bearer ${token}` : null;
}

/** A session token traded for this launch's data (exchange-session.ts): used from now on. */
export function acceptSessionToken(token: SessionToken): void {
  storeSessionToken(token);
  changed();
}

/**
 * The server answered 401 to `authorization`: forget it (when it is still the current one) and
 * say whether another credential is left to try (the launch data after a revoked session token).
 * null: the call went without one (a login cookie that expired meanwhile): the session has ended.
 */
export function rejectAuthorization(authorization: string | null): boolean {
  if (authorization === null) {
    changed();
    return false;
  }
  if (authorization === currentAuthorization()) {
    if (authorization === telegramAuthorization) telegramRefused = true;
    else if (telegramAuthorization) clearSessionToken();
    else clearAuthToken();
    changed();
  }
  const next = currentAuthorization();
  return next !== null && next !== authorization;
}

/** Logout: every credential of this page is forgotten (the server has revoked the tokens). */
export function forgetCredentials(): void {
  clearSessionToken();
  clearAuthToken();
  if (telegramAuthorization) telegramRefused = true;
  loggedOut = true;
  changed();
}

/** The session ended by the player's own logout. */
export function endedByLogout(): boolean {
  return loggedOut;
}

/** A page that had credentials has none left: the session ended (401s or a logout). */
export function sessionEnded(): boolean {
  return hadCredentials && pickAuthorization() === null;
}

/** Called on every change of the credentials (useSyncExternalStore, the event channel). */
export function subscribeCredentials(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every credential change (a snapshot for useSyncExternalStore). */
export function credentialsVersion(): number {
  return version;
}
