/**
 * POST /api/v1/referral/prepared-message against a local stand-in of the Bot API (TELEGRAM_API_BASE):
 * the request Telegram would get, the id the app gets back, and every failure as a clear error.
 */
import { afterAll, beforeEach, expect, it } from 'vitest';
import { DEV_BOT_TOKEN } from '../../server/config';
import { createBotApi } from '../../server/telegram/bot-api';
import { startBotApiStandIn } from './helpers/bot-api-stand-in';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

const standIn = await startBotApiStandIn({ token: DEV_BOT_TOKEN, botUsername: 'sendswin_test_bot' });
afterAll(() => standIn.close());

const CARD = { text: '  Join me in SendsWin!  ', buttonText: ' Play SendsWin ' };

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
          description: 'Join me in SendsWin!',
          input_message_content: { message_text: 'Join me in SendsWin!' },
          reply_markup: { inline_keyboard: [[{ text: 'Play SendsWin', url: `https://t.me/sendswin_test_bot?startapp=${refCode}` }]] },
        },
        allow_user_chats: true,
        allow_group_chats: true,
      });
    });

    it.each([
      ['no text', { buttonText: 'Play' }],
      ['a blank text', { text: '   ', buttonText: 'Play' }],
      ['a text of 1025 characters', { text: 'x'.repeat(1025), buttonText: 'Play' }],
      ['a button text of 65 characters', { text: 'Hi', buttonText: 'x'.repeat(65) }],
      ['a number for text', { text: 5, buttonText: 'Play' }],
    ])('refuses %s with 400 invalid_request and calls nobody', async (_case, body) => {
      const response = await ctx.call('POST', '/api/v1/referral/prepared-message', { user: newTelegramUser(), body });
      expect(response.status).toBe(400);
      expect(response.json.error).toEqual({ code: 'invalid_request', message: expect.stringMatching(/text|buttonText/) });
      expect(standIn.requests).toEqual([]);
    });

    it('accepts the longest texts', async () => {
      const response = await ctx.call('POST', '/api/v1/referral/prepared-message', {
        user: newTelegramUser(),
        body: { text: 'x'.repeat(1024), buttonText: 'y'.repeat(64) },
      });
      expect(response.status).toBe(200);
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
