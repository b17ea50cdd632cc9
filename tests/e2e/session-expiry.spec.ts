/**
 * Sessions that renew or say so (docs/sessions.md). Inside Telegram the app trades its
 * launch data for a session token at start, so an app left open past INIT_DATA_MAX_AGE_S still
 * places orders; once that token is revoked too, "Place order" leads to one clear screen (not to
 * nothing), and the event stream stops after its 401 instead of retrying it forever. Runs on a
 * server of its own with a short INIT_DATA_MAX_AGE_S.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { signInitData, tmaAuthorization } from '../../server/auth/sign-init-data';
import { DEV_BOT_TOKEN } from '../../server/config';
import { SILENCE_FALLBACK_MS } from '../../src/contract/event-channel';
import { freshUser } from './play-api';
import { sidePort, spawnServer, type SpawnedServer } from './spawn-server';
import { TelegramProxy, expect, nowS, test } from './telegram-host';

test.setTimeout(150_000);
test.use({ serviceWorkers: 'block' }); // the page makes the stream requests, so they are counted here

const MAX_AGE_S = 40;
const PORT = sidePort(3);

function call(server: SpawnedServer, user: InitDataUser, authDate: number, method: string, path: string): Promise<Response> {
  const authorization = tmaAuthorization(signInitData({ user, authDate }, DEV_BOT_TOKEN));
  return fetch(new URL(`api/v1${path}`, server.url), { method, headers: { authorization } });
}

test('launch data expires while the app is open: orders go on; revoked too: one clear screen, and the stream stops', async ({ context }) => {
  const server = await spawnServer({ dataDir: mkdtempSync(join(tmpdir(), 'sendswin-e2e-expiry-')), port: PORT, env: { INIT_DATA_MAX_AGE_S: String(MAX_AGE_S) } });
  try {
    const user = freshUser('Expiry');
    // Launch data a little younger than the limit: it expires a few seconds into the test.
    const authDate = nowS() - (MAX_AGE_S - 25);
    const page = await context.newPage();
    // The page's own clock, so the stream's retry timers can be run ahead instead of waited for.
    await page.clock.install();
    let streams = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/notifications/sse')) streams += 1;
    });
    const telegram = await TelegramProxy.install(page);
    await telegram.open(new URL('/', server.url).href, { user, authDate });
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await call(server, user, authDate, 'GET', '/user/me')).status, { timeout: 60_000, intervals: [1000] }).toBe(401);

    // The launch data is refused now; the app placed this order all the same.
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/game/orders'));
    await page.getByRole('button', { name: 'Place order' }).click();
    expect((await answered).status()).toBe(201);
    await expect(page.getByRole('region', { name: 'Result' })).toContainText(/You (won|lost)/);

    // The player logs out elsewhere: every token is revoked, and the launch data has expired.
    expect((await call(server, user, nowS(), 'POST', '/auth/logout')).status).toBe(204);
    const streamsAtRevoke = streams;
    // The tap leads to the clear screen. The stream's reconnect or a refetch may meet the 401
    // first and show it before the tap (seen under load): then there is no button left to tap.
    const ended = page.getByRole('heading', { level: 1, name: 'Your session has ended' });
    await page.getByRole('button', { name: 'Place order' }).click({ timeout: 10_000 }).catch(async (error: unknown) => {
      if (!(await ended.isVisible())) throw error;
    });
    await expect(ended).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Close the app and open it again from Telegram');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    // The stream: its reconnect meets the 401s and stops, or ends with the layout the ended screen
    // replaced. Five retry intervals and the silence fallback pass on the page's clock: any timer
    // left that would stream again fires now.
    await page.clock.runFor(SILENCE_FALLBACK_MS + 5 * 3000);
    expect(streams - streamsAtRevoke).toBeLessThanOrEqual(3);

    // Reopening inside Telegram: the app closes through the bridge, the player opens it again.
    await page.getByRole('button', { name: 'Close and reopen' }).click();
    await expect.poll(async () => (await telegram.events()).map((event) => event.eventType)).toContain('web_app_close');
  } finally {
    await context.close();
    await server.stop();
  }
});
