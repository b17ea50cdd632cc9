import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_COOKIE } from '../../src/contract/admin';

/** A fresh random secret (session id, CSRF token, login state): 32 bytes, base64url. */
export const randomSecret = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a copy of the table opens nothing. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const SESSION_VALUE = /^[\w-]{43}$/;

/** The session id from the Cookie header (one cookie by name; anything malformed is no session). */
export function readSessionCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== ADMIN_SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return SESSION_VALUE.test(value) ? value : null;
  }
  return null;
}

/**
 * httpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path=/admin
 * (the player's pages and API never receive it), Secure in production (https only).
 */
export function setSessionCookie(reply: FastifyReply, value: string, secure: boolean): void {
  const attributes = ['Path=/admin', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  reply.header('set-cookie', `${ADMIN_SESSION_COOKIE}=${value}; ${attributes.join('; ')}`);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const attributes = ['Path=/admin', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0', ...(secure ? ['Secure'] : [])];
  reply.header('set-cookie', `${ADMIN_SESSION_COOKIE}=; ${attributes.join('; ')}`);
}
