import { randomBytes } from 'node:crypto';

/** 8 url-safe characters (48 random bits): short enough for a link, collisions retried on insert. */
export function newRefCode(): string {
  return randomBytes(6).toString('base64url');
}

const REF_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Only plausible codes reach the database; anything else is ignored like an unknown code. */
export function isPlausibleRefCode(value: unknown): value is string {
  return typeof value === 'string' && REF_CODE.test(value);
}
