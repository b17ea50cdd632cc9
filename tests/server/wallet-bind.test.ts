/**
 * Binding a TON Connect wallet (POST /wallet/bind) on each database: a proof signed by a real
 * wallet contract's key over a payload we issued binds it; a replayed, expired, foreign-domain,
 * badly signed or otherwise forged proof gets a clear 400 and binds nothing.
 */
import { Address } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { checkProofRequest, newTestWallet, type TestWallet } from './helpers/ton-connect-proof';
import { acceptTerms, describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const env = {
  PAYMENTS: 'on',
  TON_API_BASE: 'http://127.0.0.1:4589',
  TON_NETWORK: 'testnet',
  TON_DEPOSIT_ADDRESS: new Address(0, Buffer.alloc(32, 0xd3)).toString({ testOnly: true }),
  TON_USDT_MASTER: new Address(0, Buffer.alloc(32, 0x07)).toString({ testOnly: true }),
};
/** app.inject's Host: outside production the proof must name the request's host. */
const DOMAIN = 'localhost:80';

async function payloadFor(ctx: ServerContext, user: ReturnType<typeof newTelegramUser>): Promise<string> {
  await acceptTerms(ctx, user);
  const response = await ctx.call('GET', '/api/v1/wallet/proof-payload', { user });
  expect(response.status).toBe(200);
  return response.json.data.payload;
}

async function bind(ctx: ServerContext, user: ReturnType<typeof newTelegramUser>, body: unknown) {
  return ctx.call('POST', '/api/v1/wallet/bind', { user, body });
}

const boundAddress = async (ctx: ServerContext, user: ReturnType<typeof newTelegramUser>) => (await ctx.call('GET', '/api/v1/wallet', { user })).json.data.boundAddress;

describeEachDb(
  'binding a TON Connect wallet',
  (ctx) => {
    it('binds a wallet whose proof holds, and a second wallet replaces it on record', async () => {
      const user = newTelegramUser();
      for (const version of ['v5', 'v4'] as const) {
        const wallet = newTestWallet(version);
        const response = await bind(ctx, user, checkProofRequest(wallet, { payload: await payloadFor(ctx, user), domain: DOMAIN }));
        expect(response.status).toBe(200);
        expect(response.json.data).toEqual({ boundAddress: wallet.address.toRawString() });
        expect(await boundAddress(ctx, user)).toBe(wallet.address.toRawString());
      }
      const me = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data;
      const rows = await ctx.db.query<{ unbound: boolean }>('SELECT unbound_at IS NOT NULL AS unbound FROM wallet_bindings WHERE user_id = $1 ORDER BY id', [me.id]);
      expect(rows).toEqual([{ unbound: true }, { unbound: false }]);
    });

    type Forgery = [string, string, (ctx: ServerContext, user: ReturnType<typeof newTelegramUser>, wallet: TestWallet) => Promise<unknown>];
    const forgeries: Forgery[] = [
      ['a replayed proof', 'proof_payload_unknown', async (c, user, wallet) => {
        const proof = checkProofRequest(wallet, { payload: await payloadFor(c, user), domain: DOMAIN });
        const other = newTestWallet();
        expect((await bind(c, user, checkProofRequest(other, { payload: proof.proof.payload, domain: DOMAIN }))).status).toBe(200);
        await c.db.query('UPDATE wallet_bindings SET unbound_at = now() WHERE address = $1', [other.address.toRawString()]);
        return proof;
      }],
      ['a payload never issued', 'proof_payload_unknown', async (_c, _user, wallet) => checkProofRequest(wallet, { payload: randomBytes(32).toString('hex'), domain: DOMAIN })],
      ['another player’s payload', 'proof_payload_unknown', async (c, _user, wallet) => checkProofRequest(wallet, { payload: await payloadFor(c, newTelegramUser()), domain: DOMAIN })],
      ['a payload issued 16 minutes ago', 'proof_payload_unknown', async (c, user, wallet) => {
        const payload = await payloadFor(c, user);
        await c.db.query("UPDATE wallet_proof_payloads SET created_at = now() - interval '16 minutes' WHERE payload = $1", [payload]);
        return checkProofRequest(wallet, { payload, domain: DOMAIN });
      }],
      ['an expired proof', 'proof_expired', async (c, user, wallet) => checkProofRequest(wallet, { payload: await payloadFor(c, user), domain: DOMAIN, timestamp: Math.floor(Date.now() / 1000) - 16 * 60 })],
      ['a proof for another domain', 'proof_domain_mismatch', async (c, user, wallet) => checkProofRequest(wallet, { payload: await payloadFor(c, user), domain: 'evil.example' })],
      ['a badly signed proof', 'proof_invalid', async (c, user, wallet) => checkProofRequest(wallet, { payload: await payloadFor(c, user), domain: DOMAIN, signer: keyPairFromSeed(randomBytes(32)) })],
      ['a proof for another address', 'proof_invalid', async (c, user, wallet) => ({ ...checkProofRequest(wallet, { payload: await payloadFor(c, user), domain: DOMAIN }), address: newTestWallet().address.toRawString() })],
      ['another public key', 'proof_invalid', async (c, user, wallet) => ({ ...checkProofRequest(wallet, { payload: await payloadFor(c, user), domain: DOMAIN }), public_key: randomBytes(32).toString('hex') })],
      ['a mainnet wallet on a testnet server', 'proof_invalid', async (c, user, wallet) => checkProofRequest(wallet, { payload: await payloadFor(c, user), domain: DOMAIN, network: '-239' })],
    ];

    it.each(forgeries)('refuses %s (400 %s) and binds nothing', async (_name, code, forge) => {
      const user = newTelegramUser();
      await acceptTerms(ctx, user);
      const wallet = newTestWallet();
      const body = await forge(ctx, user, wallet);
      const response = await bind(ctx, user, body);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe(code);
      expect(await boundAddress(ctx, user)).toBeNull();
    });

    it('refuses a malformed request with a 400 naming the field', async () => {
      const user = newTelegramUser();
      const response = await bind(ctx, user, { address: 'x', network: '-3', public_key: 'zz', proof: {} });
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('invalid_request');
    });
  },
  env,
);

describeEachDb('the wallet with payments off', (ctx) => {
  it('says so on GET /wallet and refuses proofs with 409 payments_off', async () => {
    const user = newTelegramUser();
    const wallet = (await ctx.call('GET', '/api/v1/wallet', { user })).json.data;
    expect(wallet).toEqual({ payments: false, balance: '100.000000', held: '0.000000', termsAccepted: false, depositAddress: null, depositMemo: null, usdtMaster: null, network: null, minDeposit: '1.000000', boundAddress: null, limits: null, walletsListUrl: null, heldReturning: null });
    const payload = await ctx.call('GET', '/api/v1/wallet/proof-payload', { user });
    expect([payload.status, payload.json.error.code]).toEqual([409, 'payments_off']);
    const bound = await ctx.call('POST', '/api/v1/wallet/bind', { user, body: checkProofRequest(newTestWallet(), { payload: 'a', domain: DOMAIN }) });
    expect([bound.status, bound.json.error.code]).toEqual([409, 'payments_off']);
  });
});
