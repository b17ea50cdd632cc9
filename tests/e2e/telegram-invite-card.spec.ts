/**
 * The invite cards, end to end: a server of our own (spawn-server.ts) whose Bot API is a
 * local stand-in (TELEGRAM_API_BASE) that checks savePreparedInlineMessage as Telegram would. From
 * 8.0, Share posts web_app_send_prepared_message with the id the stand-in returned and toasts
 * Telegram's answer; below 8.0 the share link stays.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_BOT_TOKEN } from '../../server/config';
import { startBotApiStandIn, type BotApiStandIn } from '../server/helpers/bot-api-stand-in';
import { freshUser } from './play-api';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { expect, test, TelegramWeb } from './telegram-host';

let standIn: BotApiStandIn;
let server: SpawnedServer;

test.beforeAll(async () => {
  // A second server's start (PGlite, migrations) takes long on a loaded machine.
  test.setTimeout(90_000);
  standIn = await startBotApiStandIn({ token: DEV_BOT_TOKEN });
  server = await spawnServer({ dataDir: mkdtempSync(join(tmpdir(), 'sendswin-invite-')), env: { TELEGRAM_API_BASE: standIn.url, RATE_LIMIT_PER_MIN: '0' } });
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

const shares = (events: Array<{ eventType: string; eventData: unknown }>) =>
  events.filter((event) => event.eventType === 'web_app_send_prepared_message' || event.eventType === 'web_app_open_tg_link');

test('proxy 8.0: Share sends the prepared invite card and toasts Telegram’s answer', async ({ page, telegram }) => {
  const user = freshUser('Inviter');
  await telegram.open(`${server.url}friends`, { version: '8.0', user });
  const link = new URL(await page.getByRole('textbox', { name: 'Your invite link' }).inputValue());

  const issued = standIn.ids.length;
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => standIn.ids.length).toBe(issued + 1);
  await expect.poll(async () => shares(await telegram.events())).toEqual([
    { eventType: 'web_app_send_prepared_message', eventData: { id: standIn.ids.at(-1) } },
  ]);
  // What Telegram was asked for: the player's card, its button opening the app with the refCode.
  const body = standIn.requests.at(-1)?.body as { user_id: number; result: { input_message_content: { message_text: string }; reply_markup: unknown } };
  expect(body.user_id).toBe(user.id);
  expect(body.result.input_message_content.message_text).toBe('Join me in SendsWin: pick a side, place a stake and win USDT!');
  expect(body.result.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Play SendsWin', url: link.href }]] });

  await telegram.send('prepared_message_sent');
  await expect(page.getByRole('status', { name: 'Invite sent!' })).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(async () => shares(await telegram.events())).toHaveLength(2);
  await telegram.send('prepared_message_failed', { error: 'USER_DECLINED' });
  await expect(page.getByRole('alert', { name: 'The invite was not sent.' })).toBeVisible();
});

test('proxy 8.0: when the Bot API refuses, Share falls back to the share link', async ({ page, telegram }) => {
  standIn.failing = true;
  try {
    await telegram.open(`${server.url}friends`, { version: '8.0', user: freshUser('Fallback') });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(async () => shares(await telegram.events()).map((event) => event.eventType)).toEqual(['web_app_open_tg_link']);
  } finally {
    standIn.failing = false;
  }
});

test('proxy 7.10: Share keeps the share link and asks the server for nothing', async ({ page, telegram }) => {
  const before = standIn.requests.length;
  await telegram.open(`${server.url}friends`, { version: '7.10', user: freshUser('Older') });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(async () => shares(await telegram.events()).map((event) => event.eventType)).toEqual(['web_app_open_tg_link']);
  expect(standIn.requests.length).toBe(before);
});

test('Telegram Web 8.0: the invite card through the parent frame', async ({ page, context }) => {
  // As the telegramWeb fixture does, but framing this spec's own server.
  await context.grantPermissions(['local-network-access'], { origin: 'https://web.telegram.org' });
  const web = new TelegramWeb(page, server.url.replace(/\/$/, ''));
  await web.open('/friends', { version: '8.0', user: freshUser('Framed') });
  const issued = standIn.ids.length;
  await web.app.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => standIn.ids.length).toBe(issued + 1);
  await expect.poll(async () => shares(await web.events())).toEqual([{ eventType: 'web_app_send_prepared_message', eventData: { id: standIn.ids.at(-1) } }]);
  await web.send('prepared_message_sent');
  await expect(web.app.getByRole('status', { name: 'Invite sent!' })).toBeVisible();
});
