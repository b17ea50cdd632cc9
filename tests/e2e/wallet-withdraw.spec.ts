/**
 * A 10 USDT withdrawal end to end, in real Chromium against the real server (its payout worker on,
 * with a W5 hot wallet from a mnemonic file) and the toncenter stand-in, which runs the signed
 * message on the real W5 contract in @ton/sandbox and indexes the jetton transfer it produced. The
 * player's wallet connects through the real TON Connect UI (@tonconnect/ui-react) to a wallet
 * injected into the page, whose ton_proof (a real W5 key) the server checks and binds; the player
 * withdraws on /wallet and sees
 * `Sent.` with the transaction link and the balance 10 lower. A referral withdraw with a bound
 * wallet goes out the same way, from the house's referral expense, the balance untouched.
 */
import { launchHash } from './telegram-host';
import { callApi } from './spawn-server';
import { connectThroughUi, expect, injectWallet, shortFriendly, test } from './wallet-fixture';

const PLAYER = { id: 700_000_302, first_name: 'Wendy', last_name: 'Withdraw', language_code: 'en' };
const REFERRER = { id: 700_000_303, first_name: 'Rita', last_name: 'Referrer', language_code: 'en' };
const REFERRED = { id: 700_000_304, first_name: 'Ray', last_name: 'Referred', language_code: 'en' };
const WEEK_S = 7 * 24 * 3600;

test('a referral withdraw with a bound wallet is paid out on chain the same way, the balance untouched', async ({ page, telegram: _telegram, payments }) => {
  test.setTimeout(180_000);
  const { chain } = payments;
  // Last week: the referred player stakes 20 USDT (0.20 USDT into the referrer's circle).
  let server = await payments.start({ hotWallet: true, env: { CLOCK_OFFSET_S: String(-WEEK_S) } });
  const lastWeek = Math.floor(Date.now() / 1000) - WEEK_S;
  const referrer = await callApi<{ data: { refCode: string } }>(server, { user: REFERRER, authDate: lastWeek }, 'GET', '/user/me');
  const referred = { user: REFERRED, authDate: lastWeek, startParam: referrer.json.data.refCode };
  expect((await callApi(server, referred, 'POST', '/game/orders', { game: 'odd_even', option: 'even', amount: '20' })).status).toBe(201);

  server = await payments.start({ hotWallet: true });
  const injected = await injectWallet(page);
  await page.goto(`${server.url}wallet#${launchHash({ user: REFERRER })}`);
  await connectThroughUi(page, injected);
  await page.getByRole('link', { name: 'Friends', exact: true }).click();
  await page.getByRole('region', { name: 'Last week' }).getByRole('button', { name: 'Withdraw' }).click();
  // The confirmation names the amount and the bound wallet (shortened) it leaves for on chain.
  // In the form the player's wallet app shows: user-friendly, non-bounceable, test-only on testnet.
  const friendly = injected.wallet.address.toString({ urlSafe: true, bounceable: false, testOnly: true });
  const confirm = page.getByRole('dialog', { name: 'Withdraw 0.20 USDT?' });
  await expect(confirm).toContainText(`sent on the TON blockchain to your wallet ${friendly.slice(0, 6)}…${friendly.slice(-4)}.`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status', { name: 'Payout 0.20 USDT is processing.' })).toBeVisible();
  await page.goto(`${server.url}wallet#${launchHash({ user: REFERRER })}`);
  const line = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
  await expect(line).toContainText('Referral payout 0.20 USDT to your wallet', { timeout: 20_000 });
  await expect(line).toContainText('Sent.', { timeout: 30_000 });
  await expect(line.getByRole('link', { name: 'View the transaction' })).toHaveAttribute('href', /^https:\/\/testnet\.tonviewer\.com\/transaction\/[0-9a-f]{64}$/);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('1000.00 USDT');
  const accepted = chain.sent.filter((message) => message.accepted);
  expect(accepted.flatMap((message) => message.jettonTransfers)).toEqual([expect.objectContaining({ amount: 200_000n, destination: injected.wallet.address.toRawString().toUpperCase() })]);
});

test('a 10 USDT withdrawal to the wallet bound through TON Connect is sent on chain once, shown as sent with its transaction link, and the balance is 10 lower', async ({ page, telegram: _telegram, payments }) => {
  test.setTimeout(120_000);
  const { chain } = payments;
  const server = await payments.start({ hotWallet: true });
  const injected = await injectWallet(page);

  await page.goto(`${server.url}#${launchHash({ user: PLAYER })}`);
  await page.getByRole('link', { name: 'Balance: 1000.00 USDT' }).click();
  // Without a bound wallet there is nothing to withdraw to; the wallet connects through the TON Connect UI.
  const form = page.getByRole('region', { name: 'Withdraw USDT' });
  await expect(form).toContainText('Bind your wallet first: withdrawals go only to your bound wallet.');
  await connectThroughUi(page, injected);
  await form.getByRole('textbox', { name: 'Amount (USDT)' }).fill('10');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  // Nothing leaves before the review: the amount, the wallet (as its app shows it), that it cannot be undone.
  const review = page.getByRole('dialog', { name: 'Check your withdrawal' });
  await expect(review).toContainText(shortFriendly(injected.wallet.address));
  await expect(review).toContainText('cannot be undone');
  expect(chain.sent).toEqual([]);
  await review.getByRole('button', { name: 'Withdraw 10.00 USDT' }).click();
  await expect(page.getByRole('status', { name: 'Withdrawal of 10.00 USDT requested.' })).toBeVisible();

  const line = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
  await expect(line).toContainText('Withdrawal \u2066−10.00\u2069 USDT', { timeout: 20_000 });
  await expect(line).toContainText('Sent.', { timeout: 30_000 });
  await expect(line.getByRole('link', { name: 'View the transaction' })).toHaveAttribute('href', /^https:\/\/testnet\.tonviewer\.com\/transaction\/[0-9a-f]{64}$/);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('990.00 USDT');
  // The chain took exactly one message, paying 10 USDT to the bound wallet.
  const accepted = chain.sent.filter((message) => message.accepted);
  expect(accepted).toHaveLength(1);
  expect(accepted[0]!.jettonTransfers).toEqual([expect.objectContaining({ amount: 10_000_000n, destination: injected.wallet.address.toRawString().toUpperCase() })]);
});
