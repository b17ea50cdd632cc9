import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findOrder } from '../game/order-repository';
import { rulesView } from '../game/rules-view';
import { OrderParams, RotateSeedBody } from '../game/seed-body';
import { ensureActiveSeed, rotateSeed } from '../game/seed-repository';
import { commitmentView, toOrderDetails } from '../game/views';
import { ApiError } from '../http/api-error';
import { perPlayerLimit } from '../http/rate-limit';
import type { ApiDeps } from './deps';

/**
 * Odds and provable fairness (docs/fairness.md): the rules table, the active seed's commitment,
 * rotation (which reveals the seed), and one order with its fairness fields.
 */
export async function gameSeedRoutes(app: FastifyInstance, { config, db }: ApiDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rules = { data: rulesView() };

  api.route({
    method: 'GET',
    url: '/game/rules',
    config: { playerIdOnly: true },
    handler: async () => rules,
  });

  api.route({
    method: 'GET',
    url: '/game/seed',
    config: { playerIdOnly: true },
    handler: async (request) => {
      const seed = await ensureActiveSeed(db, request.playerId);
      return { data: commitmentView(seed) };
    },
  });

  api.route({
    method: 'POST',
    url: '/game/seed/rotate',
    schema: { body: RotateSeedBody },
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

  api.route({
    method: 'GET',
    url: '/game/orders/:orderId',
    schema: { params: OrderParams },
    config: { playerIdOnly: true },
    handler: async (request) => {
      const order = await findOrder(db, request.playerId, request.params.orderId);
      if (!order) throw new ApiError(404, 'order_not_found', `You have no order ${request.params.orderId}`);
      return { data: toOrderDetails(order) };
    },
  });
}
