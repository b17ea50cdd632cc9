import type { FastifyInstance } from 'fastify';
import { adminApi } from '../../src/contract/endpoints/admin';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import type { AdminDeps } from './admin-deps';
import { approveAdjustment, rejectAdjustment } from './adjust-balance';
import { listAdjustments } from './adjustment-repository';
import { requestAdjustment } from './request-adjustment';

const target = (params: Record<string, string>) => `adjustment:${params.id}`;

/** Credits and debits against house:bankroll; above ADJUSTMENT_DUAL_APPROVAL_ABOVE a second operator approves. */
export async function adminAdjustmentRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  route(app, adminApi['GET /adjustments'], {
    config: { admin: { role: 'viewer', action: 'adjustments.list' } },
    handler: async (request) => {
      const { status } = request.query;
      return { data: await listAdjustments(deps.db, status === 'all' ? null : status) };
    },
  });

  route(app, adminApi['POST /adjustments'], {
    config: { admin: { role: 'finance', action: 'adjustment.request' } },
    handler: async (request, reply) => {
      const { playerId, amount, reason } = request.body;
      if (amount === 0n) throw new ApiError(400, 'amount_zero', 'An adjustment of 0 changes nothing');
      const key = request.headers['idempotency-key'];
      const { adjustment, replayed } = await requestAdjustment(deps, request.operator, { playerId, amountMicro: amount, reason, key });
      return reply.code(replayed ? 200 : 201).send({ data: adjustment });
    },
  });

  route(app, adminApi['POST /adjustments/:id/approve'], {
    config: { admin: { role: 'finance', action: 'adjustment.approve', target } },
    handler: async (request) => ({ data: await approveAdjustment(deps, request.operator, request.params.id) }),
  });

  route(app, adminApi['POST /adjustments/:id/reject'], {
    config: { admin: { role: 'finance', action: 'adjustment.reject', target } },
    handler: async (request) => ({ data: await rejectAdjustment(deps, request.operator, request.params.id, request.body.reason) }),
  });
}
