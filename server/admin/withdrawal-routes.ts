import type { FastifyInstance } from 'fastify';
import { adminApi } from '../../src/contract/endpoints/admin';
import { route } from '../http/route';
import type { AdminDeps } from './admin-deps';
import { approveWithdrawalAs, rejectWithdrawalAs } from './decide-withdrawal';
import { listWithdrawals } from './withdrawal-queue-repository';

const target = (params: Record<string, string>) => `withdrawal:${params.id}`;

/** The withdrawals queue: list, approve (two operators above WITHDRAW_DUAL_APPROVAL_ABOVE), reject with a reason. */
export async function adminWithdrawalRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const dualAbove = deps.config.payments?.withdrawDualApprovalAboveMicro ?? 0n;

  route(app, adminApi['GET /withdrawals'], {
    config: { admin: { role: 'viewer', action: 'withdrawals.list' } },
    handler: async (request) => {
      const { status } = request.query;
      return { data: await listWithdrawals(deps.db, status === 'all' ? null : status, dualAbove) };
    },
  });

  route(app, adminApi['POST /withdrawals/:id/approve'], {
    config: { admin: { role: 'finance', action: 'withdrawal.approve', target } },
    handler: async (request) => ({ data: await approveWithdrawalAs(deps, request.operator, request.params.id) }),
  });

  route(app, adminApi['POST /withdrawals/:id/reject'], {
    config: { admin: { role: 'finance', action: 'withdrawal.reject', target } },
    handler: async (request) => ({ data: await rejectWithdrawalAs(deps, request.operator, request.params.id, request.body.reason) }),
  });
}
