/**
 * A 10 USDT withdrawal end to end, in real Chromium against the real server (its payout worker on,
 * with a W5 hot wallet from a mnemonic file) and the toncenter stand-in, which runs the signed
 * message on the real W5 contract in @ton/sandbox and indexes the jetton transfer it produced. The
 * player's wallet is bound through the real POST /wallet/bind with a ton_proof signed by a real W5
 * key (the app has no binding UI yet: docs/payments.md); the player withdraws on /wallet and sees
 * `Sent.` with the transaction link and the balance 10 lower.
 */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import { checkProofRequest, newTestWallet } from '../server/helpers/ton-connect-proof';
import { startToncenterStandIn, type ToncenterStandIn } from '../server/helpers/toncenter-stand-in';
import { callApi, spawnServer, type SpawnedServer } from './spawn-server';
import { expect, launchHash, test } from './telegram-host';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd5));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x09));
const PLAYER = { id: 700_000_302, first_name: 'Wendy', last_name: 'Withdraw', language_code: 'en' };

let server: SpawnedServer | undefined;
let chain: ToncenterStandIn | undefined;
test.afterEach(async () => {
  await server?.stop();
  await chain?.close();
});

test('a 10 USDT withdrawal to the bound wallet is sent on chain once, shown as sent with its transaction link, and the balance is 10 lower', async ({ page }) => {
  test.setTimeout(120_000);
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, port: 4884 });
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-e2e-withdraw-'));
  const mnemonicFile = join(dir, 'hot-wallet');
  writeFileSync(mnemonicFile, (await mnemonicNew()).join(' '));
  chmodSync(mnemonicFile, 0o600);
  server = await spawnServer({
    dataDir: join(dir, 'data'),
    env: {
      PAYMENTS: 'on',
      TON_API_BASE: chain.url,
      TON_NETWORK: 'testnet',
      TON_DEPOSIT_ADDRESS: DEPOSIT_ADDRESS.toString({ testOnly: true }),
      TON_USDT_MASTER: USDT_MASTER.toString({ testOnly: true }),
      TON_POLL_INTERVAL_MS: '300',
      TON_HOT_WALLET_MNEMONIC_FILE: mnemonicFile,
    },
  });
  const caller = { user: PLAYER, authDate: Math.floor(Date.now() / 1000) };
  const wallet = newTestWallet('v5');
  const { json: issued } = await callApi<{ data: { payload: string } }>(server, caller, 'GET', '/wallet/proof-payload');
  const bind = await callApi(server, caller, 'POST', '/wallet/bind', checkProofRequest(wallet, { payload: issued.data.payload, domain: new URL(server.url).host }));
  expect(bind.status).toBe(200);

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
  const accepted = chain.sent.filter((message) => message.accepted);
  expect(accepted).toHaveLength(1);
  expect(accepted[0]!.jettonTransfer).toMatchObject({ amount: 10_000_000n, destination: wallet.address.toRawString().toUpperCase() });
});
