/**
 * A USDT deposit through TON Connect, in real Chromium against the real server: the page gets an
 * injected TON Connect wallet (the JS bridge a wallet browser injects, window.e2ewallet.tonconnect,
 * with a real W5 key) and a local wallets list; "Connect wallet" binds it with a real ton_proof,
 * "Deposit 25" makes the app ask it for a USDT jetton transfer, which the test reads (destination,
 * amount, op, memo) and puts on the toncenter stand-in; the watcher's credit reaches the app. The
 * document's CSP opens exactly the configured TON Connect origins, and the CSV statement lists it.
 */
import { readFileSync } from 'node:fs';
import { Address, Cell } from '@ton/core';
import { launchHash } from './telegram-host';
import { BRIDGE_URL, connectThroughUi, DEPOSIT_ADDRESS, expect, injectWallet, test, USDT_MASTER } from './wallet-fixture';

const PLAYER = { id: 700_000_302, first_name: 'Tess', last_name: 'Connect', language_code: 'en' };
const JETTON_TRANSFER = 0x0f8a7ea5;

test('connect an injected TON Connect wallet, deposit 25 USDT: the wallet gets the jetton transfer, the balance rises by exactly 25', async ({ page, telegram: _telegram, payments }) => {
  test.setTimeout(150_000);
  const { chain } = payments;
  const server = await payments.start();

  // The CSP of the app's document opens exactly the configured TON Connect origins.
  const document = await fetch(server.url);
  const connectSrc = /connect-src ([^;]*)/.exec(document.headers.get('content-security-policy') ?? '')?.[1];
  expect(connectSrc).toBe(`'self' ${new URL(payments.walletsListUrl).origin} ${new URL(BRIDGE_URL).origin}`);
  const manifest = (await (await fetch(`${server.url}tonconnect-manifest.json`)).json()) as { url: string; name: string; iconUrl: string };
  expect(manifest).toEqual({ url: server.url.replace(/\/$/, ''), name: 'SendsWin', iconUrl: `${server.url}pwa-192x192.png` });

  const injected = await injectWallet(page);
  const { wallet, sent } = injected;
  await page.goto(`${server.url}#${launchHash({ user: PLAYER })}`);
  await page.getByRole('link', { name: 'Balance: 1000.00 USDT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  // The 18+ confirmation and the terms come first: no Connect button before them.
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^I am 18 or over and I accept the terms of play/ }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  // The server checked the proof and bound the wallet: the deposit form replaces the button.
  await connectThroughUi(page, injected);
  expect(injected.connectMessage()!.items.map((item) => item.name)).toEqual(['ton_addr', 'ton_proof']);

  // Bad amounts get a clear error and ask the wallet for nothing.
  const amount = page.getByRole('region', { name: 'Deposit', exact: true }).getByRole('textbox', { name: 'Amount (USDT)' });
  for (const bad of ['abc', '0.5', '-3', '1,000.5.2']) {
    await amount.fill(bad);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter an amount of at least 1.00 USDT.' })).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  }
  expect(sent).toEqual([]);

  await amount.fill('25');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'Your wallet sent 25.00 USDT. The balance rises once it arrives.' })).toBeVisible();

  // The wallet's request: one message to the player's own USDT jetton wallet, a jetton transfer of
  // 25 USDT to the deposit address with the memo as the forward payload's comment.
  // The wallet has sent: a line says so until the deposit arrives.
  await page.getByRole('tab', { name: 'Send manually' }).click();
  const memo = await page.getByRole('region', { name: 'Deposit USDT (testnet)' }).getByLabel('With this comment:').locator('code').textContent();
  expect(sent[0]!.method).toBe('sendTransaction');
  const request = JSON.parse(sent[0]!.params[0]!) as { network: string; messages: Array<{ address: string; amount: string; payload: string }> };
  expect(request.network).toBe('-3');
  expect(request.messages).toHaveLength(1);
  const [message] = request.messages;
  expect(Address.parse(message!.address).equals(chain.jettonWalletOf(wallet.address, USDT_MASTER))).toBe(true);
  const body = Cell.fromBase64(message!.payload).beginParse();
  expect(body.loadUint(32)).toBe(JETTON_TRANSFER);
  body.loadUintBig(64);
  const units = body.loadCoins();
  const destination = body.loadAddress();
  expect([units, destination.equals(DEPOSIT_ADDRESS), body.loadAddress().equals(wallet.address), body.loadBit()]).toEqual([25_000_000n, true, true, false]);
  body.loadCoins();
  const forward = body.loadBit() ? body.loadRef().beginParse() : body;
  expect([forward.loadUint(32), forward.loadStringTail()]).toEqual([0, memo]);

  // The wallet sent it: the chain has it, the watcher credits it, the app says so.
  chain.deposit({ units, memo, destination, from: wallet.address });
  await expect(page.getByRole('status', { name: 'Deposit of 25.00 USDT received.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('1025.00 USDT');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([/^Deposit \u2066\+25\.00\u2069 USDT · \S/]);

  // The CSV statement for the default range (the last 30 days) lists the deposit.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n').filter((line) => line.includes(',Deposit,25.000000,'))).toHaveLength(1);
});
