/**
 * The notification outbox (docs/bot.md) against the Bot API stand-in: a fact's notification exists
 * exactly when its transaction committed, a burst of 1,000 keeps within the limits (scaled up here,
 * through the real limiter) and obeys a 429's retry_after, a 403 stops sending to that player, and
 * the week's earnings are announced once per circle.
 */
import { afterAll, beforeEach, expect, it } from 'vitest';
import { circleId, previousCircleId } from '../../src/contract/circle-id';
import { botText } from '../../src/i18n/bot/catalogues';
import { enqueueEarningsReady, enqueueNotification } from '../../server/bot-outbox/outbox-repository';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { startBotApiStandIn, type StandInCall } from './helpers/bot-api-stand-in';
import { BOT_TEST_TOKEN, WEBHOOK_SECRET } from './helpers/telegram-updates';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const standIn = await startBotApiStandIn({ token: BOT_TEST_TOKEN });
afterAll(() => standIn.close());

/** Ten times Telegram's limits, so the burst takes seconds: the limiter is the same code. */
const LIMITS = { perSecond: 300, perChatPerSecond: 10, pollMs: 20, backoffMs: 50, leaseMs: 5000 };

async function newPlayer(ctx: ServerContext, overrides: Partial<InitDataUser> = {}): Promise<{ user: InitDataUser; id: number }> {
  const user = newTelegramUser(overrides);
  const id = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
  return { user, id };
}

const sent = (chatId?: number) => standIn.callsOf('sendMessage').filter((call) => call.status === 200 && (chatId === undefined || call.chatId === chatId));

/** The most calls within any window of `windowMs` (timestamps as the stand-in received them). */
function mostWithin(calls: readonly StandInCall[], windowMs: number): number {
  // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above our ES2022 lib
  const times = calls.map((call) => call.at).sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

describeEachDb(
  'the notification outbox',
  (ctx) => {
    beforeEach(() => {
      standIn.calls.length = 0;
      standIn.blocked.clear();
      standIn.rateLimitOnce.clear();
    });

    it('sends a committed fact in the player’s language, and never a rolled-back one', async () => {
      const { user, id } = await newPlayer(ctx, { language_code: 'ru' });
      await ctx.db
        .transaction(async (tx) => {
          await enqueueNotification(tx, id, 'withdrawal_sent', { amountMicro: 1_000_000n });
          throw new Error('the withdrawal failed after all');
        })
        .catch(() => {});
      await ctx.db.transaction((tx) => enqueueNotification(tx, id, 'deposit_credited', { amountMicro: 12_500_000n }));
      await expect.poll(() => sent(user.id).length, { timeout: 10_000 }).toBe(1);
      expect(sent(user.id)[0]?.body.text).toBe(botText('ru', 'kind.deposit_credited', { amount: '12.5' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sent(user.id)).toHaveLength(1);
      expect(await ctx.db.query("SELECT kind FROM bot_outbox WHERE user_id = $1 AND kind = 'withdrawal_sent'", [id])).toEqual([]);
    });

    it('delivers a burst of 1,000 within the overall and per-chat limits, once each, obeying retry_after', async () => {
      const players = await Promise.all(Array.from({ length: 50 }, () => newPlayer(ctx)));
      const limited = players[0]!.user.id;
      standIn.rateLimitOnce.set(limited, 1);
      await ctx.db.transaction(async (tx) => {
        for (let index = 0; index < 1000; index += 1) {
          await enqueueNotification(tx, players[index % 50]!.id, 'deposit_credited', { amountMicro: BigInt(index + 1) * 1_000_000n });
        }
      });
      await expect.poll(() => sent().length, { timeout: 60_000, interval: 200 }).toBe(1000);

      // Each fact once: 1,000 different amounts, 20 a chat.
      expect(new Set(sent().map((call) => call.body.text)).size).toBe(1000);
      for (const { user } of players) expect(sent(user.id)).toHaveLength(20);
      expect(mostWithin(standIn.callsOf('sendMessage'), 1000)).toBeLessThanOrEqual(LIMITS.perSecond);
      for (const { user } of players) {
        expect(mostWithin(standIn.callsOf('sendMessage').filter((call) => call.chatId === user.id), 1000)).toBeLessThanOrEqual(LIMITS.perChatPerSecond);
      }
      // The 429 asked for one second: nothing went to that chat before it passed.
      const toLimited = standIn.callsOf('sendMessage').filter((call) => call.chatId === limited);
      const refusal = toLimited.findIndex((call) => call.status === 429);
      expect(refusal).toBeGreaterThanOrEqual(0);
      expect(toLimited[refusal + 1]!.at - toLimited[refusal]!.at).toBeGreaterThanOrEqual(1000);
    }, 90_000);

    it('marks a player who blocked the bot unreachable and sends them nothing more', async () => {
      const { user, id } = await newPlayer(ctx);
      standIn.blocked.add(user.id);
      await ctx.db.transaction((tx) => enqueueNotification(tx, id, 'deposit_credited', { amountMicro: 1_000_000n }));
      await expect.poll(() => standIn.callsOf('sendMessage').filter((call) => call.chatId === user.id).length, { timeout: 10_000 }).toBe(1);
      expect(standIn.callsOf('sendMessage')[0]?.status).toBe(403);
      await expect.poll(async () => (await ctx.call('GET', '/api/v1/user/notifications', { user })).json.data.reachable, { timeout: 5000 }).toBe(false);

      await ctx.db.transaction((tx) => enqueueNotification(tx, id, 'withdrawal_sent', { amountMicro: 1_000_000n }));
      await expect.poll(async () => (await ctx.db.query<{ status: string }>("SELECT status FROM bot_outbox WHERE user_id = $1 AND kind = 'withdrawal_sent'", [id]))[0]?.status, { timeout: 10_000 }).toBe('dropped');
      expect(standIn.callsOf('sendMessage').filter((call) => call.chatId === user.id).map((call) => [call.body.text, call.status])).toEqual([[botText('en', 'kind.deposit_credited', { amount: '1' }), 403]]);
    });

    it('retries while the Bot API is down and delivers afterwards', async () => {
      const { user, id } = await newPlayer(ctx);
      standIn.down = true;
      try {
        await ctx.db.transaction((tx) => enqueueNotification(tx, id, 'withdrawal_refunded', { amountMicro: 2_000_000n }));
        await expect.poll(async () => (await ctx.db.query<{ attempts: number }>('SELECT attempts FROM bot_outbox WHERE user_id = $1', [id]))[0]?.attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      } finally {
        standIn.down = false;
      }
      await expect.poll(() => sent(user.id).length, { timeout: 10_000 }).toBe(1);
      expect(sent(user.id)[0]?.body.text).toBe(botText('en', 'kind.withdrawal_refunded', { amount: '2' }));
    });

    it('announces the week’s referral earnings once per circle, and a kind turned off is not sent', async () => {
      const { user, id } = await newPlayer(ctx);
      const { user: muted, id: mutedId } = await newPlayer(ctx);
      const circle = previousCircleId(new Date());
      for (const userId of [id, mutedId]) {
        await ctx.db.query('INSERT INTO ref_circles (user_id, circle_id, earn_from_child_micro) VALUES ($1, $2, 3250000)', [userId, circle]);
      }
      expect((await ctx.call('PATCH', '/api/v1/user/notifications', { user: muted, body: { kind: 'referral_earnings_ready', enabled: false } })).status).toBe(200);
      await enqueueEarningsReady(ctx.db, circle);
      await enqueueEarningsReady(ctx.db, circle);
      expect(circle).toBeLessThan(circleId(new Date()));
      await expect.poll(() => sent(user.id).length, { timeout: 10_000 }).toBe(1);
      expect(sent(user.id)[0]?.body.text).toBe(botText('en', 'kind.referral_earnings_ready', { amount: '3.25' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sent(user.id)).toHaveLength(1);
      expect(sent(muted.id)).toEqual([]);
    });

    it('sends no promotional message to a player on a time-out or self-excluded, and still their money notices', async () => {
      const { user: open, id: openId } = await newPlayer(ctx);
      const { user: resting, id: restingId } = await newPlayer(ctx);
      const { user: excluded, id: excludedId } = await newPlayer(ctx);
      expect((await ctx.call('POST', '/api/v1/player/time-out', { user: resting, body: { days: 1 } })).status).toBe(200);
      expect((await ctx.call('POST', '/api/v1/player/self-exclusion', { user: excluded, body: { months: 6 } })).status).toBe(200);
      await ctx.db.transaction(async (tx) => {
        for (const id of [openId, restingId, excludedId]) {
          await enqueueNotification(tx, id, 'friend_joined', { name: 'Ann' });
          await enqueueNotification(tx, id, 'referral_earnings_ready', { amountMicro: 2_000_000n });
          await enqueueNotification(tx, id, 'deposit_credited', { amountMicro: 5_000_000n });
          await enqueueNotification(tx, id, 'withdrawal_sent', { amountMicro: 1_000_000n });
        }
      });
      await expect.poll(() => sent(open.id).length, { timeout: 10_000 }).toBe(4);
      await expect.poll(() => sent(resting.id).length + sent(excluded.id).length, { timeout: 10_000 }).toBe(4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const money = [botText('en', 'kind.deposit_credited', { amount: '5' }), botText('en', 'kind.withdrawal_sent', { amount: '1' })];
      expect(sent(resting.id).map((call) => call.body.text)).toEqual(money);
      expect(sent(excluded.id).map((call) => call.body.text)).toEqual(money);
      const dropped = await ctx.db.query<{ kind: string }>("SELECT kind FROM bot_outbox WHERE user_id = ANY ($1::bigint[]) AND status = 'dropped' ORDER BY kind, user_id", [[restingId, excludedId]]);
      expect(dropped.map((row) => row.kind)).toEqual(['friend_joined', 'friend_joined', 'referral_earnings_ready', 'referral_earnings_ready']);
    });
  },
  { BOT_TOKEN: BOT_TEST_TOKEN, BOT_WEBHOOK_SECRET: WEBHOOK_SECRET, TELEGRAM_API_BASE: standIn.url },
  {},
  LIMITS,
);
