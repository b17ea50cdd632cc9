/**
 * A USDT deposit end to end, in real Chromium against the real server and the toncenter stand-in:
 * the player opens the wallet from home's balance, reads the deposit address and their memo, the
 * chain gets a 25 USDT transfer carrying that memo (a forward payload built as a real cell), and
 * the watcher's credit reaches the app: a toast, the balance exactly 25 higher, the statement line.
 * (Sending through TON Connect from the page is not built yet: docs/payments.md.)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { startToncenterStandIn, type ToncenterStandIn } from '../server/helpers/toncenter-stand-in';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { expect, launchHash, test } from './telegram-host';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd4));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x08));
const PLAYER = { id: 700_000_301, first_name: 'Dora', last_name: 'Deposit', language_code: 'en' };

let server: SpawnedServer | undefined;
let chain: ToncenterStandIn | undefined;
test.afterEach(async () => {
  await server?.stop();
  await chain?.close();
});

test('a 25 USDT deposit with the player’s memo raises the balance by exactly 25, with a toast and a statement line', async ({ page }) => {
  test.setTimeout(120_000);
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, port: 4583 });
  server = await spawnServer({
    dataDir: mkdtempSync(join(tmpdir(), 'sendswin-e2e-wallet-')),
    env: {
      PAYMENTS: 'on',
      TON_API_BASE: chain.url,
      TON_NETWORK: 'testnet',
      TON_DEPOSIT_ADDRESS: DEPOSIT_ADDRESS.toString({ testOnly: true }),
      TON_USDT_MASTER: USDT_MASTER.toString({ testOnly: true }),
      TON_POLL_INTERVAL_MS: '300',
    },
  });
  await page.goto(`${server.url}#${launchHash({ user: PLAYER })}`);
  await page.getByRole('link', { name: 'Balance: 1000.00 USDT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('1000.00 USDT');

  const deposit = page.getByRole('region', { name: 'Deposit USDT (testnet)' });
  const address = await deposit.getByLabel('Send at least 1.00 USDT to:').textContent();
  const memo = await deposit.getByLabel('With this comment:').textContent();
  expect(Address.parse(address!).equals(DEPOSIT_ADDRESS)).toBe(true);
  expect(memo).toMatch(/^sw[0-9a-f]{12}$/);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(0);

  const sent = chain.deposit({ units: 25_000_000n, memo, destination: Address.parse(address!) });
  await expect(page.getByText('Deposit of 25.00 USDT received.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('1025.00 USDT');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([/^Deposit 25\.00 USDT · \S/]);
  // The stand-in served the transfer to the watcher: the page's figures came from it.
  expect(chain.requests.some((path) => path.startsWith('/api/v3/jetton/transfers?'))).toBe(true);
  expect(chain.transfers.get(chain.jettonWalletOf(DEPOSIT_ADDRESS, USDT_MASTER).toRawString().toUpperCase())).toEqual([sent]);
});
