/**
 * The bot in the server process (docs/bot.md): grammY with our handlers, updates by webhook (or
 * long polling with BOT_POLLING=1), its profile set at start, and the notification sender. With
 * the dev token there is no bot: nothing is registered, started or called, and `npm start` stays
 * offline.
 */
import type { FastifyInstance } from 'fastify';
import { Bot } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import { autoRetry } from '@grammyjs/auto-retry';
import type { IdentityCache } from '../cache/identity-cache';
import { DEV_BOT_TOKEN, type Config } from '../config';
import { complaintCommand } from './complaint-command';
import { contactSignal } from './contact-signal';
import type { Db } from '../db/db';
import type { BotContext } from './bot-context';
import { commands } from './commands';
import { dedupeMiddleware } from './dedupe-middleware';
import { DEFAULT_BOT_LIMITS, type BotLimits } from './limits';
import { OutboxSender } from './outbox-sender';
import { playerMiddleware } from './player-middleware';
import { Poller } from './poller';
import { createSenderApi } from './sender-api';
import { setUpBot } from './setup';
import { pruneUpdates } from './update-repository';
import { webhookRoute } from './webhook-route';

export interface BotDeps {
  config: Config;
  db: Db;
  identities: IdentityCache | null;
  clock: () => Date;
  limits?: Partial<BotLimits>;
}

const SETUP_RETRY_MAX_MS = 5 * 60_000;
const UPDATE_MEMORY_MS = 24 * 3600_000;

/** Who the bot is, from its token and BOT_USERNAME: handling an update needs no getMe call. */
function botInfo(config: Config): UserFromGetMe {
  return {
    id: Number(config.botToken.split(':')[0]),
    is_bot: true,
    first_name: 'SendsWin',
    username: config.botUsername,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: true,
  } as UserFromGetMe;
}

export function createBot({ config, db, identities, clock }: BotDeps): Bot<BotContext> {
  const bot = new Bot<BotContext>(config.botToken, { botInfo: botInfo(config), client: { apiRoot: config.telegramApiBase } });
  // Replies wait out a 429 too; a failing reply fails the update, which Telegram sends again.
  bot.api.config.use(autoRetry({ maxDelaySeconds: 30, maxRetryAttempts: 2, rethrowHttpErrors: true }));
  bot.use(dedupeMiddleware(db));
  bot.use(playerMiddleware(db, identities, config));
  bot.use(contactSignal({ db, clock }));
  bot.use(complaintCommand({ db, jurisdictions: config.jurisdictions, clock }));
  bot.use(commands({ db, supportUrl: config.supportUrl, target: { botUsername: config.botUsername, publicUrl: config.publicUrl } }));
  return bot;
}

/** Registers the webhook and starts the bot's work with the server; nothing with the dev token. */
export async function registerBot(app: FastifyInstance, deps: BotDeps): Promise<void> {
  const { config, db } = deps;
  if (config.botToken === DEV_BOT_TOKEN) return;
  const limits = { ...DEFAULT_BOT_LIMITS, ...deps.limits };
  const bot = createBot(deps);
  bot.catch((error) => app.log.warn({ err: error.error }, 'bot: an update failed'));
  await app.register(webhookRoute, { bot, secret: config.botWebhookSecret });

  const sender = new OutboxSender({
    db,
    api: createSenderApi({ baseUrl: config.telegramApiBase, token: config.botToken }, limits),
    limits,
    target: { botUsername: config.botUsername, publicUrl: config.publicUrl, network: config.payments?.network },
    log: app.log,
    clock: deps.clock,
  });
  const poller = config.botPolling ? new Poller(bot, db, limits.leaseMs, app.log) : null;
  let setupTimer: NodeJS.Timeout | null = null;
  let closed = false;

  // Telegram may be unreachable at start: the profile is set in the background, retried with backoff.
  const setUp = (attempt: number) => {
    setUpBot(bot.api, config).then(
      () => app.log.info('bot: commands, descriptions, menu button and webhook set'),
      (error: unknown) => {
        if (closed) return;
        const delay = Math.min(SETUP_RETRY_MAX_MS, 1000 * 2 ** attempt);
        app.log.warn({ err: error, retryInMs: delay }, 'bot: could not set its profile at Telegram');
        setupTimer = setTimeout(() => setUp(attempt + 1), delay);
        setupTimer.unref();
      },
    );
  };
  const pruner = setInterval(() => void pruneUpdates(db, new Date(Date.now() - UPDATE_MEMORY_MS)).catch(() => {}), 3600_000);
  pruner.unref();

  app.addHook('onReady', async () => {
    setUp(0);
    sender.start();
    poller?.start();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (setupTimer) clearTimeout(setupTimer);
    clearInterval(pruner);
    await poller?.stop();
    await sender.stop();
  });
}
