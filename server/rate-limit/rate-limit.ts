import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countedKey, postgresRateLimitStore, routeKeyPrefix } from './postgres-rate-limit-store';
import { pruneEndedWindows } from './rate-limit-repository';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

const PRUNE_EVERY_MS = 10 * 60_000;
/**
 * Keys the in-memory store keeps (least recently used go first). A key is only evicted after this
 * many other keys were hit since its own last hit; at PGlite's order rates that takes longer than
 * a window, so an evicted window had ended anyway and the count stays exact.
 */
const LOCAL_KEYS = 100_000;
/** Ended windows are kept a little (a clock step never resurrects a count), then deleted. */
const KEEP_ENDED_MS = 60_000;

/**
 * Registers the limiter without a global limit: routes opt in with `config.rateLimit`. The counts
 * live where every instance sees them: on Postgres in a table (several instances share it); on
 * PGlite in this process's memory, which is exact there because one process holds the data folder.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(db.kind === 'postgres' ? { store: postgresRateLimitStore(db) } : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many requests: at most ${context.max} a minute, retry in ${context.after}`),
  });
  if (db.kind !== 'postgres') return;
  const prune = setInterval(() => {
    pruneEndedWindows(db, KEEP_ENDED_MS).catch((error: unknown) => app.log.warn({ err: error }, 'rate limit prune failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}

const PLAYER_KEY = 'player:';

/** The per-player key of a route's count, without the route's prefix. */
export function playerKey(playerId: number): string {
  return `${PLAYER_KEY}${playerId}`;
}

/**
 * Where the authentication may count this request's hit of a per-player limit itself, in its users
 * SELECT (server/users/counted-user.ts): on Postgres, on a route with such a limit. Null elsewhere:
 * PGlite's counts are in memory, and a route without a limit counts nothing.
 */
export function playerLimitOf(request: FastifyRequest, db: Db): { keyPrefix: string; windowMs: number } | null {
  const limit = request.routeOptions.config.rateLimit;
  if (db.kind !== 'postgres' || !limit || typeof limit.timeWindow !== 'number' || limit.keyGenerator !== playerKeyGenerator) return null;
  return { keyPrefix: `${routeKeyPrefix(request.routeOptions)}${PLAYER_KEY}`, windowMs: limit.timeWindow };
}

/** The player's key, or a key standing for the hit the authentication already counted. */
function playerKeyGenerator(request: FastifyRequest): string {
  const key = playerKey(request.player.id);
  return request.countedHit ? countedKey(key, request.countedHit.storeKey, request.countedHit.hit) : key;
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
    // Read by the in-memory store of each route (the plugin's global `cache` does not reach them).
    cache: LOCAL_KEYS,
    keyGenerator: playerKeyGenerator,
  };
}
