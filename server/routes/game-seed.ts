import type { FastifyInstance } from 'fastify';
import { gameEndpoints } from '../../src/contract/endpoints/game';
import { findOrder } from '../game/order-repository';
import { rulesView } from '../game/rules-view';
import { ensureActiveSeed, rotateSeed } from '../game/seed-repository';
import { commitmentView, toOrderDetails } from '../game/views';
import { ApiError } from '../http/api-error';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import type { ApiDeps } from './deps';

/**
 * Odds and provable fairness (docs/fairness.md): the rules table, the active seed's commitment,
 * rotation (which reveals the seed), and one order with its fairness fields.
 */
export async function gameSeedRoutes(app: FastifyInstance, { config, db }: ApiDeps): Promise<void> {
  const rules = { data: rulesView() };

  route(app, gameEndpoints['GET /game/rules'], { config: { playerIdOnly: true }, handler: async () => rules });

  route(app, gameEndpoints['GET /game/seed'], {
    config: { playerIdOnly: true },
    handler: async (request) => ({ data: commitmentView(await ensureActiveSeed(db, request.playerId)) }),
  });

  route(app, gameEndpoints['POST /game/seed/rotate'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const { previous, next } = await db.transaction((tx) => rotateSeed(tx, request.playerId, request.body?.clientSeed));
      return {
        data: {
          previousSeed: previous.seed,
          previousSeedHash: previous.seedHash,
          previousClientSeed: previous.clientSeed,
          ...commitmentView(next),
        },
      };
    },
  });

  route(app, gameEndpoints['GET /game/orders/:orderId'], {
    config: { playerIdOnly: true },
    handler: async (request) => {
      const order = await findOrder(db, request.playerId, request.params.orderId);
      if (!order) throw new ApiError(404, 'order_not_found', `You have no order ${request.params.orderId}`);
      return { data: toOrderDetails(order) };
    },
  });
}
