import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postgresRateLimitStore } from './postgres-rate-limit-store';
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
    keyGenerator: (request: FastifyRequest) => `player:${request.player.id}`,
  };
}
