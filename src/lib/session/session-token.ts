/**
 * Inside Telegram, the bearer token that POST /auth/session traded for this launch's data
 * (docs/sessions.md): calls carry it while it lasts, so an app left open outlives the launch data's
 * INIT_DATA_MAX_AGE_S. Kept in sessionStorage, which lives as long as this webview: a reload keeps
 * it, a relaunch from Telegram starts afresh with new launch data.
 */
import { STORAGE_NAMES } from '../../contract/storage-names';

export interface SessionToken {
  token: string;
  /** ISO time from the server. */
  expiresAt: string;
  /** The launch's tma header it was traded for: a new launch (another user perhaps) starts afresh. */
  launch: string;
}

const STORAGE_KEY = STORAGE_NAMES.sessionToken;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Blocked storage: the token lives in memory only, for this page.
  }
}

let current: SessionToken | null = null;
let loaded = false;

function load(): SessionToken | null {
  if (loaded) return current;
  loaded = true;
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Partial<SessionToken> | null;
    const valid = typeof parsed?.token === 'string' && typeof parsed.expiresAt === 'string' && typeof parsed.launch === 'string';
    current = valid ? (parsed as SessionToken) : null;
  } catch {
    current = null;
  }
  return current;
}

/** The token traded for this launch's data while it is valid, else null. */
export function readSessionToken(launch: string, now = Date.now()): string | null {
  const token = load();
  return token && token.launch === launch && Date.parse(token.expiresAt) > now ? token.token : null;
}

export function storeSessionToken(token: SessionToken): void {
  current = token;
  loaded = true;
  storage()?.setItem(STORAGE_KEY, JSON.stringify(token));
}

export function clearSessionToken(): void {
  current = null;
  loaded = true;
  storage()?.removeItem(STORAGE_KEY);
}
