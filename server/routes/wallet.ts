import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '../../src/contract/endpoints/wallet';
import { conflict } from '../http/api-error';
import { perPlayerLimit } from '../http/rate-limit';
import { route } from '../http/route';
import { findBoundWallet, findDepositMemo, issueProofPayload } from '../payments/wallet-repository';
import { toWalletSummary } from '../payments/wallet-view';
import type { ApiDeps } from './deps';

/** The wallet screen's summary, and the ton_proof payload a wallet signs to be bound (docs/payments.md). */
export async function walletRoutes(app: FastifyInstance, { config, db }: ApiDeps): Promise<void> {
  route(app, walletEndpoints['GET /wallet'], {
    handler: async (request) => {
      const { player } = request;
      const [memo, bound] = await Promise.all([findDepositMemo(db, player.id), findBoundWallet(db, player.id)]);
      return { data: toWalletSummary(config.payments, player.balanceMicro, memo, bound?.address ?? null) };
    },
  });

  route(app, walletEndpoints['GET /wallet/proof-payload'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      if (!config.payments) throw conflict('payments_off', 'Payments are off on this server');
      const payload = randomBytes(32).toString('hex');
      await issueProofPayload(db, request.player.id, payload);
      return { data: { payload } };
    },
  });
}
