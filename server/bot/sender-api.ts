/**
 * The outbox sender's Bot API: grammY's Api with the throttler (30 a second overall, 1 a second
 * per chat, as bottleneck queues) and auto-retry, which waits out a 429's retry_after and tries
 * again. Network failures and 5xx are rethrown: the outbox retries them with backoff instead of
 * holding the sender for an hour (auto-retry's own backoff).
 */
import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import { Api } from 'grammy';
import { grammyApiConfig, type BotApiOptions } from '../telegram/bot-api';
import { minSpacingMs, type BotLimits } from './limits';

export function createSenderApi(options: BotApiOptions, limits: BotLimits): Api {
  const api = new Api(options.token, grammyApiConfig(options));
  const perChat = { maxConcurrent: 1, minTime: minSpacingMs(limits.perChatPerSecond) };
  // Installed first, so it sits next to the network: every retry queues through it again.
  api.config.use(apiThrottler({ global: { minTime: minSpacingMs(limits.perSecond) }, out: perChat, group: perChat }));
  api.config.use(autoRetry({ maxDelaySeconds: limits.maxRetryAfterS, maxRetryAttempts: 3, rethrowInternalServerErrors: true, rethrowHttpErrors: true }));
  return api;
}
