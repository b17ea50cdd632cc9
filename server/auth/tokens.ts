import { createHmac } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/api-error';

export const TOKEN_TTL_S = 7 * 24 * 60 * 60;

interface TokenClaims {
  sub?: unknown;
  exp?: unknown;
  ver?: unknown;
}

/** What a verified bearer token says: whose it is and the token version it was issued at. */
export interface TokenSubject {
  userId: number;
  version: number;
}

/** The JWT key is derived from the bot token, so rotating the token also ends every session. */
export function tokenSecret(botToken: string): string {
  return createHmac('sha256', 'sendswin-session-token').update(botToken).digest('hex');
}

export async function registerTokens(app: FastifyInstance, botToken: string): Promise<void> {
  await app.register(jwt, { secret: tokenSecret(botToken), sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
}

/**
 * A bearer token for a player, valid 7 days, stamped with the player's token version: a logout
 * bumps the version and so revokes it (docs/sessions.md).
 */
export function issueToken(app: FastifyInstance, player: { id: number; tokenVersion: number }, nowS: number): { token: string; expiresAt: string } {
  const exp = nowS + TOKEN_TTL_S;
  const token = app.jwt.sign({ sub: String(player.id), ver: player.tokenVersion, iat: nowS, exp });
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Who a bearer token names; 401 naming why when it is forged, malformed or expired. A token
 * without `exp` would be valid forever and one without `ver` could never be revoked: both are
 * refused (fail closed), whoever signed them.
 */
export function verifyToken(app: FastifyInstance, token: string): TokenSubject {
  let claims: TokenClaims;
  try {
    claims = app.jwt.verify<TokenClaims>(token);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FAST_JWT_EXPIRED') throw unauthorized('token_expired', 'The login token has expired: log in again');
    throw unauthorized('invalid_token', 'The bearer token is not one this server issued');
  }
  if (!isWholeNumber(claims.exp)) throw unauthorized('token_without_expiry', 'The bearer token has no expiry (exp): log in again');
  if (!isWholeNumber(claims.ver)) throw unauthorized('invalid_token', 'The bearer token carries no token version: log in again');
  const userId = Number(claims.sub);
  if (typeof claims.sub !== 'string' || !Number.isSafeInteger(userId) || userId <= 0) throw unauthorized('invalid_token', 'The bearer token names no user');
  return { userId, version: claims.ver };
}
