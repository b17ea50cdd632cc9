import type { FastifyInstance } from 'fastify';
import { ensureActiveSeed, rotateSeed } from '../game/seed-repository';
import { perPlayerLimit } from '../http/rate-limit';
import type { ApiDeps } from './deps';

/** Commit-reveal (server/game/README-fairness.md): see the active seed's hash; reveal it by rotating. */
export async function gameSeedRoutes(app: FastifyInstance, { config, db }: ApiDeps): Promise<void> {
  app.route({
    method: 'GET',
    url: '/game/seed',
    handler: async (request) => {
      const seed = await ensureActiveSeed(db, request.player.id);
      return { data: { seedHash: seed.seedHash, nonce: seed.nextNonce } };
    },
  });

  app.route({
    method: 'POST',
    url: '/game/seed/rotate',
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const { previous, next } = await db.transaction((tx) => rotateSeed(tx, request.player.id));
      return {
        data: { previousSeed: previous.seed, previousSeedHash: previous.seedHash, seedHash: next.seedHash, nonce: next.nextNonce },
      };
    },
  });
}
