/**
 * Knowing the player (docs/compliance.md, "Verification tiers") on each database: where the
 * profile asks tier 1, a tier-0 player cannot stake real money, open the deposit flow or withdraw
 * (403 verification_required with the tier and the action), while demo play stays open; the
 * provider stand-in's signed review raises the tier, a forged or replayed one changes nothing, and
 * the same review delivered at once from several connections counts once; deposits worth EUR 2,000
 * in 180 days ask tier 2 for stakes and deposits, not for taking the balance out.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playerAccount } from '../../server/books/accounts';
import { postTransfer } from '../../server/books/transfer-repository';
import { SUMSUB_SDK_URL } from '../../server/compliance/kyc-config';
import { loadConfig } from '../../server/config';
import { startPaymentsStandIn } from './helpers/payments-kit';
import { KYC_TEST_KEYS, signWebhook, startKycStandIn } from './helpers/sumsub-stand-in';
import { acceptTerms, describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import type { InitDataUser } from '../../server/auth/sign-init-data';

const DAY_MS = 86_400_000;
const profilesFile = join(mkdtempSync(join(tmpdir(), 'profiles-')), 'profiles.json');
writeFileSync(profilesFile, JSON.stringify({ profiles: { '*': { allowed: true, tier: { stake: 1, deposit: 1, withdraw: 1 }, raiseToTier2: { eur: 2000, days: 180 } } } }));
const PROFILES_ENV = { JURISDICTION_PROFILES: profilesFile, KYC_EUR_PER_USDT: '0.9' };

const kyc = await startKycStandIn();
afterAll(() => kyc.close());
const { env: paymentsEnv } = await startPaymentsStandIn();

async function userId(ctx: ServerContext, user: InitDataUser): Promise<number> {
  return (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
}

async function deposit(ctx: ServerContext, id: number, usdt: number): Promise<void> {
  const posted = await postTransfer(ctx.db, { from: 'house:deposits', to: playerAccount(id), amountMicro: BigInt(usdt) * 1_000_000n, reason: 'deposit', reference: `deposit:test-${Math.random().toString(36).slice(2)}` });
  expect(posted.status).toBe('posted');
}

async function deliver(ctx: ServerContext, webhook: { payload: string; headers: Record<string, string> }) {
  return ctx.app.inject({ method: 'POST', url: '/kyc/webhook', headers: webhook.headers, payload: webhook.payload });
}

async function verification(ctx: ServerContext, user: InitDataUser) {
  const response = await ctx.call('GET', '/api/v1/player/verification', { user });
  expect(response.status).toBe(200);
  return response.json.data;
}

async function events(ctx: ServerContext, id: number) {
  return ctx.db.query<{ tier_before: number; tier_after: number; answer: string; source: string }>('SELECT source, tier_before, tier_after, answer FROM verification_events WHERE user_id = $1 ORDER BY id', [id]);
}

describeEachDb(
  'verification tiers with real money',
  (ctx) => {
    const player = newTelegramUser();
    let id = 0;

    it('a tier-0 player where the profile asks tier 1 is told so, with a Web SDK token for the tier-1 level', async () => {
      id = await userId(ctx, player);
      const view = await verification(ctx, player);
      expect(view).toEqual({ tier: 0, required: { stake: 1, deposit: 1, withdraw: 1 }, jurisdiction: 'unknown', sdkToken: expect.any(String), sdkUrl: SUMSUB_SDK_URL });
      expect(kyc.applicants.has(String(player.id))).toBe(true);
      expect(kyc.tokens.at(-1)).toMatchObject({ token: view.sdkToken, userId: String(player.id), levelName: KYC_TEST_KEYS.levelT1 });
      expect(kyc.refused).toBe(0);
    });

    it('refuses a tier-0 player a real stake, the deposit flow and a withdrawal, and takes nothing', async () => {
      await deposit(ctx, id, 10);
      const before = await ctx.balance(player);
      const order = await ctx.order(player, { game: 'odd_even', option: 'odd', amount: '2' });
      expect(order.status).toBe(403);
      expect(order.json.error).toMatchObject({ code: 'verification_required', details: { tier: '1', action: 'stake' } });
      expect(await ctx.balance(player)).toBe(before);
      await acceptTerms(ctx, player);
      const proof = await ctx.call('GET', '/api/v1/wallet/proof-payload', { user: player });
      expect(proof.json.error).toMatchObject({ code: 'verification_required', details: { tier: '1', action: 'deposit' } });
      const withdrawal = await ctx.call('POST', '/api/v1/wallet/withdrawals', { user: player, body: { amount: '5' }, headers: { 'idempotency-key': 'w-1' } });
      expect(withdrawal.status).toBe(403);
      expect(withdrawal.json.error).toMatchObject({ code: 'verification_required', details: { tier: '1', action: 'withdraw' } });
    });

    it('a review with a wrong or missing digest is a 401 and changes nothing', async () => {
      const forged = signWebhook(JSON.parse(kyc.review(player.id, KYC_TEST_KEYS.levelT1, 'GREEN').payload), 'not-the-webhook-secret');
      expect((await deliver(ctx, forged)).statusCode).toBe(401);
      const genuine = kyc.review(player.id, KYC_TEST_KEYS.levelT1, 'GREEN');
      const tampered = { payload: genuine.payload.replace(KYC_TEST_KEYS.levelT1, KYC_TEST_KEYS.levelT2), headers: genuine.headers };
      expect((await deliver(ctx, tampered)).statusCode).toBe(401);
      const { 'x-payload-digest': _dropped, ...unsigned } = genuine.headers;
      expect((await deliver(ctx, { payload: genuine.payload, headers: unsigned })).statusCode).toBe(401);
      expect((await verification(ctx, player)).tier).toBe(0);
      expect(await events(ctx, id)).toEqual([]);
    });

    it('a signed GREEN on the tier-1 level raises the tier; delivered again it changes nothing; then the stake goes through', async () => {
      const green = kyc.review(player.id, KYC_TEST_KEYS.levelT1, 'GREEN');
      expect((await deliver(ctx, green)).statusCode).toBe(200);
      expect((await deliver(ctx, green)).statusCode).toBe(200);
      expect(await events(ctx, id)).toEqual([{ source: 'provider', tier_before: 0, tier_after: 1, answer: 'GREEN' }]);
      const view = await verification(ctx, player);
      expect(view).toEqual({ tier: 1, required: { stake: 1, deposit: 1, withdraw: 1 }, jurisdiction: 'unknown' });
      const order = await ctx.order(player, { game: 'odd_even', option: 'odd', amount: '2' });
      expect(order.status).toBe(201);
    });

    it('a RED is recorded and never lowers the tier', async () => {
      expect((await deliver(ctx, kyc.review(player.id, KYC_TEST_KEYS.levelT1, 'RED'))).statusCode).toBe(200);
      expect((await events(ctx, id)).at(-1)).toEqual({ source: 'provider', tier_before: 1, tier_after: 1, answer: 'RED' });
      expect((await verification(ctx, player)).tier).toBe(1);
    });

    it('the same review delivered five times at once moves the tier once', async () => {
      const other = newTelegramUser();
      const otherId = await userId(ctx, other);
      await verification(ctx, other);
      const green = kyc.review(other.id, KYC_TEST_KEYS.levelT1, 'GREEN');
      const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(ctx, green)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await events(ctx, otherId)).toEqual([{ source: 'provider', tier_before: 0, tier_after: 1, answer: 'GREEN' }]);
    });

    it('EUR 2,000 of deposits in 180 days asks tier 2 for stakes and deposits, not for withdrawing; EUR 1,999.80 does not', async () => {
      const below = newTelegramUser();
      const belowId = await userId(ctx, below);
      await deliver(ctx, kyc.review(below.id, KYC_TEST_KEYS.levelT1, 'GREEN'));
      await deposit(ctx, belowId, 2222); // 1,999.80 EUR at 0.9
      expect((await verification(ctx, below)).required).toEqual({ stake: 1, deposit: 1, withdraw: 1 });

      await deposit(ctx, id, 2290); // with the earlier 10: 2,300 USDT, 2,070 EUR
      const view = await verification(ctx, player);
      expect(view).toMatchObject({ tier: 1, required: { stake: 2, deposit: 2, withdraw: 1 }, sdkToken: expect.any(String) });
      expect(kyc.tokens.at(-1)).toMatchObject({ userId: String(player.id), levelName: KYC_TEST_KEYS.levelT2 });
      const order = await ctx.order(player, { game: 'odd_even', option: 'odd', amount: '2' });
      expect(order.json.error).toMatchObject({ code: 'verification_required', details: { tier: '2', action: 'stake' } });
      const withdrawal = await ctx.call('POST', '/api/v1/wallet/withdrawals', { user: player, body: { amount: '5' }, headers: { 'idempotency-key': 'w-2' } });
      expect(withdrawal.json.error?.code).not.toBe('verification_required');

      // 181 days on, those deposits are outside the window: tier 1 is enough again.
      ctx.now = new Date(Date.now() + 181 * DAY_MS);
      try {
        expect((await verification(ctx, player)).required).toEqual({ stake: 1, deposit: 1, withdraw: 1 });
      } finally {
        ctx.now = null;
      }

      expect((await deliver(ctx, kyc.review(player.id, KYC_TEST_KEYS.levelT2, 'GREEN'))).statusCode).toBe(200);
      expect((await verification(ctx, player)).tier).toBe(2);
      expect((await ctx.order(player, { game: 'odd_even', option: 'odd', amount: '2' })).status).toBe(201);
    });
  },
  { ...paymentsEnv, ...kyc.env, ...PROFILES_ENV },
);

describeEachDb(
  'verification tiers in demo play',
  (ctx) => {
    it('demo play stays open to a tier-0 player where the profile asks tier 1', async () => {
      const player = newTelegramUser();
      expect((await ctx.order(player, { game: 'odd_even', option: 'odd', amount: '2' })).status).toBe(201);
      expect(await verification(ctx, player)).toMatchObject({ tier: 0, required: { stake: 1 } });
    });

    it('without a provider there is no webhook to post to', async () => {
      expect((await deliver(ctx, kyc.review(1, KYC_TEST_KEYS.levelT1, 'GREEN'))).statusCode).toBe(404);
    });
  },
  PROFILES_ENV,
);

describe('verification settings fail closed', () => {
  it('a provider without all its settings stops the server with a one-line reason', () => {
    const { KYC_LEVEL_T2: _missing, ...half } = kyc.env;
    expect(() => loadConfig({ NODE_ENV: 'test', ...half })).toThrow(/^Invalid configuration: KYC_LEVEL_T2 is required when KYC_PROVIDER=sumsub$/);
    expect(() => loadConfig({ NODE_ENV: 'test', KYC_WEBHOOK_SECRET: 'some-secret-value' })).toThrow(/KYC_WEBHOOK_SECRET is set without KYC_PROVIDER/);
  });

  it('a profile with raiseToTier2 without the EUR rate stops the server', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', JURISDICTION_PROFILES: profilesFile })).toThrow(/KYC_EUR_PER_USDT is required/);
    expect(loadConfig({ NODE_ENV: 'test', ...PROFILES_ENV }).eurPerUsdt).toBe(0.9);
  });
});
