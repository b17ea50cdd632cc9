import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotencyHeaders } from '../../src/contract/endpoints/game';
import { parseUsdt } from '../../src/contract/money';
import { ApiError } from '../http/api-error';
import type { AdminDeps } from './admin-deps';
import { approveAdjustment, rejectAdjustment, requestAdjustment } from './adjust-balance';
import { listAdjustments } from './adjustment-repository';
import { ReasonBody } from './withdrawal-routes';

/** "10", "-2.5", "+1.000001": a signed USDT amount with at most 6 decimals, as micro-USDT. */
const signedUsdt = z
  .string()
  .regex(/^[+-]?\d{1,12}(\.\d{1,6})?$/, 'must be a signed USDT amount with at most 6 decimals, like "10" or "-2.5"')
  .transform((text) => {
    const micro = parseUsdt(text.replace(/^[+-]/, '')) ?? 0n;
    return text.startsWith('-') ? -micro : micro;
  });
export const AdjustmentBody = z.object({
  playerId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  amount: signedUsdt,
  reason: z.string().trim().min(1).max(500),
});
const ListQuery = z.object({ status: z.enum(['awaiting_approval', 'posted', 'rejected', 'all']).default('awaiting_approval') });
const Params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const target = (params: Record<string, string>) => `adjustment:${params.id}`;

/** Credits and debits against house:bankroll; above ADJUSTMENT_DUAL_APPROVAL_ABOVE a second operator approves. */
export async function adminAdjustmentRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/adjustments',
    schema: { querystring: ListQuery },
    config: { admin: { role: 'viewer', action: 'adjustments.list' } },
    handler: async (request) => {
      const { status } = request.query;
      return { data: await listAdjustments(deps.db, status === 'all' ? null : status) };
    },
  });

  api.route({
    method: 'POST',
    url: '/adjustments',
    schema: { body: AdjustmentBody, headers: IdempotencyHeaders },
    config: { admin: { role: 'finance', action: 'adjustment.request' } },
    handler: async (request, reply) => {
      const { playerId, amount, reason } = request.body;
      if (amount === 0n) throw new ApiError(400, 'amount_zero', 'An adjustment of 0 changes nothing');
      const key = request.headers['idempotency-key'];
      const { adjustment, replayed } = await requestAdjustment(deps, request.operator, { playerId, amountMicro: amount, reason, key });
      return reply.code(replayed ? 200 : 201).send({ data: adjustment });
    },
  });

  api.route({
    method: 'POST',
    url: '/adjustments/:id/approve',
    schema: { params: Params },
    config: { admin: { role: 'finance', action: 'adjustment.approve', target } },
    handler: async (request) => ({ data: await approveAdjustment(deps, request.operator, request.params.id) }),
  });

  api.route({
    method: 'POST',
    url: '/adjustments/:id/reject',
    schema: { params: Params, body: ReasonBody },
    config: { admin: { role: 'finance', action: 'adjustment.reject', target } },
    handler: async (request) => ({ data: await rejectAdjustment(deps, request.operator, request.params.id, request.body.reason) }),
  });
}
