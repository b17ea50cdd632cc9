/**
 * POST /referral/prepared-message: the invite card for the friends screen's Share (Telegram 8.0+).
 * The server asks the Bot API for a prepared inline message and answers its id; the app hands the
 * id to shareMessage. A Bot API failure is a 502 `bot_api_failed`: the app then falls back to the
 * share link it always had (docs/telegram-platform.md).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PREPARED_MESSAGE_BUTTON_MAX, PREPARED_MESSAGE_TEXT_MAX, type PreparedMessage } from '../../src/contract/api-types';
import { ApiError } from '../http/api-error';
import { perPlayerLimit } from '../http/rate-limit';
import { prepareInviteCard } from '../referrals/invite-card';
import { createBotApi } from '../telegram/bot-api';
import type { ApiDeps } from './deps';

export const PreparedMessageBody = z.object({
  text: z.string().trim().min(1).max(PREPARED_MESSAGE_TEXT_MAX),
  buttonText: z.string().trim().min(1).max(PREPARED_MESSAGE_BUTTON_MAX),
});

export async function referralPreparedMessageRoutes(app: FastifyInstance, { config }: ApiDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const callBotApi = createBotApi({ baseUrl: config.telegramApiBase, token: config.botToken });

  api.route({
    method: 'POST',
    url: '/referral/prepared-message',
    schema: { body: PreparedMessageBody },
    // Each call costs a Bot API request; the order limit is a fair ceiling for shares too.
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request): Promise<{ data: PreparedMessage }> => {
      const { player } = request;
      try {
        const data = await prepareInviteCard(callBotApi, {
          telegramUserId: player.telegramId,
          refCode: player.refCode,
          botUsername: config.botUsername,
          ...request.body,
        });
        return { data };
      } catch (error) {
        request.log.warn({ err: error }, 'invite card: the Bot API call failed');
        throw new ApiError(502, 'bot_api_failed', 'Telegram could not prepare the invite card; share the link instead.');
      }
    },
  });
}
