/**
 * Sends the outbox (docs/bot.md), one sender at a time across instances (a lease), in each
 * player's language, within Telegram's limits (./sender-api.ts). A 403 marks the player
 * unreachable; a 4xx drops the message; a network failure, a 5xx or a long 429 waits in the outbox
 * and is tried again. Delivery is at least once: a crash between Telegram's answer and the
 * `sent` mark sends that one message again.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { GrammyError, type Api } from 'grammy';
import { circleId, circleWeekStart, previousCircleId } from '../../src/contract/circle-id';
import type { Db } from '../db/db';
import { markUnreachable } from './chat-repository';
import { holdLease, releaseLease } from './lease-repository';
import type { BotLimits } from './limits';
import { dueMessages, enqueueEarningsReady, markDropped, markSent, scheduleRetry, type OutboxMessage } from '../bot-outbox/outbox-repository';
import { notificationKeyboard, notificationText, type OpenAppTarget } from './texts';

const LEASE = 'outbox_sender';
const BATCH = 100;
const EARNINGS_CHECK_MS = 10 * 60_000;
const MAX_ATTEMPTS = 30;

export interface SenderDeps {
  db: Db;
  api: Api;
  limits: BotLimits;
  target: OpenAppTarget;
  log: FastifyBaseLogger;
  clock: () => Date;
}

export class OutboxSender {
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private lastEarningsCheck = 0;

  constructor(private readonly deps: SenderDeps) {}

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await releaseLease(this.deps.db, LEASE, this.holder).catch(() => {});
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .catch((error: unknown) => {
          this.deps.log.warn({ err: error }, 'bot outbox: a round failed');
          return 0;
        })
        .then((sent) => this.schedule(sent >= BATCH ? 0 : this.deps.limits.pollMs));
    }, delayMs);
    this.timer.unref();
  }

  /** One round: returns how many messages it tried. */
  private async tick(): Promise<number> {
    const { db, limits } = this.deps;
    if (!(await holdLease(db, LEASE, this.holder, limits.leaseMs))) return 0;
    await this.enqueueWeeklyEarnings();
    const batch = await dueMessages(db, BATCH);
    // Settled, not Promise.all: a round must not end while a send is in flight, or the next round
    // would pick that still-pending message again and send it twice.
    const failure = (await Promise.allSettled(batch.map((message) => this.send(message)))).find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return batch.length;
  }

  /** On the first day of a week (circles start Sunday 00:00 UTC): last week's earnings are ready. */
  private async enqueueWeeklyEarnings(): Promise<void> {
    const now = this.deps.clock();
    if (now.getTime() - this.lastEarningsCheck < EARNINGS_CHECK_MS) return;
    this.lastEarningsCheck = now.getTime();
    if (now.getTime() - circleWeekStart(circleId(now)).getTime() >= 24 * 3600_000) return;
    await enqueueEarningsReady(this.deps.db, previousCircleId(now));
  }

  private async send(message: OutboxMessage): Promise<void> {
    const { db, api, target, limits, log } = this.deps;
    try {
      await api.sendMessage(message.telegramId, notificationText(message), { reply_markup: notificationKeyboard(message, target) });
      await markSent(db, message.id);
    } catch (error) {
      if (error instanceof GrammyError && error.error_code === 403) {
        await markUnreachable(db, message.userId);
        await markDropped(db, message.id, error.description);
      } else if (error instanceof GrammyError && error.error_code === 429) {
        await scheduleRetry(db, message.id, (error.parameters.retry_after ?? 1) * 1000, error.description);
      } else if (error instanceof GrammyError && error.error_code < 500) {
        await markDropped(db, message.id, error.description);
      } else if (message.attempts + 1 >= MAX_ATTEMPTS) {
        await markDropped(db, message.id, 'gave up after repeated failures');
      } else {
        const delay = Math.min(limits.maxBackoffMs, limits.backoffMs * 2 ** message.attempts);
        log.warn({ outboxId: message.id, delay }, 'bot outbox: Telegram unavailable, will retry');
        await scheduleRetry(db, message.id, delay, error instanceof GrammyError ? error.description : 'network error');
      }
    }
  }
}
