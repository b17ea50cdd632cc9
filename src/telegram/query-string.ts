/**
 * Lenient parsing of the `key=value&...` strings Telegram puts in the URL. Clients do not all
 * encode alike: some values arrive un-encoded (raw `=`, `%`, `+`, JSON with spaces) and a stray
 * `%` must not take the whole launch down, so nothing here throws.
 */

/**
 * Percent-decodes what can be decoded and keeps the rest as it came: runs of `%XX` are decoded
 * together (a multi-byte UTF-8 character spans several), and a run that is not valid UTF-8 stays
 * raw. `+` is kept as `+` on purpose: for init data that is what the server's URLSearchParams
 * reads as a space anyway, and turning it into a space here would change bytes it verifies.
 */
export function safeDecode(value: string): string {
  return value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** One `key=value` pair as it appeared: `raw` undecoded, split at the FIRST `=` only. */
export interface RawPair {
  key: string;
  raw: string;
}

/** Splits on `&`; a pair without `=` gets an empty value; empty segments are dropped. */
export function splitPairs(query: string): RawPair[] {
  const pairs: RawPair[] = [];
  for (const segment of query.split('&')) {
    if (!segment) continue;
    const equals = segment.indexOf('=');
    const key = safeDecode(equals < 0 ? segment : segment.slice(0, equals));
    pairs.push({ key, raw: equals < 0 ? '' : segment.slice(equals + 1) });
  }
  return pairs;
}

/**
 * A hash may be a plain query (`#tgWebAppData=...`) or a path followed by one (`#/x?tgWebApp...`,
 * as hash routers leave it). Returns the prefix to keep and the query part.
 */
export function splitHash(hash: string): { prefix: string; query: string } {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const question = body.indexOf('?');
  if (question >= 0 && !body.slice(0, question).includes('=')) {
    return { prefix: body.slice(0, question), query: body.slice(question + 1) };
  }
  // Without any `=` the hash is an anchor or a path, not parameters.
  return body.includes('=') ? { prefix: '', query: body } : { prefix: body, query: '' };
}

/** Parses a JSON object leniently: retries with `+` read as a space; anything else gives null. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  for (const candidate of [text, text.replace(/\+/g, ' ')]) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        return value as Record<string, unknown>;
      }
    } catch {
      // try the next reading
    }
  }
  return null;
}

/** Only the string values of an object (theme parameters are colours; anything else is noise). */
export function stringValues(object: Record<string, unknown> | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(object ?? {})) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}
