/**
 * Who the data saved on this device belongs to (the persisted query cache's buster,
 * lib/query-persist.ts), from the credentials every call carries: the Telegram user of the launch
 * data, or this login's token (a new login starts afresh), or nobody. Only a fingerprint of a
 * token is kept, never the token. Loaded with the persisted cache, not in the initial JS.
 */
import { currentAuthorization, telegramLaunchAuthorization } from './credentials';

/** FNV-1a, 32 bits: tells tokens apart; not a secret and not meant to be one. */
function fingerprint(text: string): string {
  let hash = 0x81_1c_9d_c5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01_00_01_93);
  return (hash >>> 0).toString(36);
}

/** The `user.id` inside `tma <base64 of the raw initData>` (a query string with a JSON user). */
function telegramUserId(base64InitData: string): string {
  try {
    const bytes = Uint8Array.from(atob(base64InitData), (char) => char.charCodeAt(0));
    const user = new URLSearchParams(new TextDecoder().decode(bytes)).get('user');
    const id: unknown = user ? (JSON.parse(user) as { id?: unknown }).id : undefined;
    return typeof id === 'number' ? String(id) : '?';
  } catch {
    return '?';
  }
}

/** Inside Telegram the launch's user, whether calls carry the launch data or its session token. */
export function sessionOwner(authorization: string | null = telegramLaunchAuthorization() ?? currentAuthorization()): string {
  if (authorization?.startsWith('tma ')) return `tg:${telegramUserId(authorization.slice(4))}`;
  if (authorization?.startsWith('Bearer ')) return `token:${fingerprint(authorization.slice(7))}`;
  return 'none';
}
