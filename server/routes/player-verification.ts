import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { verificationEndpoints } from '../../src/contract/endpoints/verification';
import type { PlayerVerification } from '../../src/contract/verification';
import { KycProviderError, sumsubProvider } from '../compliance/kyc-provider';
import { recordSignal } from '../verification/jurisdiction-signals';
import { verificationRequirement } from '../verification/verification-gate';
import type { Player } from '../users/player';
import { saveApplicantId, findVerification } from '../verification/verification-repository';
import { route } from '../http/route';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import type { ApiDeps } from './deps';

/**
 * GET /player/verification: the player's tier, the tier each action needs of them, and, while they
 * are below one and a provider is configured, the provider's Web SDK token for the level that
 * lifts them (the applicant is created on first ask). A provider that does not answer leaves the
 * token out: the screen says to try again, the tier and refusals stand as they are.
 */
export async function playerVerificationRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  const provider = config.kyc ? sumsubProvider(config.kyc) : null;
  async function viewFor(player: Player, ip: string, log: FastifyBaseLogger): Promise<PlayerVerification> {
    const now = clock();
    const { tier, required, jurisdiction } = await verificationRequirement(db, config, player.id, now, ip);
    const view: PlayerVerification = { tier, required, jurisdiction };
    const needed = Math.max(required.stake, required.deposit, required.withdraw);
    if (provider && config.kyc && tier < needed) {
      const level = config.kyc.levels[needed === 2 ? 2 : 1];
      const externalUserId = String(player.telegramId);
      try {
        if ((await findVerification(db, player.id)).applicantId === null) {
          await saveApplicantId(db, player.id, await provider.createApplicant(externalUserId, level), now);
        }
        view.sdkToken = await provider.sdkAccessToken(externalUserId, level);
        view.sdkUrl = config.kyc.sdkUrl;
      } catch (error) {
        if (!(error instanceof KycProviderError)) throw error;
        log.warn({ err: error }, 'verification provider unavailable');
      }
    }
    return view;
  }

  route(app, verificationEndpoints['GET /player/verification'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => ({ data: await viewFor(request.player, request.ip, request.log) }),
  });

  route(app, verificationEndpoints['POST /player/residence'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      await recordSignal(db, request.player.id, 'residence', request.body.country, clock());
      return { data: await viewFor(request.player, request.ip, request.log) };
    },
  });
}
