import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminDeps } from './admin-deps';
import { approveWithdrawalAs, rejectWithdrawalAs } from './decide-withdrawal';
import { listWithdrawals } from './withdrawal-queue-repository';

const STATUSES = ['pending', 'awaiting_approval', 'sending', 'sent', 'failed_refunded', 'rejected_refunded'] as const;
const ListQuery = z.object({ status: z.enum([...STATUSES, 'all']).default('awaiting_approval') });
const Params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ReasonBody = z.object({ reason: z.string().trim().min(1).max(500) });
const target = (params: Record<string, string>) => `withdrawal:${params.id}`;

/** The withdrawals queue: list, approve (two operators above WITHDRAW_DUAL_APPROVAL_ABOVE), reject with a reason. */
export async function adminWithdrawalRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const dualAbove = deps.config.payments?.withdrawDualApprovalAboveMicro ?? 0n;

  api.route({
    method: 'GET',
    url: '/withdrawals',
    schema: { querystring: ListQuery },
    config: { admin: { role: 'viewer', action: 'withdrawals.list' } },
    handler: async (request) => {
      const { status } = request.query;
      return { data: await listWithdrawals(deps.db, status === 'all' ? null : status, dualAbove) };
    },
  });

  api.route({
    method: 'POST',
    url: '/withdrawals/:id/approve',
    schema: { params: Params },
    config: { admin: { role: 'finance', action: 'withdrawal.approve', target } },
    handler: async (request) => ({ data: await approveWithdrawalAs(deps, request.operator, request.params.id) }),
  });

  api.route({
    method: 'POST',
    url: '/withdrawals/:id/reject',
    schema: { params: Params, body: ReasonBody },
    config: { admin: { role: 'finance', action: 'withdrawal.reject', target } },
    handler: async (request) => ({ data: await rejectWithdrawalAs(deps, request.operator, request.params.id, request.body.reason) }),
  });
}
