/**
 * A USDT deposit end to end, in real Chromium against the real server and the toncenter stand-in:
 * the player opens the wallet from home's balance, reads the deposit address and their memo, the
 * chain gets a 25 USDT transfer carrying that memo (a forward payload built as a real cell), and
 * the watcher's credit reaches the app: a toast, the balance exactly 25 higher, the statement line.
 * (wallet-tonconnect.spec.ts sends it through TON Connect from the page.)
 */
import { Address } from '@ton/core';
import { launchHash } from './telegram-host';
import { DEPOSIT_ADDRESS, expect, test, USDT_MASTER } from './wallet-fixture';

const PLAYER = { id: 700_000_301, first_name: 'Dora', last_name: 'Deposit', language_code: 'en' };

test('a 25 USDT deposit with the player’s memo raises the balance by exactly 25, with a toast and a statement line', async ({ page, telegram: _telegram, payments }) => {
  test.setTimeout(120_000);
  const { chain } = payments;
  const server = await payments.start();
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
