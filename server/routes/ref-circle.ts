import type { FastifyInstance } from 'fastify';
import type { RefCircle } from '../../src/contract/api-types';
import { referralEndpoints } from '../../src/contract/endpoints/referrals';
import { formatUsdt } from '../../src/contract/money';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { listCircles } from '../referrals/circle-repository';
import { withdrawCircle } from '../referrals/withdraw';
import { countReferrals } from '../users/user-repository';
import type { ApiDeps } from './deps';

/** A year of weeks is all the friends screen shows. */
const CIRCLES_LIMIT = 52;

export async function refCircleRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, referralEndpoints['GET /user-ref-circle'], {
    handler: async (request) => {
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

  route(app, referralEndpoints['POST /user-ref-circle/:circleId/withdraw'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const done = await withdrawCircle(db, request.player.id, request.params.circleId, clock(), config.payments);
      return { data: { circleId: done.circleId, payout: formatUsdt(done.payoutMicro), destination: done.destination } };
    },
  });
}
