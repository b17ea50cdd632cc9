import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '../../src/contract/endpoints/wallet';
import { conflict } from '../http/api-error';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { requestCashOut } from '../withdrawals/request-withdrawal';
import { requireTier } from '../verification/verification-gate';
import type { ApiDeps } from './deps';

/** POST /wallet/withdrawals {amount} + Idempotency-Key -> 201 {id, status} (docs/payments.md). */
export async function walletWithdrawalsRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, walletEndpoints['POST /wallet/withdrawals'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request, reply) => {
      if (!config.payments) throw conflict('payments_off', 'Payments are off on this server');
      await requireTier(db, config, request.player.id, 'withdraw', clock(), request.ip);
      const key = request.headers['idempotency-key'];
      const { withdrawal, replayed } = await requestCashOut(db, config.payments, request.player.id, request.body.amount, key, clock());
      return reply.code(replayed ? 200 : 201).send({ data: { id: String(withdrawal.id), status: withdrawal.status } });
    },
  });
}
