import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../src/contract/endpoints/protection';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { extendTimeout } from '../protection/protection-repository';
import { readPlayerProtection } from '../verification/player-protection';
import type { ApiDeps } from './deps';

const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /player/time-out {days: 1|7|30}: starts at once; nothing in the API shortens or lifts it. */
export async function playerTimeOutRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, protectionEndpoints['POST /player/time-out'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const now = clock();
      const data = await db.transaction(async (tx) => {
        await extendTimeout(tx, request.player.id, new Date(now.getTime() + request.body.days * DAY_MS), now);
        return readPlayerProtection(tx, config, request.player.id, now);
      });
      return { data };
    },
  });
}
