import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '../../src/contract/endpoints/wallet';
import { formatUsdt } from '../../src/contract/money';
import { conflict } from '../http/api-error';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { returnHeldDeposits } from '../withdrawals/return-held';
import type { ApiDeps } from './deps';

/**
 * POST /wallet/held/withdraw + Idempotency-Key -> 201 {id, status, amount}: the held deposits back to
 * the bound wallet, all of them in one withdrawal (docs/player-protection.md); the app tells the
 * player how much is going home.
 */
export async function walletHeldRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, walletEndpoints['POST /wallet/held/withdraw'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request, reply) => {
      if (!config.payments) throw conflict('payments_off', 'Payments are off on this server');
      const { withdrawal, replayed } = await returnHeldDeposits(db, config.payments, request.player.id, request.headers['idempotency-key'], clock());
      return reply.code(replayed ? 200 : 201).send({ data: { id: String(withdrawal.id), status: withdrawal.status, amount: formatUsdt(withdrawal.amountMicro) } });
    },
  });
}
