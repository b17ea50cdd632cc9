/**
 * The bot's delivery without a server (server/bot/, server/bot-outbox/): the update dedupe and its
 * claim, the leases, one outbox round against a scripted Bot API (each refusal Telegram answers),
 * the weekly earnings notice, the sender's Api against the Bot API stand-in and the poller's lease.
 * bot-outbox, bot-polling and bot-commands run the same through a whole server.
 */
import type { FastifyBaseLogger } from 'fastify';
import { GrammyError, type Api, type Bot, type Context } from 'grammy';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { circleId, circleWeekStart, previousCircleId } from '../../../src/contract/circle-id';
import { enqueueEarningsReady, enqueueNotification } from '../../../server/bot-outbox/outbox-repository';
import type { BotContext } from '../../../server/bot/bot-context';
import { dedupeMiddleware } from '../../../server/bot/dedupe-middleware';
import { holdLease, releaseLease } from '../../../server/bot/lease-repository';
import { DEFAULT_BOT_LIMITS, type BotLimits } from '../../../server/bot/limits';
import { OutboxSender } from '../../../server/bot/outbox-sender';
import { Poller } from '../../../server/bot/poller';
import { createSenderApi } from '../../../server/bot/sender-api';
import { ALLOWED_UPDATES } from '../../../server/bot/setup';
import { claimUpdate, pruneUpdates, releaseUpdate } from '../../../server/bot/update-repository';
import type { Db } from '../../../server/db/db';
import { startBotApiStandIn } from '../helpers/bot-api-stand-in';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';

let db: Db;
let nextUpdate = Math.floor(Math.random() * 1e9);

beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());

const silent = { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('the update dedupe', () => {
  const ctxOf = (updateId: number) => ({ update: { update_id: updateId } }) as unknown as Context;

  it('handles an update once, and again after a handler that failed gave its claim back', async () => {
    const id = (nextUpdate += 1);
    const dedupe = dedupeMiddleware(db);
    const handled: string[] = [];
    await expect(dedupe(ctxOf(id), async () => { handled.push('first'); throw new Error('handler failed'); })).rejects.toThrow('handler failed');
    await dedupe(ctxOf(id), async () => void handled.push('retry'));
    await dedupe(ctxOf(id), async () => void handled.push('duplicate'));
    expect(handled).toEqual(['first', 'retry']);
    // Another update is its own.
    await dedupe(ctxOf(id + 1), async () => void handled.push('next'));
    expect(handled).toEqual(['first', 'retry', 'next']);
  });

  it('claims, releases and prunes by the time an update was received', async () => {
    const id = (nextUpdate += 10);
    expect(await claimUpdate(db, id)).toBe(true);
    expect(await claimUpdate(db, id)).toBe(false);
    await releaseUpdate(db, id + 1);
    expect(await claimUpdate(db, id)).toBe(false);
    await releaseUpdate(db, id);
    expect(await claimUpdate(db, id)).toBe(true);
    const [{ at }] = (await db.query<{ at: Date }>('SELECT received_at AS at FROM bot_updates WHERE update_id = $1', [id])) as [{ at: Date }];
    await pruneUpdates(db, at);
    expect(await claimUpdate(db, id)).toBe(false);
    await pruneUpdates(db, new Date(at.getTime() + 1));
    expect(await claimUpdate(db, id)).toBe(true);
  });
});

describe('leases', () => {
  it('belongs to one holder until it runs out or is released by that holder', async () => {
    const name = `lease-${Math.random()}`;
    expect(await holdLease(db, name, 'a', 60_000)).toBe(true);
    expect(await holdLease(db, name, 'b', 60_000)).toBe(false);
    expect(await holdLease(db, name, 'a', 60_000)).toBe(true);
    await releaseLease(db, name, 'b');
    expect(await holdLease(db, name, 'b', 60_000)).toBe(false);
    await releaseLease(db, name, 'a');
    expect(await holdLease(db, name, 'b', -1000)).toBe(true);
    // b's lease ran out a second ago: a takes it.
    expect(await holdLease(db, name, 'a', 60_000)).toBe(true);
    expect(await holdLease(db, name, 'b', 60_000)).toBe(false);
  });
});

describe('an outbox round', () => {
  const LIMITS: BotLimits = { ...DEFAULT_BOT_LIMITS, backoffMs: 1000, maxBackoffMs: 60_000, leaseMs: 60_000 };
  let clock: Date;
  let sent: { chatId: number; text: string; markup: unknown }[];
  let answer: (chatId: number) => Error | null;
  let sender: OutboxSender;
  const api = {
    sendMessage: async (chatId: number, text: string, other: { reply_markup: unknown }) => {
      const error = answer(chatId);
      if (error) throw error;
      sent.push({ chatId, text, markup: other.reply_markup });
      return {};
    },
  } as unknown as Api;
  const telegramError = (code: number, parameters: Record<string, number> = {}) =>
    new GrammyError('call failed', { ok: false, error_code: code, description: `error ${code}`, parameters }, 'sendMessage', {});
  const round = () => sender['tick']();

  beforeEach(async () => {
    // Only this test's messages are due.
    await db.query("UPDATE bot_outbox SET status = 'dropped' WHERE status = 'pending'");
    await db.query('DELETE FROM bot_leases');
    // A Wednesday: no weekly notice.
    clock = new Date('2026-03-04T12:00:00Z');
    sent = [];
    answer = () => null;
    sender = new OutboxSender({ db, api, limits: LIMITS, target: { botUsername: 'sendswin_bot', publicUrl: 'https://app.example' }, log: silent, clock: () => clock });
  });

  async function queued(attempts = 0): Promise<{ userId: number; telegramId: number; id: number }> {
    const userId = await insertUser(db);
    await enqueueNotification(db, userId, 'deposit_credited', { amountMicro: 12_500_000n, txHash: 'ab'.repeat(32) });
    const [row] = await db.query<{ id: bigint; telegram_id: bigint }>(
      'UPDATE bot_outbox o SET attempts = $2 FROM users u WHERE u.id = o.user_id AND o.user_id = $1 RETURNING o.id, u.telegram_id',
      [userId, attempts],
    );
    return { userId, telegramId: Number(row!.telegram_id), id: Number(row!.id) };
  }
  const stateOf = async (id: number) =>
    (
      await db.query<{ status: string; attempts: number; last_error: string | null; wait_ms: number }>(
        'SELECT status, attempts, last_error, round(extract(epoch FROM next_attempt_at - now()) * 1000)::int AS wait_ms FROM bot_outbox WHERE id = $1',
        [id],
      )
    )[0]!;
  const unreachable = async (userId: number) => (await db.query<{ at: Date | null }>('SELECT unreachable_at AS at FROM bot_chats WHERE user_id = $1', [userId]))[0]?.at ?? null;

  it('sends a due message in the player’s language with its button, and marks it sent', async () => {
    const m = await queued();
    expect(await round()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ chatId: m.telegramId });
    expect(sent[0]!.text).toContain('12.5');
    expect(JSON.stringify(sent[0]!.markup)).toContain('https://app.example');
    expect(await stateOf(m.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await round()).toBe(0);
  });

  it('waits a 429’s retry_after, in seconds, and one second when Telegram names none', async () => {
    const a = await queued();
    const b = await queued();
    answer = (chatId) => (chatId === a.telegramId ? telegramError(429, { retry_after: 40 }) : telegramError(429));
    expect(await round()).toBe(2);
    const waitA = await stateOf(a.id);
    expect(waitA).toMatchObject({ status: 'pending', attempts: 1, last_error: 'error 429' });
    expect(waitA.wait_ms).toBeGreaterThan(39_000);
    expect(waitA.wait_ms).toBeLessThanOrEqual(40_000);
    const waitB = (await stateOf(b.id)).wait_ms;
    expect(waitB).toBeGreaterThan(500);
    expect(waitB).toBeLessThanOrEqual(1000);
  });

  it('marks a player who blocked the bot unreachable and drops the message; drops one Telegram refuses', async () => {
    const blocked = await queued();
    const refused = await queued();
    answer = (chatId) => (chatId === blocked.telegramId ? telegramError(403) : telegramError(499));
    await round();
    expect(await stateOf(blocked.id)).toMatchObject({ status: 'dropped', attempts: 1, last_error: 'error 403' });
    expect(await unreachable(blocked.userId)).not.toBeNull();
    expect(await stateOf(refused.id)).toMatchObject({ status: 'dropped', last_error: 'error 499' });
    expect(await unreachable(refused.userId)).toBeNull();
  });

  it('retries a 5xx or a network failure with a backoff doubling per attempt, at most the maximum, and gives up at the 30th', async () => {
    const first = await queued(0);
    const third = await queued(2);
    const capped = await queued(10);
    const last = await queued(28);
    const given = await queued(29);
    answer = (chatId) => (chatId === first.telegramId ? new Error('socket hang up') : telegramError(500));
    await round();
    const wait = async (id: number) => (await stateOf(id)).wait_ms;
    expect(await stateOf(first.id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'network error' });
    expect(silent.warn).toHaveBeenCalledWith({ outboxId: first.id, delay: 1000 }, 'bot outbox: Telegram unavailable, will retry');
    expect(await wait(first.id)).toBeGreaterThan(500);
    expect(await wait(first.id)).toBeLessThanOrEqual(1000);
    expect(await stateOf(third.id)).toMatchObject({ status: 'pending', attempts: 3, last_error: 'error 500' });
    expect(await wait(third.id)).toBeGreaterThan(3500);
    expect(await wait(third.id)).toBeLessThanOrEqual(4000);
    expect(await wait(capped.id)).toBeGreaterThan(59_000);
    expect(await wait(capped.id)).toBeLessThanOrEqual(60_000);
    expect(await stateOf(last.id)).toMatchObject({ status: 'pending', attempts: 29 });
    expect(await stateOf(given.id)).toMatchObject({ status: 'dropped', attempts: 30, last_error: 'gave up after repeated failures' });
  });

  it('sends nothing while another sender holds the lease', async () => {
    await holdLease(db, 'outbox_sender', 'another instance', 60_000);
    await queued();
    expect(await round()).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('announces last week’s earnings during the first day of a week only, checking every 10 minutes', async () => {
    const referrer = await insertUser(db);
    const weekStart = circleWeekStart(circleId(new Date('2026-03-04T12:00:00Z')));
    const last = previousCircleId(weekStart);
    await db.query('INSERT INTO ref_circles (user_id, circle_id, earn_from_child_micro) VALUES ($1, $2, 7000000)', [referrer, last]);
    const notices = async () => Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM bot_outbox WHERE user_id = $1 AND kind = 'referral_earnings_ready'", [referrer]))[0]!.n);
    const checkAt = async (at: number, lastCheck: number) => {
      clock = new Date(at);
      sender['lastEarningsCheck'] = lastCheck;
      await round();
      return notices();
    };
    const day = 24 * 3600_000;
    const tenMinutes = 10 * 60_000;
    const start = weekStart.getTime();
    expect(await checkAt(start + day, 0)).toBe(0);
    expect(await checkAt(start + 3600_000, start + 3600_000 - tenMinutes + 1)).toBe(0);
    expect(await checkAt(start + 3600_000, start + 3600_000 - tenMinutes)).toBe(1);
    await db.query('DELETE FROM bot_outbox WHERE user_id = $1', [referrer]);
    expect(await checkAt(start + day - 1, 0)).toBe(1);
    // The round itself remembers its check: the next within 10 minutes does not look.
    await db.query('DELETE FROM bot_outbox WHERE user_id = $1', [referrer]);
    clock = new Date(start + day - 2);
    await round();
    expect(await notices()).toBe(0);
    // Once per circle.
    await enqueueEarningsReady(db, last);
    expect(await notices()).toBe(1);
  });

  it('runs rounds on its own once started, and releases the lease when stopped', async () => {
    const m = await queued();
    sender = new OutboxSender({ db, api, limits: { ...LIMITS, pollMs: 10 }, target: { botUsername: 'sendswin_bot', publicUrl: undefined }, log: silent, clock: () => clock });
    sender.start();
    await vi.waitFor(async () => expect((await stateOf(m.id)).status).toBe('sent'), { timeout: 5000 });
    const n = await queued();
    await vi.waitFor(async () => expect((await stateOf(n.id)).status).toBe('sent'), { timeout: 5000 });
    await sender.stop();
    expect(await holdLease(db, 'outbox_sender', 'another instance', 60_000)).toBe(true);
    await releaseLease(db, 'outbox_sender', 'another instance');
    const after = await queued();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await stateOf(after.id)).status).toBe('pending');
  });
  it('starts the next round at once after a full batch of 100, not before the poll interval otherwise', async () => {
    const many: { id: number }[] = [];
    for (let i = 0; i < 101; i += 1) many.push(await queued());
    // A minute between rounds: only a round started at once finishes inside the test.
    sender = new OutboxSender({ db, api, limits: { ...LIMITS, pollMs: 60_000 }, target: { botUsername: 'sendswin_bot', publicUrl: undefined }, log: silent, clock: () => clock });
    try {
      sender.start();
      await vi.waitFor(async () => expect((await stateOf(many[100]!.id)).status).toBe('sent'), { timeout: 8000 });
      const late = await queued();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await stateOf(late.id)).status).toBe('pending');
    } finally {
      await sender.stop();
    }
  });

  it('leaves no round scheduled once stopped, even when a round was running', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const make = () => new OutboxSender({ db, api, limits: { ...LIMITS, pollMs: 60_000 }, target: { botUsername: 'sendswin_bot', publicUrl: undefined }, log: silent, clock: () => clock });
      sender = make();
      sender.start();
      await vi.advanceTimersByTimeAsync(0);
      await sender['running'];
      expect(vi.getTimerCount()).toBe(1);
      await sender.stop();
      expect(vi.getTimerCount()).toBe(0);
      const again = make();
      again.start();
      await vi.advanceTimersByTimeAsync(0);
      await again.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails the round when a send could neither be marked nor put back', async () => {
    const m = await queued();
    const broken = {
      ...db,
      query: <T>(sql: string, params?: readonly unknown[]) =>
        sql.startsWith('UPDATE bot_outbox SET') ? Promise.reject(new Error('connection lost')) : db.query<T>(sql, params),
      transaction: db.transaction.bind(db),
    } as Db;
    sender = new OutboxSender({ db: broken, api, limits: LIMITS, target: { botUsername: 'sendswin_bot', publicUrl: undefined }, log: silent, clock: () => clock });
    await expect(round()).rejects.toThrow('connection lost');
    expect((await stateOf(m.id)).status).toBe('pending');
  });

  it('logs a round that failed and goes on with the next', async () => {
    const m = await queued();
    let failures = 1;
    const flaky = {
      ...db,
      query: <T>(sql: string, params?: readonly unknown[]) => {
        if (sql.includes("last_error = 'turned off or unreachable'") && failures > 0) {
          failures -= 1;
          return Promise.reject(new Error('connection lost'));
        }
        return db.query<T>(sql, params);
      },
      transaction: db.transaction.bind(db),
    } as Db;
    const warn = vi.fn();
    sender = new OutboxSender({ db: flaky, api, limits: { ...LIMITS, pollMs: 10 }, target: { botUsername: 'sendswin_bot', publicUrl: undefined }, log: { ...silent, warn } as unknown as FastifyBaseLogger, clock: () => clock });
    try {
      sender.start();
      await vi.waitFor(async () => expect((await stateOf(m.id)).status).toBe('sent'), { timeout: 5000 });
      expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'bot outbox: a round failed');
    } finally {
      await sender.stop();
    }
  });
});

describe('the sender’s Bot API', () => {
  it('waits out a short 429 and sends, and hands a longer one back to the outbox', async () => {
    const token = '123:sender-test';
    const standIn = await startBotApiStandIn({ token });
    try {
      const api = createSenderApi({ baseUrl: standIn.url, token }, { ...DEFAULT_BOT_LIMITS, perSecond: 1000, perChatPerSecond: 1000, maxRetryAfterS: 1 });
      standIn.rateLimitOnce.set(5, 1);
      const started = Date.now();
      await api.sendMessage(5, 'hello');
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(standIn.callsOf('sendMessage').map((c) => c.status)).toEqual([429, 200]);
      standIn.rateLimitOnce.set(6, 2);
      const error = await api.sendMessage(6, 'hello').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GrammyError);
      expect((error as GrammyError).error_code).toBe(429);
      standIn.blocked.add(7);
      expect(((await api.sendMessage(7, 'hello').catch((e: unknown) => e)) as GrammyError).error_code).toBe(403);
    } finally {
      await standIn.close();
    }
  });
});

describe('the sender’s limits and failures', () => {
  const token = '123:sender-limits';

  it('spaces the sends to one chat, and all sends, by their rates', async () => {
    const standIn = await startBotApiStandIn({ token });
    try {
      // 5 a second per chat (210 ms apart), no overall limit to speak of.
      const perChat = createSenderApi({ baseUrl: standIn.url, token }, { ...DEFAULT_BOT_LIMITS, perSecond: 1000, perChatPerSecond: 5 });
      let started = Date.now();
      await Promise.all([1, 2, 3].map(() => perChat.sendMessage(8, 'hi')));
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      // 5 a second overall: three chats wait for each other too.
      const overall = createSenderApi({ baseUrl: standIn.url, token }, { ...DEFAULT_BOT_LIMITS, perSecond: 5, perChatPerSecond: 1000 });
      started = Date.now();
      await Promise.all([11, 12, 13].map((chat) => overall.sendMessage(chat, 'hi')));
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      await standIn.close();
    }
  });

  it('hands a 5xx and a network failure back at once (the outbox retries them)', async () => {
    // A send retried instead (auto-retry waits 3 s, then 6, then 12) fails here after 2.5 s rather
    // than after its retries: a mutant's run ends with a failure, not with the run's time-out.
    const atOnce = <T>(send: Promise<T>) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('not handed back within 2.5 s')), 2500)));
      return Promise.race([send, late]).finally(() => clearTimeout(timer));
    };
    const { createServer } = await import('node:http');
    const failing = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: false, error_code: 502, description: 'Bad Gateway' }));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const port = (failing.address() as { port: number }).port;
    try {
      const api = createSenderApi({ baseUrl: `http://127.0.0.1:${port}`, token }, DEFAULT_BOT_LIMITS);
      let started = Date.now();
      expect(((await atOnce(api.sendMessage(1, 'hi').catch((e: unknown) => e))) as GrammyError).error_code).toBe(502);
      expect(Date.now() - started).toBeLessThan(2500);
      await new Promise<void>((resolve) => failing.close(() => resolve()));
      started = Date.now();
      // Another chat: a second send to chat 1 would first wait out the per-chat spacing (a second).
      const error = await atOnce(api.sendMessage(2, 'hi').catch((e: unknown) => e));
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(GrammyError);
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      failing.close();
    }
  });
});

describe('the poller', () => {
  /** Its stop, failing after 5 s: a stop that never ends (a poll never told to stop) fails the test rather than hanging it. */
  async function stopOf(poller: Poller): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('the poller did not stop within 5 s')), 5000)));
    await Promise.race([poller.stop(), late]).finally(() => clearTimeout(timer));
  }

  function fakeBot() {
    let release: () => void = () => {};
    const bot = {
      start: vi.fn(() => new Promise<void>((resolve) => (release = resolve))),
      stop: vi.fn(async () => release()),
    };
    return bot;
  }

  /** The database, counting the lease requests it has answered. */
  function counting(q: Db) {
    const asked = { leases: 0 };
    const counted = {
      ...q,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const rows = await q.query<T>(sql, params);
        if (sql.includes('INSERT INTO bot_leases')) asked.leases += 1;
        return rows;
      },
    } as Db;
    return { counted, asked };
  }

  it('polls on one instance at a time, and stops polling when it loses the lease', async () => {
    // The renewals on a fake clock (a third of the lease, 20 s), the lease's expiry in the database's
    // real one: no lease runs out while the test runs, however slow the machine.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await db.query('DELETE FROM bot_leases');
      const one = fakeBot();
      const two = fakeBot();
      const { counted, asked } = counting(db);
      const first = new Poller(one as unknown as Bot<BotContext>, db, 60_000, silent);
      const second = new Poller(two as unknown as Bot<BotContext>, counted, 60_000, silent);
      first.start();
      await vi.waitFor(() => expect(one.start).toHaveBeenCalledTimes(1));
      expect(one.start).toHaveBeenCalledWith({ allowed_updates: [...ALLOWED_UPDATES] });
      second.start();
      // Asked at once and at two renewals, refused each time.
      await vi.advanceTimersByTimeAsync(40_000);
      await vi.waitFor(() => expect(asked.leases).toBe(3));
      expect(two.start).not.toHaveBeenCalled();
      // Another holder takes the lease (the first's ran out): the first stops polling at its next renewal.
      await db.query("UPDATE bot_leases SET holder = 'elsewhere', expires_at = now() + interval '1 hour' WHERE name = 'poller'");
      await vi.advanceTimersByTimeAsync(20_000);
      await vi.waitFor(() => expect(one.stop).toHaveBeenCalled());
      expect(one.start).toHaveBeenCalledTimes(1);
      await stopOf(first);
      await stopOf(second);
      await db.query('DELETE FROM bot_leases');
    } finally {
      vi.useRealTimers();
    }
  });

  it('polls again after a poll that failed', async () => {
    await db.query('DELETE FROM bot_leases');
    const bot = { start: vi.fn().mockRejectedValueOnce(new Error('409: Conflict')).mockImplementation(() => new Promise<void>(() => {})), stop: vi.fn(async () => {}) };
    const poller = new Poller(bot as unknown as Bot<BotContext>, db, 300, silent);
    poller.start();
    await vi.waitFor(() => expect(bot.start).toHaveBeenCalledTimes(2));
    expect(silent.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'bot: polling stopped');
    bot.start.mockResolvedValue(undefined);
    poller['polling'] = null;
    await stopOf(poller);
    await db.query('DELETE FROM bot_leases');
  });

  it('does not poll while the lease cannot be read', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const bot = fakeBot();
      const query = vi.fn(() => Promise.reject(new Error('database down')));
      const down = { ...db, query } as unknown as Db;
      const poller = new Poller(bot as unknown as Bot<BotContext>, down, 150, silent);
      poller.start();
      // At once and at six renewals (every 50 ms), each refused by the database.
      await vi.advanceTimersByTimeAsync(300);
      expect(query).toHaveBeenCalledTimes(7);
      await stopOf(poller);
      expect(bot.start).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('releases its lease when stopped, and never starts polling after a stop', async () => {
    await db.query('DELETE FROM bot_leases');
    const one = fakeBot();
    const poller = new Poller(one as unknown as Bot<BotContext>, db, 60_000, silent);
    poller.start();
    await vi.waitFor(() => expect(one.start).toHaveBeenCalledTimes(1));
    await stopOf(poller);
    expect(one.stop).toHaveBeenCalledTimes(1);
    expect(await holdLease(db, 'poller', 'another', 60_000)).toBe(true);
    await db.query('DELETE FROM bot_leases');
    const late = fakeBot();
    const { counted, asked } = counting(db);
    const stopped = new Poller(late as unknown as Bot<BotContext>, counted, 60_000, silent);
    stopped.start();
    await stopOf(stopped);
    // The lease taken at start is answered after the stop: polling must not start then.
    await vi.waitFor(() => expect(asked.leases).toBe(1));
    expect(late.start).not.toHaveBeenCalled();
    // Nothing was polling: nothing to stop.
    expect(late.stop).not.toHaveBeenCalled();
  });
});
