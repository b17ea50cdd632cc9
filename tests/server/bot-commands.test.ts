/**
 * The bot's conversations (docs/bot.md) through its webhook, as Telegram posts updates, against
 * the Bot API stand-in that records every reply: each command in two languages, the referral of
 * /start ref_..., the webhook secret, a duplicate update, bad bodies, and the profile set at start.
 */
import { afterAll, beforeEach, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { botText } from '../../src/i18n/bot/catalogues';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { telegramLanguageCode } from '../../server/bot/setup';
import { startBotApiStandIn } from './helpers/bot-api-stand-in';
import { BOT_TEST_TOKEN, WEBHOOK_SECRET, callbackUpdate, messageUpdate } from './helpers/telegram-updates';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const standIn = await startBotApiStandIn({ token: BOT_TEST_TOKEN });
afterAll(() => standIn.close());
const PUBLIC_URL = 'https://play.sendswin.example';

async function post(ctx: ServerContext, update: unknown, secret: string | null = WEBHOOK_SECRET) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/telegram/webhook',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }) },
    payload: typeof update === 'string' ? update : JSON.stringify(update),
  });
  return { status: response.statusCode, json: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : null };
}

/** The bot's answers to one chat (sendMessage and editMessageText), in order. */
const repliesTo = (user: InitDataUser) =>
  standIn.calls.filter((call) => call.chatId === user.id && (call.method === 'sendMessage' || call.method === 'editMessageText')).map((call) => call.body);

async function userRow(ctx: ServerContext, user: InitDataUser) {
  const [row] = await ctx.db.query<{ id: bigint; referrer_id: bigint | null; language_code: string }>('SELECT id, referrer_id, language_code FROM users WHERE telegram_id = $1', [user.id]);
  return row;
}

describeEachDb(
  'the bot',
  (ctx) => {
    beforeEach(() => {
      standIn.calls.length = 0;
    });

    it('sets its commands, descriptions and short descriptions in all 17 languages, the menu button and the webhook at start', async () => {
      await expect.poll(() => standIn.callsOf('setWebhook').length, { timeout: 10_000 }).toBe(1);
      for (const method of ['setMyCommands', 'setMyDescription', 'setMyShortDescription']) {
        const byLanguage = new Map(standIn.callsOf(method).map((call) => [call.body.language_code ?? 'default', call.body]));
        expect(new Set(byLanguage.keys())).toEqual(new Set(['default', ...LANGUAGE_CODES.map(telegramLanguageCode)]));
        expect(byLanguage.size).toBe(LANGUAGE_CODES.length + 1);
      }
      const german = standIn.callsOf('setMyCommands').find((call) => call.body.language_code === 'de')?.body;
      expect(german?.commands).toEqual(['start', 'help', 'language', 'stop', 'notify', 'paysupport', 'complaint'].map((command) => ({ command, description: botText('de', `command.${command}` as 'command.start') })));
      expect(standIn.callsOf('setMyDescription').find((call) => call.body.language_code === 'ja')?.body.description).toBe(botText('ja-JP', 'description'));
      expect(standIn.callsOf('setChatMenuButton')[0]?.body).toEqual({ menu_button: { type: 'web_app', text: 'Open SendsWin', web_app: { url: PUBLIC_URL } } });
      expect(standIn.callsOf('setWebhook')[0]?.body).toMatchObject({ url: `${PUBLIC_URL}/telegram/webhook`, secret_token: WEBHOOK_SECRET });
    });

    it.each([
      ['en', 'en'],
      ['de', 'de'],
    ] as const)('answers every command in the player’s language (%s)', async (telegramLanguage, code) => {
      const user = newTelegramUser({ language_code: telegramLanguage });
      const openButton = { inline_keyboard: [[{ text: botText(code, 'button.open'), web_app: { url: PUBLIC_URL } }]] };
      for (const text of ['/start', '/help', '/stop', '/notify', '/paysupport', 'hello?']) expect((await post(ctx, messageUpdate(user, text))).status).toBe(200);
      expect(repliesTo(user)).toEqual([
        expect.objectContaining({ text: botText(code, 'start.greeting', { name: user.first_name }), reply_markup: openButton }),
        expect.objectContaining({ text: botText(code, 'help') }),
        expect.objectContaining({ text: botText(code, 'stop.done') }),
        expect.objectContaining({ text: botText(code, 'notify.done') }),
        expect.objectContaining({ text: botText(code, 'paysupport', { support: 'https://t.me/sendswin_support' }) }),
        expect.objectContaining({ text: botText(code, 'unknown'), reply_markup: openButton }),
      ]);
      expect(botText('de', 'help')).not.toBe(botText('en', 'help'));
    });

    it('/stop turns notifications off and /notify back on', async () => {
      const user = newTelegramUser();
      await post(ctx, messageUpdate(user, '/stop'));
      const id = Number((await userRow(ctx, user))?.id);
      const settings = () => ctx.db.query<{ stopped: boolean }>('SELECT stopped FROM bot_chats WHERE user_id = $1', [id]);
      expect(await settings()).toEqual([{ stopped: true }]);
      await post(ctx, messageUpdate(user, '/notify'));
      expect(await settings()).toEqual([{ stopped: false }]);
    });

    it('/language offers the 17 languages; a choice sets the bot’s and the app’s language', async () => {
      const user = newTelegramUser({ language_code: 'en' });
      await post(ctx, messageUpdate(user, '/language'));
      const [offer] = repliesTo(user);
      expect(offer?.text).toBe(botText('en', 'language.choose'));
      const buttons = (offer!.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }).inline_keyboard.flat();
      expect(buttons.map((button) => button.callback_data)).toEqual(LANGUAGE_CODES.map((code) => `lang:${code}`));
      expect(buttons.find((button) => button.callback_data === 'lang:ru')?.text).toBe('Русский');

      expect((await post(ctx, callbackUpdate(user, 'lang:fr-FR'))).status).toBe(200);
      expect(standIn.callsOf('answerCallbackQuery')).toHaveLength(1);
      expect(repliesTo(user).at(-1)?.text).toBe(botText('fr-FR', 'language.set'));
      expect((await ctx.call('GET', '/api/v1/user/me', { user })).json.data.languageCode).toBe('fr-FR');
      await post(ctx, messageUpdate(user, '/help'));
      expect(repliesTo(user).at(-1)?.text).toBe(botText('fr-FR', 'help'));
    });

    it('/start ref_<refCode> links the referral at first sight; one’s own code and a second referrer change nothing', async () => {
      const referrer = newTelegramUser();
      const other = newTelegramUser();
      const refCode = (await ctx.call('GET', '/api/v1/user/me', { user: referrer })).json.data.refCode as string;
      const otherCode = (await ctx.call('GET', '/api/v1/user/me', { user: other })).json.data.refCode as string;
      const referrerId = (await userRow(ctx, referrer))?.id;

      const friend = newTelegramUser({ first_name: 'Amélie' });
      await post(ctx, messageUpdate(friend, `/start ref_${refCode}`));
      expect((await userRow(ctx, friend))?.referrer_id).toBe(referrerId);
      // The referrer hears of it through the outbox.
      await expect.poll(() => repliesTo(referrer).map((body) => body.text), { timeout: 10_000 }).toEqual([botText('en', 'kind.friend_joined', { name: 'Amélie' })]);

      await post(ctx, messageUpdate(friend, `/start ref_${otherCode}`));
      expect((await userRow(ctx, friend))?.referrer_id).toBe(referrerId);
      await post(ctx, messageUpdate(other, `/start ref_${otherCode}`));
      expect((await userRow(ctx, other))?.referrer_id).toBeNull();
    });

    it.each([
      ['no secret', null],
      ['a wrong secret', 'not-the-secret-0123456789'],
      ['a secret of another length', 'x'],
    ])('refuses an update with %s (401) and processes nothing', async (_, secret) => {
      const user = newTelegramUser();
      const response = await post(ctx, messageUpdate(user, '/start'), secret);
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ error: { code: 'webhook_unauthorized' } });
      expect(await userRow(ctx, user)).toBeUndefined();
      expect(standIn.calls.filter((call) => call.method === 'sendMessage')).toEqual([]);
    });

    it('handles the same update_id once', async () => {
      const user = newTelegramUser();
      const update = messageUpdate(user, '/help');
      expect((await post(ctx, update)).status).toBe(200);
      expect((await post(ctx, update)).status).toBe(200);
      expect(repliesTo(user)).toHaveLength(1);
    });

    it.each([
      ['not JSON', '{"update_id": 1,', 400],
      ['no update_id', JSON.stringify({ message: { text: '/start' } }), 400],
      ['a negative update_id', JSON.stringify({ update_id: -1 }), 400],
      ['an array', '[1, 2]', 400],
      ['an oversized body', JSON.stringify({ update_id: 5, message: { text: 'x'.repeat(300 * 1024) } }), 413],
    ])('answers a body with %s with a clear 4xx and processes nothing', async (_, body, status) => {
      const response = await post(ctx, body);
      expect(response.status).toBe(status);
      expect(response.json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      expect(standIn.calls.filter((call) => call.method === 'sendMessage')).toEqual([]);
    });
  },
  { BOT_TOKEN: BOT_TEST_TOKEN, BOT_WEBHOOK_SECRET: WEBHOOK_SECRET, TELEGRAM_API_BASE: standIn.url, PUBLIC_URL },
  {},
  { pollMs: 50 },
);

describeEachDb(
  'no bot with the dev token',
  (ctx) => {
    it('registers no webhook and calls nothing at Telegram, so `npm start` stays offline', async () => {
      standIn.calls.length = 0;
      const response = await post(ctx, messageUpdate(newTelegramUser(), '/start'));
      expect(response.status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(standIn.calls).toEqual([]);
    });
  },
  { TELEGRAM_API_BASE: standIn.url, BOT_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL },
);
