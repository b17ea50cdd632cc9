/**
 * A USDT deposit through TON Connect, in real Chromium against the real server: the page gets an
 * injected TON Connect wallet (the JS bridge a wallet browser injects, window.e2ewallet.tonconnect,
 * with a real W5 key) and a local wallets list; "Connect wallet" binds it with a real ton_proof,
 * "Deposit 25" makes the app ask it for a USDT jetton transfer, which the test reads (destination,
 * amount, op, memo) and puts on the toncenter stand-in; the watcher's credit reaches the app. The
 * document's CSP opens exactly the configured TON Connect origins, and the CSV statement lists it.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, beginCell, Cell, storeStateInit } from '@ton/core';
import { sign } from '@ton/crypto';
import { proofDigest } from '../../server/payments/ton-proof';
import { newTestWallet } from '../server/helpers/ton-connect-proof';
import { startToncenterStandIn, type ToncenterStandIn } from '../server/helpers/toncenter-stand-in';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { expect, launchHash, test } from './telegram-host';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd5));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x09));
const PLAYER = { id: 700_000_302, first_name: 'Tess', last_name: 'Connect', language_code: 'en' };
const LIST_PORT = 5082;
const WALLETS_LIST_URL = `http://127.0.0.1:${LIST_PORT}/wallets-v2.json`;
const BRIDGE_URL = 'http://127.0.0.1:5083/bridge';
const JETTON_TRANSFER = 0x0f8a7ea5;

let server: SpawnedServer | undefined;
let chain: ToncenterStandIn | undefined;
let walletsList: Server | undefined;
test.afterEach(async () => {
  await server?.stop();
  await chain?.close();
  await new Promise((resolve) => (walletsList ? walletsList.close(resolve) : resolve(undefined)));
});

/** The local wallets list TON Connect reads (its wallets-v2.json format): our injected wallet. */
function serveWalletsList(): Promise<Server> {
  const list = [{ app_name: 'e2ewallet', name: 'E2E Wallet', image: `http://127.0.0.1:${LIST_PORT}/icon.png`, about_url: 'https://example.org', bridge: [{ type: 'js', key: 'e2ewallet' }], platforms: ['chrome'], features: [{ name: 'SendTransaction', maxMessages: 4 }] }];
  const http = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(list));
  });
  return new Promise((resolve) => http.listen(LIST_PORT, '127.0.0.1', () => resolve(http)));
}

/** The wallet browser's JS bridge, as @tonconnect/sdk's InjectedProvider calls it; the signing is the test's (Node). */
function injectWallet() {
  const answer = (method: string, arg: unknown) => (window as unknown as Record<string, (m: string, a: unknown) => Promise<unknown>>).e2eWallet!(method, arg);
  const listeners: Array<(event: unknown) => void> = [];
  Object.assign(window, {
    e2ewallet: {
      tonconnect: {
        deviceInfo: { platform: 'browser', appName: 'e2ewallet', appVersion: '1.0.0', maxProtocolVersion: 2, features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }] },
        walletInfo: { name: 'E2E Wallet', app_name: 'e2ewallet', image: 'http://127.0.0.1:5082/icon.png', about_url: 'https://example.org', platforms: ['chrome'] },
        protocolVersion: 2,
        isWalletBrowser: true,
        connect: (protocolVersion: number, message: unknown) => answer('connect', { protocolVersion, message }),
        restoreConnection: () => Promise.resolve({ event: 'connect_error', id: 0, payload: { code: 0, message: 'no session' } }),
        send: (request: unknown) => answer('send', request),
        listen: (callback: (event: unknown) => void) => {
          listeners.push(callback);
          return () => listeners.splice(listeners.indexOf(callback), 1);
        },
        disconnect: () => {},
      },
    },
  });
}

test('connect an injected TON Connect wallet, deposit 25 USDT: the wallet gets the jetton transfer, the balance rises by exactly 25', async ({ page, telegram: _telegram }) => {
  test.setTimeout(150_000);
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, port: 4465 });
  walletsList = await serveWalletsList();
  server = await spawnServer({
    dataDir: mkdtempSync(join(tmpdir(), 'sendswin-e2e-tonconnect-')),
    env: {
      PAYMENTS: 'on',
      TON_API_BASE: chain.url,
      TON_NETWORK: 'testnet',
      TON_DEPOSIT_ADDRESS: DEPOSIT_ADDRESS.toString({ testOnly: true }),
      TON_USDT_MASTER: USDT_MASTER.toString({ testOnly: true }),
      TON_POLL_INTERVAL_MS: '300',
      TONCONNECT_WALLETS_LIST_URL: WALLETS_LIST_URL,
      TONCONNECT_BRIDGE_URLS: BRIDGE_URL,
    },
  });

  // The CSP of the app's document opens exactly the configured TON Connect origins.
  const document = await fetch(server.url);
  const connectSrc = /connect-src ([^;]*)/.exec(document.headers.get('content-security-policy') ?? '')?.[1];
  expect(connectSrc).toBe(`'self' http://127.0.0.1:${LIST_PORT} http://127.0.0.1:5083`);
  const manifest = (await (await fetch(`${server.url}tonconnect-manifest.json`)).json()) as { url: string; name: string; iconUrl: string };
  expect(manifest).toEqual({ url: server.url.replace(/\/$/, ''), name: 'SendsWin', iconUrl: `${server.url}pwa-192x192.png` });

  const wallet = newTestWallet('v5');
  const sent: Array<{ method: string; params: string[]; id: string }> = [];
  let connectMessage: { manifestUrl: string; items: Array<{ name: string; payload?: string }> } | undefined;
  await page.exposeFunction('e2eWallet', async (method: string, arg: { message?: typeof connectMessage; method?: string; params?: string[]; id?: string }) => {
    if (method === 'connect') {
      connectMessage = arg.message!;
      // A wallet names the domain of the app's manifest in its proof.
      const { url } = (await (await fetch(connectMessage.manifestUrl)).json()) as { url: string };
      const domain = new URL(url).host;
      const payload = connectMessage.items.find((item) => item.name === 'ton_proof')!.payload!;
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = sign(proofDigest(wallet.address, domain, timestamp, payload), wallet.keys.secretKey).toString('base64');
      return {
        event: 'connect',
        id: 1,
        payload: {
          items: [
            { name: 'ton_addr', address: wallet.address.toRawString(), network: '-3', publicKey: wallet.keys.publicKey.toString('hex'), walletStateInit: beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString('base64') },
            { name: 'ton_proof', proof: { timestamp, domain: { lengthBytes: Buffer.byteLength(domain), value: domain }, payload, signature } },
          ],
          device: { platform: 'browser', appName: 'e2ewallet', appVersion: '1.0.0', maxProtocolVersion: 2, features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }] },
        },
      };
    }
    sent.push(arg as (typeof sent)[number]);
    return { result: beginCell().storeUint(sent.length, 32).endCell().toBoc().toString('base64'), id: arg.id };
  });
  await page.addInitScript(injectWallet);

  await page.goto(`${server.url}#${launchHash({ user: PLAYER })}`);
  await page.getByRole('link', { name: 'Balance: 1000.00 USDT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  // The 18+ confirmation and the terms come first: no Connect button before them.
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^I am 18 or over and I accept the terms of play/ }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  // The server checked the proof and bound the wallet: the deposit form replaces the button.
  await expect(page.getByText(`Connected wallet: ${wallet.address.toRawString()}`)).toBeVisible({ timeout: 20_000 });
  expect(connectMessage!.items.map((item) => item.name)).toEqual(['ton_addr', 'ton_proof']);

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
  await expect(page.getByText('Your wallet sent 25.00 USDT. The balance rises once it arrives.')).toBeVisible();

  // The wallet's request: one message to the player's own USDT jetton wallet, a jetton transfer of
  // 25 USDT to the deposit address with the memo as the forward payload's comment.
  const memo = await page.getByRole('region', { name: 'Deposit USDT (testnet)' }).getByLabel('With this comment:').textContent();
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
  await expect(page.getByText('Deposit of 25.00 USDT received.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('1025.00 USDT');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([/^Deposit 25\.00 USDT · \S/]);

  // The CSV statement for the default range (the last 30 days) lists the deposit.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n').filter((line) => line.includes(',deposit,25.000000,'))).toHaveLength(1);
});
