/**
 * BOT_POLLING=1 (docs/bot.md): the server long-polls the Bot API stand-in instead of taking
 * webhooks, answers what it gets, and of two instances on one database only one polls at a time.
 */
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { openPostgresDb } from '../../server/db/pg-db';
import { botText } from '../../src/i18n/bot/catalogues';
import { startBotApiStandIn } from './helpers/bot-api-stand-in';
import { BOT_TEST_TOKEN, messageUpdate } from './helpers/telegram-updates';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

const standIn = await startBotApiStandIn({ token: BOT_TEST_TOKEN });
afterAll(() => standIn.close());

describeEachDb(
  'long polling',
  (ctx) => {
    it('takes updates from getUpdates, answers them, and no webhook route exists', async () => {
      const user = newTelegramUser({ language_code: 'it' });
      standIn.updates.push(messageUpdate(user, '/help'));
      await expect.poll(() => standIn.callsOf('sendMessage').filter((call) => call.chatId === user.id).map((call) => call.body.text), { timeout: 15_000 }).toEqual([botText('it', 'help')]);
      expect(standIn.callsOf('deleteWebhook').length).toBeGreaterThanOrEqual(1);
      expect(standIn.callsOf('setWebhook')).toEqual([]);
      const response = await ctx.app.inject({ method: 'POST', url: '/telegram/webhook', headers: { 'content-type': 'application/json' }, payload: '{"update_id": 1}' });
      expect(response.statusCode).toBe(401);
    });

    it('polls from one instance at a time', async () => {
      if (!ctx.databaseUrl) return; // One PGlite data folder is one process: nothing to share.
      const dbB = await openPostgresDb(ctx.databaseUrl);
      const appB = await buildApp({ config: ctx.config, db: dbB, serveApp: false, bot: { leaseMs: 2000 } });
      try {
        await appB.ready();
        standIn.maxPollsAtOnce = 0;
        // Four long polls (up to a second each) outlast two 2 s leases: each instance had
        // its chance to take the lease, and only one ever polled at once.
        const before = standIn.callsOf('getUpdates').length;
        await vi.waitFor(() => expect(standIn.callsOf('getUpdates').length).toBeGreaterThanOrEqual(before + 4), { timeout: 20_000, interval: 100 });
        expect(standIn.maxPollsAtOnce).toBe(1);
      } finally {
        await appB.close();
        await dbB.close();
      }
    });
  },
  { BOT_TOKEN: BOT_TEST_TOKEN, BOT_POLLING: '1', TELEGRAM_API_BASE: standIn.url },
  {},
  { leaseMs: 2000 },
);
