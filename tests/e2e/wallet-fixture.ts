/**
 * The wallet e2e tests' one fixture (`payments`): a server with PAYMENTS=on against a toncenter
 * stand-in of its own, a local TON Connect wallets list naming an injected wallet, optionally a W5
 * hot wallet from a mnemonic file (the payout worker on), all stopped after the test; and the
 * wallet a wallet browser would inject into the page (the TON Connect JS bridge,
 * window.e2ewallet.tonconnect), answering `connect` with a real ton_proof signed by a real W5 key
 * (@ton/crypto) and recording every request the app sends it.
 */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, beginCell, storeStateInit } from '@ton/core';
import { mnemonicNew, sign } from '@ton/crypto';
import type { Page } from '@playwright/test';
import { paymentsOnEnv } from '../server/helpers/payments-kit';
import { checkProofRequest, newTestWallet, tonProofDigest, type TestWallet } from '../server/helpers/ton-connect-proof';
import { TERMS_VERSION } from '../../src/contract/protection';
import { startToncenterStandIn, type ToncenterStandIn } from '../server/helpers/toncenter-stand-in';
import { callApi, spawnServer, type Caller, type SpawnedServer } from './spawn-server';
import { expect, test as telegramTest } from './telegram-host';

export const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd5));
export const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x09));
/** A bridge no wallet here uses (the injected one needs none): the CSP must open exactly its origin. */
export const BRIDGE_URL = 'http://127.0.0.1:4799/bridge';

export interface StartOptions {
  /** The database folder (a test that restarts the server passes the same one); default a fresh one. */
  dataDir?: string;
  /** Start the payout worker with a fresh W5 hot wallet. */
  hotWallet?: boolean;
  env?: Record<string, string>;
}

export interface Payments {
  chain: ToncenterStandIn;
  /** http://127.0.0.1:<port>/wallets-v2.json, the TON Connect wallets list the app reads. */
  walletsListUrl: string;
  /** Starts (or, after stop, starts again) the server; the previous one is stopped first. */
  start(options?: StartOptions): Promise<SpawnedServer>;
}

/**
 * The wallet's icon. A real wallets list names https images, which the app's CSP allows (img-src
 * https:); this stand-in has no https, so its icon is inline, and the CSP stays as production has it.
 */
const WALLET_ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 1 1%22/%3E';

/** The local wallets list TON Connect reads (its wallets-v2.json format): our injected wallet. */
function serveWalletsList(): Promise<Server> {
  const http = createServer((_request, response) => {
    const list = [{ app_name: 'e2ewallet', name: 'E2E Wallet', image: WALLET_ICON, about_url: 'https://example.org', bridge: [{ type: 'js', key: 'e2ewallet' }], platforms: ['chrome'], features: [{ name: 'SendTransaction', maxMessages: 4 }] }];
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(list));
  });
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(http)));
}

export const test = telegramTest.extend<{ payments: Payments }>({
  // oxlint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing
  payments: async ({}, provide) => {
    const chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });
    const list = await serveWalletsList();
    const walletsListUrl = `http://127.0.0.1:${(list.address() as AddressInfo).port}/wallets-v2.json`;
    const dir = mkdtempSync(join(tmpdir(), 'sendswin-e2e-wallet-'));
    let server: SpawnedServer | undefined;
    await provide({
      chain,
      walletsListUrl,
      async start({ dataDir = join(dir, 'data'), hotWallet = false, env = {} } = {}) {
        await server?.stop();
        const hot: Record<string, string> = {};
        if (hotWallet) {
          const mnemonicFile = join(dir, 'hot-wallet');
          writeFileSync(mnemonicFile, (await mnemonicNew()).join(' '));
          chmodSync(mnemonicFile, 0o600);
          hot.TON_HOT_WALLET_MNEMONIC_FILE = mnemonicFile;
        }
        server = await spawnServer({
          dataDir,
          env: { ...paymentsOnEnv(chain.url, DEPOSIT_ADDRESS, USDT_MASTER), TON_POLL_INTERVAL_MS: '300', TONCONNECT_WALLETS_LIST_URL: walletsListUrl, TONCONNECT_BRIDGE_URLS: BRIDGE_URL, ...hot, ...env },
        });
        return server;
      },
    });
    await server?.stop();
    await chain.close();
    await new Promise((resolve) => list.close(resolve));
  },
});

export { expect };

/** The wallet browser's JS bridge, as @tonconnect/sdk's InjectedProvider calls it; the answers come from the test (Node). */
function injectBridge() {
  const answer = (method: string, arg: unknown) => (window as unknown as Record<string, (m: string, a: unknown) => Promise<unknown>>).e2eWallet!(method, arg);
  const device = { platform: 'browser', appName: 'e2ewallet', appVersion: '1.0.0', maxProtocolVersion: 2, features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }] };
  Object.assign(window, {
    e2ewallet: {
      tonconnect: {
        deviceInfo: device,
        walletInfo: { name: 'E2E Wallet', app_name: 'e2ewallet', image: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 1 1%22/%3E', about_url: 'https://example.org', platforms: ['chrome'] },
        protocolVersion: 2,
        isWalletBrowser: true,
        connect: (protocolVersion: number, message: unknown) => answer('connect', { protocolVersion, message }),
        restoreConnection: () => Promise.resolve({ event: 'connect_error', id: 0, payload: { code: 0, message: 'no session' } }),
        send: (request: unknown) => answer('send', request),
        listen: () => () => {},
        disconnect: () => {},
      },
    },
  });
}

export interface InjectedWallet {
  wallet: TestWallet;
  /** The TON Connect connect request the app sent (its manifest URL and items). */
  connectMessage(): { manifestUrl: string; items: Array<{ name: string; payload?: string }> } | undefined;
  /** Every request the app sent after connecting (sendTransaction), in order. */
  sent: Array<{ method: string; params: string[]; id: string }>;
}

/**
 * Injects a TON Connect wallet with a fresh W5 key into the page (before it loads). Its connect
 * answer carries the account (address, public key, state init) and a ton_proof over the app's
 * payload and the domain of the app's manifest, signed as a wallet signs it.
 */
export async function injectWallet(page: Page): Promise<InjectedWallet> {
  const wallet = newTestWallet('v5');
  const sent: InjectedWallet['sent'] = [];
  let connectMessage: ReturnType<InjectedWallet['connectMessage']>;
  await page.exposeFunction('e2eWallet', async (method: string, arg: { message?: typeof connectMessage; id?: string }) => {
    if (method !== 'connect') {
      sent.push(arg as (typeof sent)[number]);
      return { result: beginCell().storeUint(sent.length, 32).endCell().toBoc().toString('base64'), id: arg.id };
    }
    connectMessage = arg.message!;
    // A wallet names the domain of the app's manifest in its proof.
    const { url } = (await (await fetch(connectMessage.manifestUrl)).json()) as { url: string };
    const domain = new URL(url).host;
    const payload = connectMessage.items.find((item) => item.name === 'ton_proof')!.payload!;
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = sign(tonProofDigest(wallet.address, domain, timestamp, payload), wallet.keys.secretKey).toString('base64');
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
  });
  await page.addInitScript(injectBridge);
  return { wallet, connectMessage: () => connectMessage, sent };
}

/** On the wallet screen: "Connect wallet" through the real TON Connect UI, until the server has bound it. */
export async function connectThroughUi(page: Page, injected: InjectedWallet): Promise<void> {
  const connect = page.getByRole('button', { name: 'Connect wallet' });
  // Before a first deposit the wallet asks for the 18+ confirmation and the terms (docs/player-protection.md).
  const terms = page.getByRole('checkbox', { name: /^I am 18 or over and I accept the terms of play/ });
  await expect(connect.or(terms)).toBeVisible();
  if (await terms.isVisible()) {
    await terms.check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
  }
  await connect.click();
  // Bound: the wallet shows as the player's wallet app shows it (non-bounceable, test-only), shortened.
  // The deposit section shows it first; the withdraw section names the same wallet as the payout's.
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await expect(deposit.getByText(shortFriendly(injected.wallet.address))).toBeVisible({ timeout: 20_000 });
}

/** 0QAb…x9Zk: a testnet wallet as the app shows it on one line. */
export function shortFriendly(address: Address): string {
  const friendly = address.toString({ urlSafe: true, bounceable: false, testOnly: true });
  return `${friendly.slice(0, 6)}…${friendly.slice(-4)}`;
}

/**
 * Binds `wallet` to the player through the API as the app would after TON Connect (terms accepted,
 * a ton_proof over the server's payload for the manifest's domain): a screen test starts bound.
 */
export async function bindByApi(server: SpawnedServer, caller: Caller, wallet: TestWallet): Promise<void> {
  expect((await callApi(server, caller, 'POST', '/player/terms', { version: TERMS_VERSION, adult: true })).status).toBeLessThan(300);
  const { json } = await callApi<{ data: { payload: string } }>(server, caller, 'GET', '/wallet/proof-payload');
  const domain = new URL(server.url).host;
  const bound = await callApi(server, caller, 'POST', '/wallet/bind', checkProofRequest(wallet, { payload: json.data.payload, domain }));
  expect(bound.status).toBe(200);
}
