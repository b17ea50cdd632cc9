/**
 * What the app's TON Connect needs from the server, on each database: the manifest, a CSP that
 * opens exactly the configured wallets-list and bridge origins (and nothing without payments), and
 * the bound wallet's own USDT jetton wallet (asked of the indexer), with a clear error otherwise.
 */
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { checkProofRequest, newTestWallet } from './helpers/ton-connect-proof';
import { acceptTerms, describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import { startPaymentsStandIn } from './helpers/payments-kit';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd6));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x0a));

const { chain, env } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, env: { TONCONNECT_WALLETS_LIST_URL: 'https://wallets.example/lists/wallets-v2.json', TONCONNECT_BRIDGE_URLS: 'https://bridge.example/bridge, https://wallets.example/bridge' } });

const connectSrc = (headers: Record<string, unknown>) => /connect-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];
const scriptSrc = (headers: Record<string, unknown>) => /script-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];
// sha256 of the empty string: TON Connect UI's <body ontouchstart=""> and no other inline handler.
const EMPTY_HANDLER = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describeEachDb(
  'TON Connect with payments on',
  (ctx) => {
    it('serves the manifest, whose document CSP opens exactly the wallets list and bridge origins', async () => {
      const response = await ctx.call('GET', '/tonconnect-manifest.json');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ url: 'http://localhost:80', name: 'SendsWin', iconUrl: 'http://localhost:80/pwa-192x192.png' });
      expect(connectSrc(response.headers)).toBe("'self' https://wallets.example https://bridge.example");
      expect(scriptSrc(response.headers)).toBe(`'self' 'unsafe-hashes' ${EMPTY_HANDLER}`);
      // The API keeps its own policy: nothing.
      expect((await ctx.call('GET', '/api/v1/wallet', { user: newTelegramUser() })).headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    });

    it('names the bound wallet’s USDT jetton wallet as the indexer has it; 409 before a binding, 502 when the indexer is down', async () => {
      const user = newTelegramUser();
      const refused = await ctx.call('GET', '/api/v1/wallet/jetton-wallet', { user });
      expect([refused.status, refused.json.error.code]).toEqual([403, 'terms_required']);
      await acceptTerms(ctx, user);
      const before = await ctx.call('GET', '/api/v1/wallet/jetton-wallet', { user });
      expect([before.status, before.json.error.code]).toEqual([409, 'wallet_not_bound']);

      const wallet = newTestWallet();
      await acceptTerms(ctx, user);
      const payload = (await ctx.call('GET', '/api/v1/wallet/proof-payload', { user })).json.data.payload;
      expect((await ctx.call('POST', '/api/v1/wallet/bind', { user, body: checkProofRequest(wallet, { payload, domain: 'localhost:80' }) })).status).toBe(200);
      const after = await ctx.call('GET', '/api/v1/wallet/jetton-wallet', { user });
      expect(after.status).toBe(200);
      expect(Address.parse(after.json.data.address).equals(chain.jettonWalletOf(wallet.address, USDT_MASTER))).toBe(true);
      expect((await ctx.call('GET', '/api/v1/wallet', { user })).json.data.walletsListUrl).toBe(env.TONCONNECT_WALLETS_LIST_URL);

      chain.mode = 'garbage';
      try {
        const down = await ctx.call('GET', '/api/v1/wallet/jetton-wallet', { user });
        expect([down.status, down.json.error.code]).toEqual([502, 'indexer_unavailable']);
      } finally {
        chain.mode = 'ok';
      }
    });
  },
  env,
);

describeEachDb('TON Connect with payments off', (ctx: ServerContext) => {
  it('serves no manifest, opens no origin and names no jetton wallet', async () => {
    const manifest = await ctx.call('GET', '/tonconnect-manifest.json');
    expect(manifest.status).toBe(404);
    expect(connectSrc(manifest.headers)).toBe("'self'");
    expect(scriptSrc(manifest.headers)).toBe("'self'");
    const jetton = await ctx.call('GET', '/api/v1/wallet/jetton-wallet', { user: newTelegramUser() });
    expect([jetton.status, jetton.json.error.code]).toEqual([409, 'payments_off']);
  });
});

describe('TON Connect settings', () => {
  it.each([
    ['TONCONNECT_WALLETS_LIST_URL', 'ftp://wallets.example/list.json'],
    ['TONCONNECT_WALLETS_LIST_URL', "https://a.example/x;script-src 'unsafe-inline'"],
    ['TONCONNECT_BRIDGE_URLS', 'https://bridge.example/bridge,not a url'],
  ])('refuses %s=%s with a one-line reason', (name, value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', ...env, [name]: value })).toThrow(new RegExp(name));
  });
});
