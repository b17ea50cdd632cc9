import { createHmac } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/api-error';

export const TOKEN_TTL_S = 7 * 24 * 60 * 60;

interface TokenClaims {
  sub: string;
  exp: number;
}

/** The JWT key is derived from the bot token, so rotating the token also ends every session. */
export function tokenSecret(botToken: string): string {
  return createHmac('sha256', 'sendswin-session-token').update(botToken).digest('hex');
}

export async function registerTokens(app: FastifyInstance, botToken: string): Promise<void> {
  await app.register(jwt, { secret: tokenSecret(botToken), sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
}

/** A bearer token for a user id, valid 7 days. */
export function issueToken(app: FastifyInstance, userId: number, nowS: number): { token: string; expiresAt: string } {
  const exp = nowS + TOKEN_TTL_S;
  const token = app.jwt.sign({ sub: String(userId), iat: nowS, exp });
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The user id in a bearer token; 401 naming why when it is forged, malformed or expired. */
export function verifyToken(app: FastifyInstance, token: string): number {
  let claims: TokenClaims;
  try {
    claims = app.jwt.verify<TokenClaims>(token);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FAST_JWT_EXPIRED') throw unauthorized('token_expired', 'The login token has expired: log in again');
    throw unauthorized('invalid_token', 'The bearer token is not one this server issued');
  }
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0) throw unauthorized('invalid_token', 'The bearer token names no user');
  return userId;
}
