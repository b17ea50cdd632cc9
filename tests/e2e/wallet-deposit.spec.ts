/**
 * A USDT deposit end to end, in real Chromium against the real server and the toncenter stand-in:
 * the player opens the wallet from home's balance, meets the 18+ confirmation and the terms of play
 * first (no address or memo before them, the terms page in the player's language, a deposit limit
 * offered), accepts them, reads the deposit address and their memo, the
 * chain gets a 25 USDT transfer carrying that memo (a forward payload built as a real cell), and
 * the watcher's credit reaches the app: a toast, the balance exactly 25 higher, the statement line.
 * (wallet-tonconnect.spec.ts sends it through TON Connect from the page.)
 */
import { AxeBuilder } from '@axe-core/playwright';
import { Address } from '@ton/core';
import { TERMS_VERSION } from '../../src/contract/protection';
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

  // Before the first deposit: the 18+ confirmation and the terms, nothing to deposit to yet.
  const terms = page.getByRole('region', { name: 'Before your first deposit' });
  await expect(terms).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deposit USDT (testnet)' })).toHaveCount(0);
  await expect(terms.getByRole('link', { name: 'Set yourself a deposit limit' })).toHaveAttribute('href', '/profile/protection');
  await terms.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(terms.getByRole('alert')).toHaveText('Tick the box to confirm your age and accept the terms.');
  await terms.getByRole('link', { name: 'Read the terms of play' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of play' })).toBeVisible();
  await expect(page.getByText(/^Version/)).toContainText(TERMS_VERSION);
  await expect(page.getByRole('listitem').first()).toContainText('You must be 18 or over');
  await page.goBack();
  await page.getByRole('checkbox', { name: `I am 18 or over and I accept the terms of play (version ${TERMS_VERSION}).` }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('region', { name: 'Before your first deposit' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Send manually' }).click();
  const deposit = page.getByRole('region', { name: 'Deposit USDT (testnet)' });
  await expect(deposit.getByRole('note')).toContainText('The comment is required.');
  await expect(deposit.getByRole('img', { name: /^QR code/ })).toBeVisible();
  const address = await deposit.getByLabel('Send at least 1.00 USDT to:').locator('code').textContent();
  const memo = await deposit.getByLabel('With this comment:').locator('code').textContent();
  expect(Address.parse(address!).equals(DEPOSIT_ADDRESS)).toBe(true);
  expect(memo).toMatch(/^sw[0-9a-f]{12}$/);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(0);

  const sent = chain.deposit({ units: 25_000_000n, memo, destination: Address.parse(address!) });
  await expect(page.getByRole('status', { name: 'Deposit of 25.00 USDT received.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('1025.00 USDT');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([/^Deposit \u2066\+25\.00\u2069 USDT · \S/]);
  // The stand-in served the transfer to the watcher: the page's figures came from it.
  expect(chain.requests.some((path) => path.startsWith('/api/v3/jetton/transfers?'))).toBe(true);
  expect(chain.transfers.get(chain.jettonWalletOf(DEPOSIT_ADDRESS, USDT_MASTER).toRawString().toUpperCase())).toEqual([sent]);
  // Accepted once, with its time and version: the wallet opens straight to the deposit next time.
  await page.reload();
  await page.getByRole('tab', { name: 'Send manually' }).click();
  await expect(page.getByRole('region', { name: 'Deposit USDT (testnet)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Before your first deposit' })).toHaveCount(0);
});

for (const language of ['en', 'ar'] as const) {
  test(`the terms step before the first deposit has no serious or critical axe violation in ${language}`, async ({ page, telegram: _telegram, payments }) => {
    test.setTimeout(90_000);
    const server = await payments.start();
    await page.goto(`${server.url}wallet#${launchHash({ user: { ...PLAYER, id: PLAYER.id + 10, language_code: language } })}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const title = { en: 'Before your first deposit', ar: 'قبل إيداعك الأول' }[language];
    await expect(page.getByRole('region', { name: title })).toBeVisible();
    await page.getByRole('button', { name: { en: 'Accept and continue', ar: 'اقبل وتابع' }[language] }).click();
    await expect(page.getByRole('region', { name: title }).getByRole('alert')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: `test-results/terms-step-${language}.png`, fullPage: true });
  });
}
