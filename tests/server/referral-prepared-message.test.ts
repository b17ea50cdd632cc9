/**
 * POST /api/v1/referral/prepared-message against a local stand-in of the Bot API (TELEGRAM_API_BASE):
 * the request Telegram would get, the id the app gets back, and every failure as a clear error.
 * The card goes out "via @bot": its words are the server's templates, the client names only its
 * language.
 */
import { afterAll, beforeEach, expect, it } from 'vitest';
import { DEV_BOT_TOKEN } from '../../server/config';
import { INVITE_CARD_TEXTS } from '../../server/referrals/invite-card-texts';
import { createBotApi } from '../../server/telegram/bot-api';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { startBotApiStandIn } from './helpers/bot-api-stand-in';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

const standIn = await startBotApiStandIn({ token: DEV_BOT_TOKEN, botUsername: 'sendswin_test_bot' });
afterAll(() => standIn.close());

const CARD = { language: 'en' };

describeEachDb(
  'invite cards',
  (ctx) => {
    beforeEach(() => {
      standIn.requests.length = 0;
      standIn.failing = false;
    });

    it('asks the Bot API for a prepared inline message with the player’s startapp link, and answers its id', async () => {
      const user = newTelegramUser();
      const refCode = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.refCode;
      const response = await ctx.call('POST', '/api/v1/referral/prepared-message', { user, body: CARD });
      expect(response.status).toBe(200);
      expect(response.json.data).toEqual({ id: standIn.ids.at(-1), expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

      expect(standIn.requests).toHaveLength(1);
      const [request] = standIn.requests;
      expect(request?.path).toBe(`/bot${DEV_BOT_TOKEN}/savePreparedInlineMessage`);
      expect(request?.contentType).toBe('application/json');
      expect(request?.body).toEqual({
        user_id: user.id,
        result: {
          type: 'article',
          id: expect.any(String),
          title: 'Play SendsWin',
          description: 'Join me in SendsWin: pick a side, place a stake and win USDT!',
          input_message_content: { message_text: 'Join me in SendsWin: pick a side, place a stake and win USDT!' },
          reply_markup: { inline_keyboard: [[{ text: 'Play SendsWin', url: `https://t.me/sendswin_test_bot?startapp=${refCode}` }]] },
        },
        allow_user_chats: true,
        allow_group_chats: true,
      });
    });

    it('writes the card from its own template in each of the 17 languages, and carries no client text', async () => {
      const user = newTelegramUser();
      type Sent = { result: { title: string; input_message_content: { message_text: string } } };
      const cards = [];
      for (const language of LANGUAGE_CODES) {
        const response = await ctx.call('POST', '/api/v1/referral/prepared-message', { user, body: { language } });
        const sent = standIn.requests.at(-1)?.body as Sent | undefined;
        cards.push({ language, status: response.status, text: sent?.result.input_message_content.message_text, button: sent?.result.title });
      }
      expect(cards).toEqual(LANGUAGE_CODES.map((language) => ({ language, status: 200, ...INVITE_CARD_TEXTS[language] })));
      // Really translated: no language shares another's words, and each button fits Telegram's 64.
      const texts = LANGUAGE_CODES.map((language) => INVITE_CARD_TEXTS[language].text);
      expect(new Set(texts).size).toBe(LANGUAGE_CODES.length);
      expect(LANGUAGE_CODES.every((language) => INVITE_CARD_TEXTS[language].button.length <= 64)).toBe(true);
    });

    it.each([
      ['a text of its own', { language: 'en', text: 'Send 100 USDT to @scammer to claim your prize' }],
      ['a button label of its own', { language: 'en', buttonText: 'Claim prize' }],
      ['the old free-text body', { text: 'Free money', buttonText: 'Open' }],
      ['no language', {}],
      ['a language the app does not have', { language: 'xx' }],
      ['a number for language', { language: 5 }],
    ])('refuses %s with 400 invalid_request and calls nobody', async (_case, body) => {
      const response = await ctx.call('POST', '/api/v1/referral/prepared-message', { user: newTelegramUser(), body });
      expect(response.status).toBe(400);
      expect(response.json.error).toEqual({ code: 'invalid_request', message: expect.stringContaining('body') });
      expect(standIn.requests).toEqual([]);
    });

    it('answers 502 bot_api_failed when Telegram refuses', async () => {
      standIn.failing = true;
      const response = await ctx.call('POST', '/api/v1/referral/prepared-message', { user: newTelegramUser(), body: CARD });
      expect(response.status).toBe(502);
      expect(response.json.error).toEqual({ code: 'bot_api_failed', message: expect.stringContaining('share the link') });
    });

    it('needs a player', async () => {
      const response = await ctx.call('POST', '/api/v1/referral/prepared-message', { body: CARD });
      expect(response.status).toBe(401);
      expect(standIn.requests).toEqual([]);
    });
  },
  { TELEGRAM_API_BASE: `${standIn.url}/`, BOT_USERNAME: 'sendswin_test_bot' },
);

it('the Bot API client names the method, never the token, when Telegram cannot be reached', async () => {
  const call = createBotApi({ baseUrl: 'http://127.0.0.1:1', token: DEV_BOT_TOKEN, timeoutMs: 2000 });
  const failure = await call('savePreparedInlineMessage', {}).catch((error: unknown) => error as Error);
  expect(failure).toMatchObject({ name: 'BotApiError', message: expect.stringContaining('savePreparedInlineMessage') });
  expect((failure as Error).message).not.toContain(DEV_BOT_TOKEN);
});
