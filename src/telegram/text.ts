/**
 * Text measures for the bridge limits. Telegram counts lengths after trimming whitespace, in
 * UTF-16 code units (JavaScript's `length`, as its own script does), except sendData, which is
 * limited in UTF-8 bytes because that is what travels to the bot.
 */
const encoder = new TextEncoder();

/** Trims like Telegram's strTrim; non-strings become '' so callers validate one type. */
export function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** UTF-8 size: 'é' is 2 bytes, '€' 3, an emoji 4 (a lone surrogate becomes U+FFFD, 3 bytes). */
export function utf8ByteLength(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Base64 of the UTF-8 bytes. `btoa` alone only takes Latin-1 and throws on a Cyrillic or emoji
 * name, so the bytes are mapped to Latin-1 characters first (in chunks: no huge argument lists).
 */
export function base64Utf8(text: string): string {
  const bytes = encoder.encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
