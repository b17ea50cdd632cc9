/**
 * POST /referral/prepared-message: the invite card for the friends screen's Share (Telegram 8.0+).
 * The client names its language; the server writes the card from its own templates
 * (invite-card-texts.ts), asks the Bot API for a prepared inline message and answers its id; the
 * app hands the id to shareMessage. A Bot API failure is a 502 `bot_api_failed`: the app then falls back to the
 * share link it always had (docs/telegram-platform.md).
 */
import type { FastifyInstance } from 'fastify';
import { referralEndpoints } from '../../src/contract/endpoints/referrals';
import { ApiError } from '../http/api-error';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import { route } from '../http/route';
import { prepareInviteCard } from '../referrals/invite-card';
import { inviteCardText } from '../referrals/invite-card-texts';
import { createBotApi } from '../telegram/bot-api';
import type { ApiDeps } from './deps';

export async function referralPreparedMessageRoutes(app: FastifyInstance, { config }: ApiDeps): Promise<void> {
  const callBotApi = createBotApi({ baseUrl: config.telegramApiBase, token: config.botToken });

  route(app, referralEndpoints['POST /referral/prepared-message'], {
    // Each call costs a Bot API request; the order limit is a fair ceiling for shares too.
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request) => {
      const { player } = request;
      try {
        const data = await prepareInviteCard(callBotApi, {
          telegramUserId: player.telegramId,
          refCode: player.refCode,
          botUsername: config.botUsername,
          ...inviteCardText(request.body.language),
        });
        return { data };
      } catch (error) {
        request.log.warn({ err: error }, 'invite card: the Bot API call failed');
        throw new ApiError(502, 'bot_api_failed', 'Telegram could not prepare the invite card; share the link instead.');
      }
    },
  });
}
