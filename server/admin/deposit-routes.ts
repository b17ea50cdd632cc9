import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminDeps } from './admin-deps';
import { assignDeposit, refundDeposit } from './decide-deposit';
import { listUnattributed } from './unattributed-repository';
import { ReasonBody } from './withdrawal-routes';

// The deposit's transaction hash as the watcher keys it: 64 hex characters.
const Params = z.object({ txHash: z.string().regex(/^[0-9a-f]{64}$/, 'must be a transaction hash, 64 lower-case hex characters') });
export const AssignBody = z.object({ playerId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const target = (params: Record<string, string>) => `deposit:${params.txHash}`;

/** Deposits whose memo named no player: list, assign to a player, or send back to the sender. */
export async function adminDepositRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/deposits/unattributed',
    config: { admin: { role: 'viewer', action: 'deposits.list' } },
    handler: async () => ({ data: await listUnattributed(deps.db) }),
  });

  api.route({
    method: 'POST',
    url: '/deposits/:txHash/assign',
    schema: { params: Params, body: AssignBody },
    config: { admin: { role: 'finance', action: 'deposit.assign', target } },
    handler: async (request) => ({ data: await assignDeposit(deps, request.operator, request.params.txHash, request.body.playerId) }),
  });

  api.route({
    method: 'POST',
    url: '/deposits/:txHash/refund',
    schema: { params: Params, body: ReasonBody },
    config: { admin: { role: 'finance', action: 'deposit.refund', target } },
    handler: async (request) => ({ data: await refundDeposit(deps, request.operator, request.params.txHash, request.body.reason) }),
  });
}
