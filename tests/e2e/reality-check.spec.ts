/**
 * The reality check end to end (docs/player-protection.md) against a server whose reality-check
 * minute lasts half a second (REALITY_CHECK_MINUTE_S, refused in production): after an order, the
 * dialog comes when the server's session reaches 15 "minutes" (7.5 s), with the time played and the net
 * result; it blocks the page until answered (Escape is no answer, the game behind cannot be
 * tapped); "Stop playing" comes first; "Keep playing" closes it until the next one; "Stop playing"
 * closes the mini app in Telegram.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authHeader, freshUser } from './play-api';
import { sidePort, spawnServer } from './spawn-server';
import { expect, test } from './telegram-host';

test.setTimeout(120_000);

test('the reality check comes after its interval, blocks the page until answered, and Stop playing closes the mini app', async ({ page, telegram, request }) => {
  const server = await spawnServer({ dataDir: mkdtempSync(join(tmpdir(), 'sendswin-e2e-reality-')), port: sidePort(9), env: { REALITY_CHECK_MINUTE_S: '0.5', RATE_LIMIT_PER_MIN: '0' } });
  try {
    const user = freshUser();
    const chosen = await request.put(new URL('api/v1/player/reality-check', server.url).href, { headers: { Authorization: authHeader(user) }, data: { minutes: 15 } });
    expect(chosen.status()).toBe(200);
    await telegram.open(server.url, { user });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('region', { name: 'Result' })).toContainText(/You (won|lost)/);

    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    // 7.5 s, read by the page a quarter second later (up to 4 s late on a loaded machine).
    await expect(dialog).toContainText(/Time played: 0:00:(0[7-9]|1[01])/);
    await expect(dialog).toContainText(/Net result this session: -?\d+\.\d+ USDT/);
    await expect(dialog.getByRole('button')).toHaveText(['Stop playing', 'Keep playing']);
    // Escape is no answer, and a tap on the game behind lands on the dialog's backdrop, not on Place order.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    const placeOrder = await page.locator('.order-form__submit').boundingBox();
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null, [placeOrder!.x + placeOrder!.width / 2, placeOrder!.y + placeOrder!.height / 2]);
    expect(hit).toBeNull();
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await expect(dialog).toBeHidden();

    await expect(dialog).toBeVisible({ timeout: 30_000 });
    // The second check at 15 s (or the third, 22.5 s, when a loaded machine made the answer late).
    await expect(dialog).toContainText(/Time played: 0:00:(1[5-9]|2[0-4])/);
    await dialog.getByRole('button', { name: 'Stop playing' }).click();
    await expect.poll(async () => (await telegram.events()).map((event) => event.eventType)).toContain('web_app_close');
  } finally {
    await server.stop();
  }
});
