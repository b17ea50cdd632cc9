/**
 * A 10 USDT withdrawal end to end, in real Chromium against the real server (its payout worker on,
 * with a W5 hot wallet from a mnemonic file) and the toncenter stand-in, which runs the signed
 * message on the real W5 contract in @ton/sandbox and indexes the jetton transfer it produced. The
 * player's wallet is bound through the real POST /wallet/bind with a ton_proof signed by a real W5
 * key (the app has no binding UI yet: docs/payments.md); the player withdraws on /wallet and sees
 * `Sent.` with the transaction link and the balance 10 lower. A referral withdraw with a bound
 * wallet goes out the same way, from the house's referral expense, the balance untouched.
 */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { TERMS_VERSION } from '../../src/contract/protection';
import { checkProofRequest, newTestWallet } from '../server/helpers/ton-connect-proof';
import { startToncenterStandIn, type ToncenterStandIn } from '../server/helpers/toncenter-stand-in';
import { callApi, spawnServer, type SpawnedServer } from './spawn-server';
import { expect, launchHash, test } from './telegram-host';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd5));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x09));
const PLAYER = { id: 700_000_302, first_name: 'Wendy', last_name: 'Withdraw', language_code: 'en' };
const REFERRER = { id: 700_000_303, first_name: 'Rita', last_name: 'Referrer', language_code: 'en' };
const REFERRED = { id: 700_000_304, first_name: 'Ray', last_name: 'Referred', language_code: 'en' };
const WEEK_S = 7 * 24 * 3600;

let server: SpawnedServer | undefined;
let chain: ToncenterStandIn | undefined;
test.afterEach(async () => {
  await server?.stop();
  await chain?.close();
  chain = undefined;
});

async function startChainAndServer(dir: string, extra: Record<string, string> = {}): Promise<SpawnedServer> {
  chain ??= await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, port: 4464 });
  const mnemonicFile = join(dir, 'hot-wallet');
  writeFileSync(mnemonicFile, (await mnemonicNew()).join(' '));
  chmodSync(mnemonicFile, 0o600);
  return spawnServer({
    dataDir: join(dir, 'data'),
    env: {
      PAYMENTS: 'on',
      TON_API_BASE: chain.url,
      TON_NETWORK: 'testnet',
      TON_DEPOSIT_ADDRESS: DEPOSIT_ADDRESS.toString({ testOnly: true }),
      TON_USDT_MASTER: USDT_MASTER.toString({ testOnly: true }),
      TON_POLL_INTERVAL_MS: '300',
      TON_HOT_WALLET_MNEMONIC_FILE: mnemonicFile,
      ...extra,
    },
  });
}

/** Binds a fresh W5 wallet to the user through the real POST /wallet/bind. */
async function bindWallet(user: InitDataUser) {
  const caller = { user, authDate: Math.floor(Date.now() / 1000) };
  const wallet = newTestWallet('v5');
  expect((await callApi(server!, caller, 'POST', '/player/terms', { version: TERMS_VERSION, adult: true })).status).toBe(200);
  const { json: issued } = await callApi<{ data: { payload: string } }>(server!, caller, 'GET', '/wallet/proof-payload');
  const bind = await callApi(server!, caller, 'POST', '/wallet/bind', checkProofRequest(wallet, { payload: issued.data.payload, domain: new URL(server!.url).host }));
  expect(bind.status).toBe(200);
  return wallet;
}

test('a referral withdraw with a bound wallet is paid out on chain the same way, the balance untouched', async ({ page, telegram: _telegram }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-e2e-refpayout-'));
  // Last week: the referred player stakes 20 USDT (0.20 USDT into the referrer's circle).
  server = await startChainAndServer(dir, { CLOCK_OFFSET_S: String(-WEEK_S) });
  const lastWeek = Math.floor(Date.now() / 1000) - WEEK_S;
  const referrer = await callApi<{ data: { refCode: string } }>(server, { user: REFERRER, authDate: lastWeek }, 'GET', '/user/me');
  const referred = { user: REFERRED, authDate: lastWeek, startParam: referrer.json.data.refCode };
  expect((await callApi(server, referred, 'POST', '/game/orders', { game: 'odd_even', option: 'even', amount: '20' })).status).toBe(201);
  await server.stop();

  server = await startChainAndServer(dir);
  const wallet = await bindWallet(REFERRER);
  await page.goto(`${server.url}#${launchHash({ user: REFERRER })}`);
  await page.getByRole('link', { name: 'Friends', exact: true }).click();
  await page.getByRole('region', { name: 'Last week' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Payout 0.20 USDT is processing.')).toBeVisible();
  await page.goto(`${server.url}wallet#${launchHash({ user: REFERRER })}`);
  const line = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
  await expect(line).toContainText('Referral payout 0.20 USDT to your wallet', { timeout: 20_000 });
  await expect(line).toContainText('Sent.', { timeout: 30_000 });
  await expect(line.getByRole('link', { name: 'View the transaction' })).toHaveAttribute('href', /^https:\/\/testnet\.tonviewer\.com\/transaction\/[0-9a-f]{64}$/);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('1000.00 USDT');
  const accepted = chain!.sent.filter((message) => message.accepted);
  expect(accepted.map((message) => message.jettonTransfer)).toEqual([expect.objectContaining({ amount: 200_000n, destination: wallet.address.toRawString().toUpperCase() })]);
});

test('a 10 USDT withdrawal to the bound wallet is sent on chain once, shown as sent with its transaction link, and the balance is 10 lower', async ({ page, telegram: _telegram }) => {
  test.setTimeout(120_000);
  server = await startChainAndServer(mkdtempSync(join(tmpdir(), 'sendswin-e2e-withdraw-')));
  const wallet = await bindWallet(PLAYER);

  await page.goto(`${server.url}#${launchHash({ user: PLAYER })}`);
  await page.getByRole('link', { name: 'Balance: 1000.00 USDT' }).click();
  const form = page.getByRole('region', { name: 'Withdraw USDT' });
  await form.getByRole('textbox', { name: 'Amount (USDT)' }).fill('10');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawal of 10.00 USDT requested.')).toBeVisible();

  const line = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
  await expect(line).toContainText('Withdrawal 10.00 USDT', { timeout: 20_000 });
  await expect(line).toContainText('Sent.', { timeout: 30_000 });
  await expect(line.getByRole('link', { name: 'View the transaction' })).toHaveAttribute('href', /^https:\/\/testnet\.tonviewer\.com\/transaction\/[0-9a-f]{64}$/);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('990.00 USDT');
  // The chain took exactly one message, paying 10 USDT to the bound wallet.
  const accepted = chain!.sent.filter((message) => message.accepted);
  expect(accepted).toHaveLength(1);
  expect(accepted[0]!.jettonTransfer).toMatchObject({ amount: 10_000_000n, destination: wallet.address.toRawString().toUpperCase() });
});
