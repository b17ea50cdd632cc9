import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const byKey = ([a]: [string, string], [b]: [string, string]): number => (a < b ? -1 : a > b ? 1 : 0);

/** Telegram's data-check-string: `key=value` pairs sorted by key, joined by `\n`. */
export function dataCheckString(fields: Iterable<[string, string]>): string {
  return [...fields]
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; toSorted is above our ES2022 lib
    .sort(byKey)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

const webAppSecrets = new Map<string, Buffer>();

/**
 * Mini App launch data: secret = HMAC_SHA256(key "WebAppData", msg bot token), raw bytes. Kept per
 * token: every tma request needs it, and one process has one token (tests sign with a few).
 */
export function webAppSecret(botToken: string): Buffer {
  let secret = webAppSecrets.get(botToken);
  if (!secret) webAppSecrets.set(botToken, (secret = createHmac('sha256', 'WebAppData').update(botToken).digest()));
  return secret;
}

/** Login Widget data: secret = SHA256(bot token), raw bytes. */
export function loginWidgetSecret(botToken: string): Buffer {
  return createHash('sha256').update(botToken).digest();
}

export function hmacHex(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Constant-time comparison of two hex digests (a length mismatch is simply unequal). */
export function hexDigestsEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
