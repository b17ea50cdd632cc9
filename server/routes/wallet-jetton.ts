import { Address } from '../ton/ton-address';
import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '../../src/contract/endpoints/wallet';
import { ApiError, conflict } from '../http/api-error';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { IndexerError, ToncenterClient } from '../ton/toncenter-client';
import { findBoundWallet } from '../payments/wallet-repository';
import { requireCurrentTerms } from '../protection/terms-gate';
import { requireTier } from '../verification/verification-gate';
import type { ApiDeps } from './deps';

/**
 * GET /wallet/jetton-wallet: the USDT jetton wallet of the player's bound wallet, where the app's
 * deposit message goes (a jetton transfer is a message to the sender's own jetton wallet). Asked of
 * the indexer with the same checked call the watcher uses for ours, never computed by hand.
 */
export async function walletJettonRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, walletEndpoints['GET /wallet/jetton-wallet'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const { payments } = config;
      if (!payments) throw conflict('payments_off', 'Payments are off on this server');
      await requireCurrentTerms(db, request.player.id);
      await requireTier(db, config, request.player.id, 'deposit', clock(), request.ip);
      const bound = await findBoundWallet(db, request.player.id);
      if (!bound) throw conflict('wallet_not_bound', 'Connect a wallet first');
      try {
        const wallet = await new ToncenterClient(payments).jettonWallet(Address.parse(bound.address), payments.usdtMaster);
        return { data: { address: wallet.address.toString({ bounceable: true, testOnly: payments.network === 'testnet' }) } };
      } catch (error) {
        if (error instanceof IndexerError) throw new ApiError(502, 'indexer_unavailable', `The TON indexer did not answer: ${error.message}`);
        throw error;
      }
    },
  });
}
