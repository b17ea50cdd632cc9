/**
 * Knowing the player end to end (docs/compliance.md): a server with payments on, a jurisdiction
 * profiles file whose profiles ask tier 1 for real stakes, and the provider's stand-in
 * (tests/server/helpers/sumsub-stand-in.ts) as KYC_API_BASE. A new player's order is refused, and
 * the app opens the verification screen (not a toast): it asks where they live, says which level
 * and why, and starts the provider's Web SDK (a stand-in script, answered by page.route at the URL
 * the server hands out) with the token the stand-in issued. The stand-in's signed webhook
 * verifies them; Place order then works (201). A player declaring a country the licence does not
 * cover meets the polite blocked screen.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import type { Page } from '@playwright/test';
import { KYC_TEST_KEYS, startKycStandIn, type KycStandIn } from '../server/helpers/sumsub-stand-in';
import { startToncenterStandIn, type ToncenterStandIn } from '../server/helpers/toncenter-stand-in';
import { authHeader, freshUser } from './play-api';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { expect, launchHash, test } from './telegram-host';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xe1));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x0e));
/** Where the server says the Web SDK is; the page's requests to it are answered by the stand-in script below. */
const SDK_URL = 'https://websdk.provider.test/sns-websdk-builder.js';

/** The provider's builder script as the app calls it: draws a form into the container and submits on its button. */
const STAND_IN_SDK = `window.snsWebSdk = { init(token) {
  let submitted = () => {};
  const builder = {
    withConf(conf) { window.__sdkLang = conf.lang; return builder; },
    withOptions() { return builder; },
    on(event, handler) { if (event === 'idCheck.onApplicantSubmitted') submitted = handler; return builder; },
    build() { return { launch(selector) {
      window.__sdkToken = token;
      const form = document.createElement('form');
      form.setAttribute('aria-label', 'Provider form');
      const send = document.createElement('button');
      send.textContent = 'Send documents';
      form.append(send);
      form.addEventListener('submit', (event) => { event.preventDefault(); submitted({}); });
      document.querySelector(selector).append(form);
    } }; },
  };
  return builder;
} };`;

const PROFILES = {
  profiles: {
    CW: { allowed: true, tier: { stake: 1, deposit: 1, withdraw: 0 } },
    US: { allowed: false, tier: { stake: 2, deposit: 2, withdraw: 0 } },
    '*': { allowed: true, tier: { stake: 1, deposit: 1, withdraw: 0 } },
  },
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let kyc: KycStandIn;
let chain: ToncenterStandIn;
let server: SpawnedServer;

test.beforeAll(async () => {
  test.setTimeout(240_000); // a server of its own, with payments on, starts slowly on a busy machine
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-e2e-verification-'));
  const profiles = join(dir, 'profiles.json');
  writeFileSync(profiles, JSON.stringify(PROFILES));
  kyc = await startKycStandIn();
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });
  server = await spawnServer({
    dataDir: join(dir, 'data'),
    env: {
      PAYMENTS: 'on',
      TON_API_BASE: chain.url,
      TON_NETWORK: 'testnet',
      TON_DEPOSIT_ADDRESS: DEPOSIT_ADDRESS.toString({ testOnly: true }),
      TON_USDT_MASTER: USDT_MASTER.toString({ testOnly: true }),
      TON_POLL_INTERVAL_MS: '60000',
      JURISDICTION_PROFILES: profiles,
      ...kyc.env,
      KYC_SDK_URL: SDK_URL,
      RATE_LIMIT_PER_MIN: '0',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await chain?.close();
  await kyc?.close();
});

/** The player as the server knows them once they opened the app (the residence needs a player). */
async function enrol(user: ReturnType<typeof freshUser>, country: string): Promise<void> {
  const headers = { Authorization: authHeader(user), 'content-type': 'application/json' };
  expect((await fetch(new URL('api/v1/user/me', server.url), { headers })).status).toBe(200);
  expect((await fetch(new URL('api/v1/player/residence', server.url), { method: 'POST', headers, body: JSON.stringify({ country }) })).status).toBe(200);
}

async function serveStandInSdk(page: Page): Promise<void> {
  await page.route(SDK_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN_SDK }));
}

test('a player whose profile asks tier 1 for real stakes is shown the verification screen, is verified by the provider, and then places an order', async ({ page, telegram: _telegram }) => {
  const user = freshUser('Vera');
  await serveStandInSdk(page);
  await page.goto(`${server.url}#${launchHash({ user })}`);
  await expect(page.locator('#static-shell')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();

  // The refusal opens a screen of its own: first where the player lives, then the level and why.
  await expect(page).toHaveURL(/\/verification\?action=stake&tier=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  const residence = page.getByRole('form', { name: 'Where do you live?' });
  await residence.getByRole('combobox', { name: 'Country of residence' }).selectOption('CW');
  await residence.getByRole('button', { name: 'Continue' }).click();
  const panel = page.getByRole('region', { name: 'Verify your identity' });
  await expect(panel).toContainText('To play with real money, you need level 1 verification.');
  await expect(panel).toContainText('Your documents go straight to our verification partner, never to us.');
  await page.screenshot({ path: 'test-results/verification-screen-en.png', fullPage: true });

  // The SDK's script loads only now, from the server's URL, with the token the provider issued.
  await panel.getByRole('button', { name: 'Start verification' }).click();
  await page.getByRole('form', { name: 'Provider form' }).getByRole('button', { name: 'Send documents' }).click();
  await expect(panel.getByRole('status')).toContainText('your documents are with our verification partner');
  const issued = kyc.tokens.filter((token) => token.userId === String(user.id));
  expect(issued.at(-1)?.levelName).toBe(KYC_TEST_KEYS.levelT1);
  expect(await page.evaluate(() => (window as unknown as { __sdkToken?: string }).__sdkToken)).toBe(issued.at(-1)?.token);

  // The provider reviews: its signed webhook raises the tier.
  const review = kyc.review(user.id, KYC_TEST_KEYS.levelT1, 'GREEN');
  const delivered = await fetch(new URL('kyc/webhook', server.url), { method: 'POST', headers: review.headers, body: review.payload });
  expect(delivered.status).toBe(200);
  await panel.getByRole('button', { name: 'Check my status' }).click();
  await expect(page.getByRole('region', { name: 'You are verified' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to home' }).click();
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/v1/game/orders') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await placed).status()).toBe(201);
  await expect(page.getByRole('region', { name: 'Result' })).toContainText(/You (won|lost)/);
});

test('the verification screen reads right to left in Arabic', async ({ page, telegram: _telegram }) => {
  const user = { ...freshUser('Amal'), language_code: 'ar' };
  await serveStandInSdk(page);
  await enrol(user, 'CW');
  await page.goto(`${server.url}verification?action=stake&tier=1#${launchHash({ user })}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const panel = page.getByRole('region', { name: 'تحقّق من هويتك' });
  await expect(panel).toContainText('للعب بأموال حقيقية تحتاج إلى التحقق من المستوى 1.');
  await expect(panel.getByRole('button', { name: 'ابدأ التحقق' })).toBeVisible();
  await page.screenshot({ path: 'test-results/verification-screen-ar.png', fullPage: true });
});

test('where Telegram’s web view has no camera (Telegram Desktop), the screen offers to continue in the system browser through openLink', async ({ page, telegram }) => {
  const user = freshUser('Desmond');
  await enrol(user, 'CW');
  await page.goto(`${server.url}verification?action=stake&tier=1#${launchHash({ user, platform: 'tdesktop' })}`);
  const panel = page.getByRole('region', { name: 'Verify your identity' });
  await expect(panel).toContainText('Telegram cannot open the camera here.');
  await panel.getByRole('button', { name: 'Continue in the browser' }).click();
  await expect
    .poll(async () => (await telegram.events()).find((event) => event.eventType === 'web_app_open_link')?.eventData)
    .toEqual(expect.objectContaining({ url: `${server.url}verification?action=stake&tier=1` }));
});

test('a player who declares a country the licence does not cover meets the polite blocked screen', async ({ page, telegram: _telegram }) => {
  const user = freshUser('Uma');
  await enrol(user, 'US');
  await page.goto(`${server.url}#${launchHash({ user })}`);
  await expect(page.locator('#static-shell')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/not-available\?country=US$/);
  const panel = page.getByRole('region', { name: 'Not available in your country' });
  await expect(panel).toContainText('play with real money is not offered in United States');
  await expect(panel.getByRole('link', { name: 'Open the wallet' })).toBeVisible();
  await page.screenshot({ path: 'test-results/not-available-en.png', fullPage: true });
});
