/**
 * POST /telegram/webhook: Telegram's updates (https://core.telegram.org/bots/api#setwebhook).
 * Only with the secret we gave setWebhook, checked before the body is read; a body that is not an
 * update is a 400 and reaches no handler. The answer waits for the handling: a failure is a 500,
 * and Telegram sends the update again (./dedupe-middleware.ts then lets it through once more).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { BotContext } from './bot-context';
import { WEBHOOK_PATH } from './setup';

/** Far above any update Telegram sends (a message is at most 4096 characters). */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

const UpdateBody = z.looseObject({ update_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER) });

function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface WebhookOptions {
  bot: Bot<BotContext>;
  secret: string | undefined;
}

export async function webhookRoute(app: FastifyInstance, { bot, secret }: WebhookOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: WEBHOOK_PATH,
    bodyLimit: WEBHOOK_BODY_LIMIT,
    onRequest: async (request) => {
      if (!sameSecret(request.headers[SECRET_HEADER], secret)) {
        throw new ApiError(401, 'webhook_unauthorized', 'The X-Telegram-Bot-Api-Secret-Token header is missing or wrong');
      }
    },
    schema: { body: UpdateBody },
    handler: async (request) => {
      await bot.handleUpdate(request.body as unknown as Update);
      return { ok: true };
    },
  });
}
