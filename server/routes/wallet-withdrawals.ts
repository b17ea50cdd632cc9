import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseUsdt } from '../../src/contract/money';
import { conflict } from '../http/api-error';
import { perPlayerLimit } from '../http/rate-limit';
import { requestCashOut } from '../withdrawals/request-withdrawal';
import type { ApiDeps } from './deps';

/** A positive decimal string with at most 6 decimals ("10", "0.5"); a number, a sign or a 7th decimal is refused. */
const Amount = z
  .string()
  .max(32)
  .transform((text, ctx) => {
    const micro = parseUsdt(text);
    if (micro === null || micro === 0n) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive decimal USDT amount with at most 6 decimals, like "10.5"' });
      return z.NEVER;
    }
    return micro;
  });

const WithdrawalBody = z.object({ amount: Amount });
const WithdrawalHeaders = z.looseObject({ 'idempotency-key': z.string().min(1).max(128) });

/** POST /wallet/withdrawals {amount} + Idempotency-Key -> 201 {id, status} (docs/payments.md). */
export async function walletWithdrawalsRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'POST',
    url: '/wallet/withdrawals',
    schema: { body: WithdrawalBody, headers: WithdrawalHeaders },
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request, reply) => {
      if (!config.payments) throw conflict('payments_off', 'Payments are off on this server');
      const key = request.headers['idempotency-key'];
      const { withdrawal, replayed } = await requestCashOut(db, config.payments, request.player.id, request.body.amount, key, clock());
      return reply.code(replayed ? 200 : 201).send({ data: { id: String(withdrawal.id), status: withdrawal.status } });
    },
  });
}
