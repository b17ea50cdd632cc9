/**
 * Player protection in WebKit (docs/player-protection.md), as Telegram on iOS has it (no service
 * worker): a used-up daily loss limit refuses the app's order in words; a 24-hour time-out taken
 * on Play safely after its confirmation, and the screen says until when.
 */
import { randomUUID } from 'node:crypto';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { tmaAuthorization, type InitDataUser } from '../../server/auth/sign-init-data';
import { allByRole, byRole, byText, openBrowser, tapRole, telegramEvents, waitUntil } from './browser';
import { spawnServer } from '../e2e/spawn-server';
import { tempDir } from '../e2e/pwa-helpers';
import { freshUser, launchHash, signedInitData } from './launch';
import { startTelegramWebview } from './telegram-webview';

async function call(user: InitDataUser, method: string, path: string, body: unknown, serverUrl = inject('serverUrl')) {
  const response = await fetch(new URL(`api/v1${path}`, serverUrl), {
    method,
    headers: { Authorization: tmaAuthorization(signedInitData(user)), 'Idempotency-Key': randomUUID(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data: { amount: string; payout: string } } };
}

describe('WebKit, player protection', () => {
  let driver: WebDriver;
  const cleanups: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    driver = await openBrowser();
    cleanups.push(() => driver.quit());
  });

  afterEach(async () => {
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup().catch(() => {});
  });

  async function launch(user: InitDataUser, serverUrl = inject('serverUrl')): Promise<void> {
    const webview = await startTelegramWebview(serverUrl);
    cleanups.push(() => webview.close());
    await driver.get(`${webview.url}?sw=off#${launchHash(user)}`);
    await byRole(driver, 'heading', 'Home');
    await waitUntil(driver, 'the app to start', () => telegramEvents(driver), (events) => events.includes('web_app_ready'));
  }

  it('a used-up daily loss limit refuses the order with the translated reason', { timeout: 90_000 }, async () => {
    const user = freshUser();
    expect((await call(user, 'PUT', '/player/limits', { kind: 'loss', period: 'day', amount: '2' })).status).toBe(200);
    // Stake what is left until a loss uses the limit up exactly (a win, 1 in 10, widens it).
    // A stake is at most 1,000 USDT (MAX_STAKE_MICRO): after three wins in a row the room passes it.
    let room = 2_000_000;
    for (let i = 0; i < 20 && room > 0; i += 1) {
      const order = await call(user, 'POST', '/game/orders', { game: 'lucky_number', option: 'lucky_number', number: 3, amount: (Math.min(room, 1_000_000_000) / 1e6).toFixed(6) });
      room -= Math.round((Number(order.json.data.amount) - Number(order.json.data.payout)) * 1e6);
    }
    expect(room).toBe(0);
    await launch(user);
    await tapRole(driver, 'button', 'Place order');
    // The refusal names the limit, its period and when it resets (tests/e2e/player-protection.spec.ts checks the date's format).
    await byText(driver, /^Limit reached: Losses, Per day, 2\.00 USDT\. It resets on .+\.$/);
  });

  it('a 24-hour time-out starts after its confirmation and Play safely says until when', { timeout: 90_000 }, async () => {
    const user = freshUser();
    await launch(user);
    await tapRole(driver, 'link', 'Profile');
    await tapRole(driver, 'link', 'Play safely');
    await byRole(driver, 'heading', 'Play safely');
    await tapRole(driver, 'button', 'Days: 1');
    await tapRole(driver, 'button', 'Confirm');
    await byText(driver, /^On a break until /);
    const refused = await call(user, 'POST', '/game/orders', { game: 'odd_even', option: 'odd', amount: '1' });
    expect(refused.status, `the order's answer: ${JSON.stringify(refused.json)}`).toBe(403);
  });

  it('the reality check comes after its interval; Stop closes the mini app', { timeout: 120_000 }, async () => {
    // Its own server, whose reality-check minute lasts half a second (refused in production).
    const data = tempDir('sendswin-webkit-reality-');
    const server = await spawnServer({ dataDir: data.path, env: { RATE_LIMIT_PER_MIN: '0', REALITY_CHECK_MINUTE_S: '0.5' } });
    cleanups.push(async () => data.remove(), () => server.stop());
    const user = freshUser();
    expect((await call(user, 'PUT', '/player/reality-check', { minutes: 15 }, server.url)).status).toBe(200);
    await launch(user, server.url);
    await tapRole(driver, 'button', 'Place order');
    const dialog = await driver.wait(async () => (await allByRole(driver, 'dialog', 'Reality check'))[0] ?? false, 40_000, 'no reality check');
    expect(await (dialog as WebElement).getText()).toMatch(/Time played: 0:00:\d\d[\s\S]*Net result this session: -?\d+\.\d+ USDT/);
    await tapRole(driver, 'button', 'Stop playing');
    await waitUntil(driver, 'the mini app to close', () => telegramEvents(driver), (events) => events.includes('web_app_close'));
  });
});
