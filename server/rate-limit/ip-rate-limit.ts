import type { FastifyRequest } from 'fastify';
import { clientNetworkKey } from '../http/client-network';

/**
 * Route config limiting one client IP to `perMinute` calls of that route (0: no limit), with the
 * limiter registered in rate-limit.ts (429 `rate_limited` with Retry-After). Used where no player
 * is known yet or a player could open without end: /auth/* and opening event streams. request.ip
 * believes X-Forwarded-For only from the TRUST_PROXY addresses (docs/security.md), so a client
 * cannot pick its own key; an IPv6 client is counted by its /64 (http/client-network.ts).
 */
export function perIpLimit(perMinute: number, scope: string) {
  if (perMinute <= 0) return false as const;
  return {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${scope}-ip:${clientNetworkKey(request.ip)}`,
  };
}
