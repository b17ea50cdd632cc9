/**
 * The Telegram login redirect (oauth.telegram.org -> our return_to) comes back with
 * `?login_state=<state>#tgAuthResult=<base64url of the Login Widget's JSON payload>`. Both are read
 * once at start and removed from the URL, so neither the router nor a bookmark ever keeps them.
 */
import { LOGIN_STATE_PARAM } from './login-state';


/** The widget's fields; the server checks the signature, we only need it to be an object. */
export type LoginWidgetPayload = Record<string, unknown> & { id: number; hash: string };

export type LoginResult = { payload: LoginWidgetPayload } | { invalid: true };

/** The redirect's result and the `state` its return_to carried (null: none). */
export interface LoginRedirect {
  result: LoginResult;
  state: string | null;
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // Names may be Cyrillic or emoji: the JSON is UTF-8, atob gives bytes as Latin-1 characters.
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function parseLoginResult(encoded: string): LoginResult {
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(decodeURIComponent(encoded)));
    const candidate = payload as Partial<LoginWidgetPayload> | null;
    if (candidate && typeof candidate.id === 'number' && typeof candidate.hash === 'string') {
      return { payload: candidate as LoginWidgetPayload };
    }
  } catch {
    // Telegram sends `tgAuthResult=false` when the user declines; garbage is treated the same.
  }
  return { invalid: true };
}

/** The login redirect in this page's URL (then removed from it), or null when there is none. */
export function takeLoginResult(win: Window = window): LoginRedirect | null {
  const match = /(?:^#|&)tgAuthResult=([^&]*)/.exec(win.location.hash);
  if (!match) return null;
  const query = new URLSearchParams(win.location.search);
  const state = query.get(LOGIN_STATE_PARAM);
  let search = win.location.search;
  if (state !== null) {
    query.delete(LOGIN_STATE_PARAM);
    const rest = query.toString();
    search = rest ? `?${rest}` : '';
  }
  // Absolute: a path starting with `//` would otherwise read as another host and throw.
  win.history.replaceState(win.history.state, '', `${win.location.origin}${win.location.pathname}${search}`);
  return { result: parseLoginResult(match[1] ?? ''), state };
}
