import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../src/contract/endpoints/protection';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { changeLimit } from '../protection/change-limit';
import { readPlayerProtection } from '../verification/player-protection';
import { profileOnRecord } from '../verification/verification-gate';
import type { ApiDeps } from './deps';

/** PUT /player/limits {kind, period, amount}: lower at once, raise or remove after 24 hours. */
export async function playerLimitsRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, protectionEndpoints['PUT /player/limits'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const { kind, period, amount } = request.body;
      const now = clock();
      const data = await db.transaction(async (tx) => {
        const { defaultLimits } = await profileOnRecord(tx, config, request.player.id);
        await changeLimit(tx, request.player.id, kind, period, amount, now, defaultLimits);
        return readPlayerProtection(tx, config, request.player.id, now);
      });
      return { data };
    },
  });
}
