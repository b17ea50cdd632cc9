import type { FastifyInstance } from 'fastify';
import { adminApi } from '../../src/contract/endpoints/admin';
import { route } from '../http/route';
import type { AdminDeps } from './admin-deps';
import { assignDeposit, refundDeposit } from './decide-deposit';
import { listUnattributed } from './unattributed-repository';

const target = (params: Record<string, string>) => `deposit:${params.txHash}`;

/** Deposits whose memo named no player: list, assign to a player, or send back to the sender. */
export async function adminDepositRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  route(app, adminApi['GET /deposits/unattributed'], {
    config: { admin: { role: 'viewer', action: 'deposits.list' } },
    handler: async () => ({ data: await listUnattributed(deps.db) }),
  });

  route(app, adminApi['POST /deposits/:txHash/assign'], {
    config: { admin: { role: 'finance', action: 'deposit.assign', target } },
    handler: async (request) => ({ data: await assignDeposit(deps, request.operator, request.params.txHash, request.body.playerId) }),
  });

  route(app, adminApi['POST /deposits/:txHash/refund'], {
    config: { admin: { role: 'finance', action: 'deposit.refund', target } },
    handler: async (request) => ({ data: await refundDeposit(deps, request.operator, request.params.txHash, request.body.reason) }),
  });
}
