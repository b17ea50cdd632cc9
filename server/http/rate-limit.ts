import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** Registers the limiter without a global limit: routes opt in with `config.rateLimit`. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many requests: at most ${context.max} a minute, retry in ${context.after}`),
  });
}

/**
 * Route config limiting one player to `perMinute` calls (0: no limit). It runs after the /api/v1
 * authentication hook (route hooks follow scope hooks), so the key is the player, not the IP.
 */
export function perPlayerLimit(perMinute: number) {
  if (perMinute <= 0) return false as const;
  return {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `player:${request.player.id}`,
  };
}
