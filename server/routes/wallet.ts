import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '../../src/contract/endpoints/wallet';
import { playerAccount } from '../books/accounts';
import { balanceOf } from '../books/transfer-repository';
import { conflict } from '../http/api-error';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { findBoundWallet, findDepositMemo, issueProofPayload } from '../payments/wallet-repository';
import { toWalletSummary } from '../payments/wallet-view';
import { heldTotal } from '../protection/held-repository';
import { openHeldReturn } from '../withdrawals/return-held';
import { releaseHeldDeposits } from '../payments/release-held';
import { acceptedCurrentTerms, requireCurrentTerms } from '../protection/terms-gate';
import { requireTier } from '../verification/verification-gate';
import type { ApiDeps } from './deps';

/** The wallet screen's summary, and the ton_proof payload a wallet signs to be bound (docs/payments.md). */
export async function walletRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, walletEndpoints['GET /wallet'], {
    handler: async (request) => {
      const { player } = request;
      // A held deposit the limits allow by now is released on this read (and by the watcher's loop);
      // the balance is read afterwards, as this or a concurrent release left it.
      if (config.payments) await releaseHeldDeposits(db, player.id, clock(), config.jurisdictions);
      const [memo, bound, terms, held, balance, returning] = await Promise.all([
        findDepositMemo(db, player.id),
        findBoundWallet(db, player.id),
        acceptedCurrentTerms(db, player.id),
        heldTotal(db, player.id),
        config.payments ? balanceOf(db, playerAccount(player.id)) : player.balanceMicro,
        config.payments ? openHeldReturn(db, player.id) : null,
      ]);
      return { data: toWalletSummary(config.payments, balance, terms ? memo : null, bound?.address ?? null, { termsAccepted: terms, heldMicro: held }, returning) };
    },
  });

  route(app, walletEndpoints['GET /wallet/proof-payload'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      if (!config.payments) throw conflict('payments_off', 'Payments are off on this server');
      await requireCurrentTerms(db, request.player.id);
      await requireTier(db, config, request.player.id, 'deposit', clock(), request.ip);
      const payload = randomBytes(32).toString('hex');
      await issueProofPayload(db, request.player.id, payload);
      return { data: { payload } };
    },
  });
}
