import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../src/contract/endpoints/protection';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { setRealityCheckMinutes } from '../protection/protection-repository';
import { readPlayerProtection } from '../verification/player-protection';
import type { ApiDeps } from './deps';

/** PUT /player/reality-check {minutes: 15|30|60}: how often the reality check interrupts play. */
export async function playerRealityCheckRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, protectionEndpoints['PUT /player/reality-check'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const now = clock();
      const data = await db.transaction(async (tx) => {
        await setRealityCheckMinutes(tx, request.player.id, request.body.minutes);
        return readPlayerProtection(tx, config, request.player.id, now);
      });
      return { data };
    },
  });
}
