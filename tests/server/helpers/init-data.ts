/**
 * Telegram launch data built by the tests themselves, straight from Telegram's documentation
 * (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app), independent of the
 * server's own signing helper: secret = HMAC_SHA256(key "WebAppData", msg bot token); hash =
 * hex HMAC_SHA256(key secret, msg data-check-string of all fields but hash, sorted, '\n'-joined).
 */
import { createHash, createHmac } from 'node:crypto';

export function telegramHash(fields: Record<string, string>, botToken: string): string {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const checkString = Object.keys(fields)
    // oxlint-disable-next-line unicorn/no-array-sort -- Object.keys is a fresh array
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  return createHmac('sha256', secret).update(checkString).digest('hex');
}

/** Raw initData (a query string) with its hash appended. */
export function buildInitData(fields: Record<string, string>, botToken: string): string {
  return new URLSearchParams({ ...fields, hash: telegramHash(fields, botToken) }).toString();
}

export function tma(rawInitData: string): string {
  return `tma ${Buffer.from(rawInitData).toString('base64')}`;
}

/** The Login Widget's hash: key SHA256(bot token), all fields but hash, sorted, '\n'-joined. */
export function loginWidgetHash(fields: Record<string, string | number>, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  const checkString = Object.keys(fields)
    // oxlint-disable-next-line unicorn/no-array-sort -- Object.keys is a fresh array
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  return createHmac('sha256', secret).update(checkString).digest('hex');
}
