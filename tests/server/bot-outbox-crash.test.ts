/**
 * The outbox survives a crash between the fact's commit and the send (docs/bot.md): the real server
 * process commits a referral (a "friend joined" notification for the referrer) while the Bot API is
 * unreachable, is killed with SIGKILL, and after a restart on the same data the message goes out once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { botText } from '../../src/i18n/bot/catalogues';
import { startBotApiStandIn } from './helpers/bot-api-stand-in';
import { startServerProcess, TEST_BOT_TOKEN, type ServerProcess } from './helpers/server-process';
import { newTelegramUser } from './helpers/test-server';

const standIn = await startBotApiStandIn({ token: TEST_BOT_TOKEN });
const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-bot-crash-'));
let running: ServerProcess | null = null;
afterAll(async () => {
  await running?.stop();
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function me(server: ServerProcess, user: ReturnType<typeof newTelegramUser>, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/api/v1/user/me`, { headers: { authorization: server.authFor(user), ...headers } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { refCode: string } }).data;
}

it('sends a notification committed before a SIGKILL after the restart, once', async () => {
  const env = { DATA_DIR: dataDir, TELEGRAM_API_BASE: standIn.url };
  standIn.down = true;
  running = await startServerProcess(env);
  const referrer = newTelegramUser();
  const friend = newTelegramUser({ first_name: 'Zoë' });
  const { refCode } = await me(running, referrer);
  await me(running, friend, { 'x-ref-code': refCode });

  running.child.kill('SIGKILL');
  await running.exited;
  running = null;
  standIn.down = false;
  expect(standIn.callsOf('sendMessage')).toEqual([]);

  running = await startServerProcess(env);
  await expect.poll(() => standIn.callsOf('sendMessage').filter((call) => call.chatId === referrer.id).length, { timeout: 60_000, interval: 250 }).toBe(1);
  expect(standIn.callsOf('sendMessage')[0]?.body.text).toBe(botText('en', 'kind.friend_joined', { name: 'Zoë' }));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(standIn.callsOf('sendMessage')).toHaveLength(1);
}, 150_000);
