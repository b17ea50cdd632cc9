/**
 * The one-time `state` of a browser login (docs/security.md): made and kept in this tab's
 * sessionStorage just before leaving for oauth.telegram.org, carried in `return_to`, and required
 * back once. A link someone else crafted (#tgAuthResult with their own signed payload) carries no
 * state this tab made, so it cannot sign this browser into their account.
 */
import { STORAGE_NAMES } from '../../contract/storage-names';

const STORAGE_KEY = STORAGE_NAMES.loginState;

/** The return_to query parameter that carries the state. */
export const LOGIN_STATE_PARAM = 'login_state';

function sessionStore(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    // Sandboxed iframes and some private modes refuse sessionStorage: no state, no login.
    return null;
  }
}

/** A fresh 128-bit state, stored for this tab (replacing any earlier one). */
export function beginLoginState(win: Window = window): string {
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    sessionStore(win)?.setItem(STORAGE_KEY, state);
  } catch {
    // Full or disabled storage: the return is refused, with a message, rather than trusted.
  }
  return state;
}

/** Whether `returned` is the state this tab stored; the stored one is removed either way (used once). */
export function consumeLoginState(returned: string | null, win: Window = window): boolean {
  const store = sessionStore(win);
  let expected: string | null = null;
  try {
    expected = store?.getItem(STORAGE_KEY) ?? null;
    store?.removeItem(STORAGE_KEY);
  } catch {
    return false;
  }
  return expected !== null && returned !== null && returned === expected;
}
