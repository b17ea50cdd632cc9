import type { FastifyInstance } from 'fastify';
import { HISTORY_MAX_PAGES, HISTORY_PAGE_SIZE, LIVE_WINS_LIMIT } from '../../src/contract/constants';
import { gameEndpoints } from '../../src/contract/endpoints/game';
import { formatUsdt } from '../../src/contract/money';
import { listLatestWins, listOrders } from '../game/order-repository';
import { placeOrder } from '../game/place-order';
import { toHistoryEntry, toLiveWin } from '../game/views';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { failpoint } from '../failpoint/failpoint';
import { route } from '../http/route';
import { profileOnRecord, requireTier } from '../verification/verification-gate';
import type { ApiDeps } from './deps';

export async function gameRoutes(app: FastifyInstance, { config, db, clock, caches, relay }: ApiDeps): Promise<void> {
  route(app, gameEndpoints['GET /game/history'], {
    // Needs only the player's id: a known identity skips the users SELECT (server/cache/).
    config: { playerIdOnly: true },
    handler: async (request, reply) => {
      const { page } = request.query;
      const userId = request.playerId;
      // The page leaves as the JSON text the cache keeps (a string is sent as it is, not
      // serialized again); server tests check it against the row's schema.
      reply.type('application/json; charset=utf-8');
      const cached = caches?.history.get(userId, page);
      if (cached !== undefined) return reply.send(cached as never);
      const generation = caches?.history.generation() ?? 0;
      const rows = await listOrders(db, userId, (page - 1) * HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE + 1);
      const hasNext = rows.length > HISTORY_PAGE_SIZE && page < HISTORY_MAX_PAGES;
      const body = JSON.stringify({ data: rows.slice(0, HISTORY_PAGE_SIZE).map(toHistoryEntry), page, hasNext });
      caches?.history.store(userId, page, generation, body);
      return reply.send(body as never);
    },
  });

  route(app, gameEndpoints['POST /game/orders'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request, reply) => {
      const { amount, ...bet } = request.body;
      const key = request.headers['idempotency-key'];
      // Real money only: with payments off the balance is demo money, open at every tier.
      if (config.payments) await requireTier(db, config, request.player.id, 'stake', clock(), request.ip);
      // The jurisdiction's minimum game cycle holds for real money (demo play has none); its default
      // limits hold as the player's own do, demo play too. Without defaults in any profile and
      // without payments, nothing of the profile is needed: no read.
      const profile = config.payments || config.jurisdictions.hasDefaultLimits ? await profileOnRecord(db, config, request.player.id) : null;
      const minCycleMs = config.payments && profile ? profile.minGameCycleSeconds * 1000 : 0;
      let placed: Awaited<ReturnType<typeof placeOrder>>;
      try {
        placed = await placeOrder(db, request.player, { ...bet, amountMicro: amount }, key, clock(), minCycleMs, profile?.defaultLimits ?? []);
      } finally {
        // Once the transaction is over (even if its outcome is unclear), this player's cached
        // history pages may be stale; dropping them when nothing changed costs one query.
        caches?.history.invalidate(request.player.id);
      }
      // Committed: its events wait in the outbox until this instance's relay moves them (a crash
      // here leaves them for the next run of any relay).
      await failpoint('order:committed');
      relay.kick();
      // The balance rides beside the entry so the app shows the new balance with the result at once.
      return reply.code(placed.replayed ? 200 : 201).send({ data: toHistoryEntry(placed.order), balance: formatUsdt(placed.balanceMicro) });
    },
  });

  route(app, gameEndpoints['GET /game/live-wins'], {
    handler: async () => ({ data: (await listLatestWins(db, LIVE_WINS_LIMIT)).map(toLiveWin) }),
  });
}
