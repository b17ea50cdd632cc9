/**
 * A few lines over document.cookie instead of a library: we only ever read and write one token.
 * Values are percent-encoded so a token with `;` or `=` cannot break the cookie string.
 */
export interface CookieOptions {
  /** When the cookie ends; without it, a session cookie. */
  expires?: Date;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages, where a cookie without it could leak over plain http. */
  secure?: boolean;
}

type CookieDocument = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null };

/** The decoded value of cookie `name`, or null when it is not set. */
export function readCookie(name: string, doc: CookieDocument = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const pair = part.trim();
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals) !== name) continue;
    const raw = pair.slice(equals + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      // Set by someone else without encoding: the raw text is the best we have.
      return raw;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}, doc: CookieDocument = document): void {
  const { expires, path = '/', sameSite = 'Lax', secure = doc.location?.protocol === 'https:' } = options;
  let cookie = `${name}=${encodeURIComponent(value)}; path=${path}; SameSite=${sameSite}`;
  if (expires) cookie += `; expires=${expires.toUTCString()}`;
  if (secure) cookie += '; Secure';
  doc.cookie = cookie;
}

/** Removes the cookie; `path` must match the one it was written with. */
export function deleteCookie(name: string, options: Pick<CookieOptions, 'path'> = {}, doc: CookieDocument = document): void {
  writeCookie(name, '', { ...options, expires: new Date(0) }, doc);
}
