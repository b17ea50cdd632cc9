import { addMonths } from 'date-fns';
import { utc } from '../../src/contract/utc';
import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../src/contract/endpoints/protection';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { extendExclusion } from '../protection/protection-repository';
import { readProtection } from '../protection/read-protection';
import type { ApiDeps } from './deps';

/** POST /player/self-exclusion {months: 6|12|60}: starts at once; nothing in the API shortens or lifts it. */
export async function playerSelfExclusionRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, protectionEndpoints['POST /player/self-exclusion'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const now = clock();
      const data = await db.transaction(async (tx) => {
        await extendExclusion(tx, request.player.id, new Date(+addMonths(utc(now), request.body.months)), now);
        return readProtection(tx, request.player.id, now, config.realityCheckMinuteMs);
      });
      return { data };
    },
  });
}
