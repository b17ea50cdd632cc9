import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../src/contract/endpoints/protection';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { changeLimit } from '../protection/change-limit';
import { readProtection } from '../protection/read-protection';
import type { ApiDeps } from './deps';

/** PUT /player/limits {kind, period, amount}: lower at once, raise or remove after 24 hours. */
export async function playerLimitsRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, protectionEndpoints['PUT /player/limits'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const { kind, period, amount } = request.body;
      const now = clock();
      const data = await db.transaction(async (tx) => {
        await changeLimit(tx, request.player.id, kind, period, amount, now);
        return readProtection(tx, request.player.id, now, config.realityCheckMinuteMs);
      });
      return { data };
    },
  });
}
