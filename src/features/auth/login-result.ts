/**
 * The Telegram login redirect (oauth.telegram.org -> our return_to) comes back with
 * `#tgAuthResult=<base64url of the Login Widget's JSON payload>`. It is read once at start and
 * removed from the URL, so neither the router nor a bookmark ever keeps it.
 */

/** The widget's fields; the server checks the signature, we only need it to be an object. */
export type LoginWidgetPayload = Record<string, unknown> & { id: number; hash: string };

export type LoginResult = { payload: LoginWidgetPayload } | { invalid: true };

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

/** The login result in this page's hash (then removed from the URL), or null when there is none. */
export function takeLoginResult(win: Window = window): LoginResult | null {
  const match = /(?:^#|&)tgAuthResult=([^&]*)/.exec(win.location.hash);
  if (!match) return null;
  const { pathname, search } = win.location;
  win.history.replaceState(win.history.state, '', `${pathname}${search}`);
  return parseLoginResult(match[1] ?? '');
}
