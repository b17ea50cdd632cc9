import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../src/contract/endpoints/protection';
import { TERMS_VERSION } from '../../src/contract/protection';
import { ApiError } from '../http/api-error';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { recordTerms } from '../protection/protection-repository';
import { readPlayerProtection } from '../verification/player-protection';
import type { ApiDeps } from './deps';

/** POST /player/terms {version, adult: true}: records the 18+ confirmation and the terms' version with the time. */
export async function playerTermsRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, protectionEndpoints['POST /player/terms'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      // Only the terms in force can be accepted: an old tab's version is no consent to today's text.
      if (request.body.version !== TERMS_VERSION) throw new ApiError(400, 'invalid_request', `body.version: the terms in force are version ${TERMS_VERSION}`);
      const now = clock();
      const data = await db.transaction(async (tx) => {
        await recordTerms(tx, request.player.id, request.body.version, now);
        return readPlayerProtection(tx, config, request.player.id, now);
      });
      return { data };
    },
  });
}
