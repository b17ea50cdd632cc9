import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '../../src/contract/endpoints/wallet';
import { ApiError, conflict } from '../http/api-error';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { PROOF_MAX_AGE_S } from '../payments/ton-proof-request';
import { bindWallet, consumeProofPayload } from '../payments/wallet-repository';
import { requireCurrentTerms } from '../protection/terms-gate';
import type { ApiDeps } from './deps';

/** TON Connect's CHAIN ids. */
const NETWORKS = { '-239': 'mainnet', '-3': 'testnet' } as const;

/**
 * POST /wallet/bind: TON Connect's check-proof request. Binds the wallet only when its ton_proof
 * holds (server/payments/ton-proof.ts) and names a payload we issued to this player, unused and
 * fresh; the payload is used up with the binding, in one transaction.
 */
export async function walletBindRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, walletEndpoints['POST /wallet/bind'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const { payments } = config;
      if (!payments) throw conflict('payments_off', 'Payments are off on this server');
      const network = NETWORKS[request.body.network];
      if (network !== payments.network) throw new ApiError(400, 'proof_invalid', `This server takes ${payments.network} wallets`);
      const domain = payments.proofDomain ?? request.host;
      // @ton/ton and @ton/crypto load here, with payments on, not at every start.
      const { checkTonProof } = await import('../payments/ton-proof');
      const check = checkTonProof(request.body, domain, Math.floor(clock().getTime() / 1000));
      if (!check.ok) throw new ApiError(400, check.code, `The wallet proof binds nothing: ${check.reason}`);
      const address = check.address.toRawString();
      await db.transaction(async (tx) => {
        await requireCurrentTerms(tx, request.player.id);
        if (!(await consumeProofPayload(tx, request.player.id, request.body.proof.payload, PROOF_MAX_AGE_S))) {
          throw new ApiError(400, 'proof_payload_unknown', 'The proof payload was not issued to you, was used already or is older than 15 minutes');
        }
        await bindWallet(tx, request.player.id, { address, network, publicKey: check.publicKey.toString('hex') });
      });
      return { data: { boundAddress: address } };
    },
  });
}
