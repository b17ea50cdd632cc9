/**
 * The operator's Telegram login, as the player's browser login does it (docs/security.md): the
 * Login Widget's redirect flow through oauth.telegram.org (no script from telegram.org, so the
 * page keeps `script-src 'self'`), with the server's one-time state kept in this tab and required
 * back in `return_to` before the payload is posted. A crafted link carries no state this tab
 * holds, so it cannot sign this browser in as someone else.
 */
const STATE_KEY = 'sendswin.admin.loginState';
const STATE_PARAM = 'login_state';

export function telegramLoginUrl(botId: string, origin: string, state: string): string {
  const returnTo = `${origin}/admin/?${new URLSearchParams({ [STATE_PARAM]: state }).toString()}`;
  const params = new URLSearchParams({ bot_id: botId, origin, return_to: returnTo, request_access: 'write' });
  return `https://oauth.telegram.org/auth?${params.toString()}`;
}

export function rememberState(state: string): void {
  sessionStorage.setItem(STATE_KEY, state);
}

import type { AdminLoginBody } from '../../contract/admin';

export type WidgetPayload = Omit<AdminLoginBody, 'state'>;
export type LoginReturn = { payload: WidgetPayload; state: string } | { problem: 'state' | 'declined' };

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The widget's fields as Telegram signed them; the server checks the signature, this only the shape. */
function parsePayload(encoded: string): WidgetPayload | null {
  try {
    const payload = JSON.parse(decodeBase64Url(decodeURIComponent(encoded))) as Partial<WidgetPayload> | null;
    return payload && typeof payload.id === 'number' && typeof payload.hash === 'string' ? (payload as WidgetPayload) : null;
  } catch {
    return null; // `tgAuthResult=false`: the user declined
  }
}

/** The login redirect in this page's URL (then removed from it, and the stored state used up), or null. */
export function takeLoginReturn(win: Window = window): LoginReturn | null {
  const match = /(?:^#|&)tgAuthResult=([^&]*)/.exec(win.location.hash);
  if (!match) return null;
  const returned = new URLSearchParams(win.location.search).get(STATE_PARAM);
  const expected = win.sessionStorage.getItem(STATE_KEY);
  win.sessionStorage.removeItem(STATE_KEY);
  win.history.replaceState(null, '', `${win.location.origin}${win.location.pathname}`);
  if (!expected || returned !== expected) return { problem: 'state' };
  const payload = parsePayload(match[1] ?? '');
  return payload ? { payload, state: expected } : { problem: 'declined' };
}
