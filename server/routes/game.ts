import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HISTORY_MAX_PAGES, HISTORY_PAGE_SIZE, LIVE_WINS_LIMIT } from '../../src/contract/constants';
import { formatUsdt } from '../../src/contract/money';
import { PlaceOrderBody, PlaceOrderHeaders } from '../game/order-body';
import { listLatestWins, listOrders } from '../game/order-repository';
import { placeOrder } from '../game/place-order';
import { toHistoryEntry, toLiveWin } from '../game/views';
import { perPlayerLimit } from '../http/rate-limit';
import type { ApiDeps } from './deps';

/** Pages 1 to 5 (the spec's maximum); anything else is a 400, not an empty page. */
const HistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGES).default(1),
});

export async function gameRoutes(app: FastifyInstance, { config, db, clock, caches }: ApiDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/game/history',
    schema: { querystring: HistoryQuery },
    // Needs only the player's id: a known identity skips the users SELECT (server/cache/).
    config: { playerIdOnly: true },
    handler: async (request, reply) => {
      const { page } = request.query;
      const userId = request.playerId;
      reply.type('application/json; charset=utf-8');
      const cached = caches?.history.get(userId, page);
      if (cached !== undefined) return cached;
      const generation = caches?.history.generation() ?? 0;
      const rows = await listOrders(db, userId, (page - 1) * HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE + 1);
      const hasNext = rows.length > HISTORY_PAGE_SIZE && page < HISTORY_MAX_PAGES;
      const body = JSON.stringify({ data: rows.slice(0, HISTORY_PAGE_SIZE).map(toHistoryEntry), page, hasNext });
      caches?.history.store(userId, page, generation, body);
      return body;
    },
  });

  api.route({
    method: 'POST',
    url: '/game/orders',
    schema: { body: PlaceOrderBody, headers: PlaceOrderHeaders },
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request, reply) => {
      const { amount, ...bet } = request.body;
      const key = request.headers['idempotency-key'];
      let placed: Awaited<ReturnType<typeof placeOrder>>;
      try {
        placed = await placeOrder(db, request.player, { ...bet, amountMicro: amount }, key, clock());
      } finally {
        // Once the transaction is over (even if its outcome is unclear), this player's cached
        // history pages may be stale; dropping them when nothing changed costs one query.
        caches?.history.invalidate(request.player.id);
      }
      // The balance rides beside the entry so the app shows the new balance with the result at once.
      return reply.code(placed.replayed ? 200 : 201).send({ data: toHistoryEntry(placed.order), balance: formatUsdt(placed.balanceMicro) });
    },
  });

  api.route({
    method: 'GET',
    url: '/game/live-wins',
    handler: async () => ({ data: (await listLatestWins(db, LIVE_WINS_LIMIT)).map(toLiveWin) }),
  });
}
