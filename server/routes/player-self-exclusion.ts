import { addMonths } from 'date-fns/addMonths';
import { utc } from '../../src/contract/utc';
import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../src/contract/endpoints/protection';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import { extendExclusion } from '../protection/protection-repository';
import { readPlayerProtection } from '../verification/player-protection';
import { profileOnRecord } from '../verification/verification-gate';
import type { ApiDeps } from './deps';

/**
 * POST /player/self-exclusion {months}: one of the lengths the player's jurisdiction profile
 * offers (null: permanent), else 422 exclusion_not_offered with the lengths offered; starts at
 * once; nothing in the API shortens or lifts it.
 */
export async function playerSelfExclusionRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, protectionEndpoints['POST /player/self-exclusion'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const now = clock();
      const { months } = request.body;
      const data = await db.transaction(async (tx) => {
        const offered = (await profileOnRecord(tx, config, request.player.id)).selfExclusionMonths;
        if (!offered.includes(months)) {
          const names = offered.map((length) => (length === null ? 'permanent' : String(length))).join(',');
          throw new ApiError(422, 'exclusion_not_offered', `Self-exclusion is offered for ${names.replaceAll(',', ', ')} (months) here`, { offered: names });
        }
        await extendExclusion(tx, request.player.id, months === null ? null : new Date(+addMonths(utc(now), months)), now);
        return readPlayerProtection(tx, config, request.player.id, now);
      });
      return { data };
    },
  });
}
