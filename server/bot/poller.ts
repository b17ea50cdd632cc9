/**
 * BOT_POLLING=1: long polling for a developer's own bot, by one instance at a time (a lease, like
 * the outbox sender's). Telegram refuses getUpdates while a webhook is set; grammY's start removes it first.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Bot } from 'grammy';
import type { Db } from '../db/db';
import type { BotContext } from './bot-context';
import { holdLease, releaseLease } from './lease-repository';
import { ALLOWED_UPDATES } from './setup';

const LEASE = 'poller';

export class Poller {
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly bot: Bot<BotContext>,
    private readonly db: Db,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.keepLease(), Math.max(50, Math.floor(this.leaseMs / 3)));
    this.timer.unref();
    void this.keepLease();
  }

  private async keepLease(): Promise<void> {
    if (this.stopped) return;
    const held = await holdLease(this.db, LEASE, this.holder, this.leaseMs).catch(() => false);
    // stop() may have run while the lease was being taken: polling must not start after it.
    if (this.stopped) return;
    if (held && !this.polling) {
      this.log.info('bot: this instance polls for updates');
      // grammY's start marks polling as running at once (so a stop() from here on ends it), then
      // removes the webhook and polls. A webhook call of our own before it left a window in which
      // stop() found nothing running and the poll started anyway, never to end.
      this.polling = this.bot
        .start({ allowed_updates: [...ALLOWED_UPDATES] })
        .catch((error: unknown) => this.log.warn({ err: error }, 'bot: polling stopped'))
        .finally(() => {
          this.polling = null;
        });
    } else if (!held && this.polling) {
      await this.bot.stop();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.polling) await this.bot.stop();
    await this.polling;
    await releaseLease(this.db, LEASE, this.holder).catch(() => {});
  }
}
