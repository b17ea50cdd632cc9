import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RefCircle, RefCirclesResponse } from '../../src/contract/api-types';
import { formatUsdt } from '../../src/contract/money';
import { perPlayerLimit } from '../http/rate-limit';
import { listCircles } from '../referrals/circle-repository';
import { withdrawCircle } from '../referrals/withdraw';
import { countReferrals } from '../users/user-repository';
import type { ApiDeps } from './deps';

/** A year of weeks is all the friends screen shows. */
const CIRCLES_LIMIT = 52;

const WithdrawParams = z.object({
  circleId: z.coerce.number().int().min(0).max(2 ** 31 - 1),
});

export async function refCircleRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/user-ref-circle',
    handler: async (request): Promise<RefCirclesResponse> => {
      const [circles, referralCount] = await Promise.all([
        listCircles(db, request.player.id, CIRCLES_LIMIT),
        // Every invitee, also those who have not played yet (circles only count who played).
        countReferrals(db, request.player.id),
      ]);
      const data: RefCircle[] = circles.map((circle) => ({
        circleId: circle.circleId,
        earnFromChild: formatUsdt(circle.earnFromChildMicro),
        isWithdrawn: circle.isWithdrawn,
        referrals: circle.referrals,
      }));
      return { data, referralCount };
    },
  });

  api.route({
    method: 'POST',
    url: '/user-ref-circle/:circleId/withdraw',
    schema: { params: WithdrawParams },
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const done = await withdrawCircle(db, request.player.id, request.params.circleId, clock(), config.payments);
      return { data: { circleId: done.circleId, payout: formatUsdt(done.payoutMicro), destination: done.destination } };
    },
  });
}
