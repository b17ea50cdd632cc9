/**
 * Time-out, self-exclusion and the reality check's session (docs/player-protection.md) on each database: a
 * time-out or exclusion refuses orders and holds deposits with its end date, never shortens, and
 * leaves the wallet, its statement and the history readable.
 */
import { Address } from '@ton/core';
import { beforeAll, expect, it } from 'vitest';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { DepositWatcher } from '../../server/payments/deposit-watcher';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { acceptTerms, describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import { startPaymentsStandIn } from './helpers/payments-kit';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd2));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x06));

const { chain, env } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });

const bet = { game: 'odd_even', option: 'odd', amount: '1' };
const protection = async (ctx: ServerContext, user: InitDataUser) => (await ctx.call('GET', '/api/v1/player/protection', { user })).json.data;
const memoOf = async (ctx: ServerContext, user: InitDataUser) => {
  await acceptTerms(ctx, user);
  return (await ctx.call('GET', '/api/v1/wallet', { user })).json.data.depositMemo as string;
};
const poll = (ctx: ServerContext) => new DepositWatcher(ctx.db, new ToncenterClient(ctx.config.payments!), { ...ctx.config.payments!, jurisdictions: ctx.config.jurisdictions }).pollOnce();

async function depositStatuses(ctx: ServerContext, memo: string): Promise<string[]> {
  return (await ctx.db.query<{ status: string }>('SELECT status FROM deposits WHERE memo = $1 ORDER BY lt', [memo])).map((row) => row.status);
}

describeEachDb(
  'time-out, self-exclusion and the reality check',
  (ctx) => {
    beforeAll(() => chain.reset());

    it.each([
      ['time-out', '/api/v1/player/time-out', { days: 1 }, 'timed_out', 'timeoutUntil', 24 * 3600 * 1000],
      ['time-out', '/api/v1/player/time-out', { days: 7 }, 'timed_out', 'timeoutUntil', 7 * 24 * 3600 * 1000],
      ['self-exclusion', '/api/v1/player/self-exclusion', { months: 6 }, 'self_excluded', 'excludedUntil', Date.parse('2027-05-26T09:00:00Z') - Date.parse('2026-11-26T09:00:00Z')],
      ['self-exclusion', '/api/v1/player/self-exclusion', { months: 60 }, 'self_excluded', 'excludedUntil', Date.parse('2031-11-26T09:00:00Z') - Date.parse('2026-11-26T09:00:00Z')],
    ])('a %s (%s, %o) refuses orders with its end date until it ends, and cannot be shortened', async (_name, url, body, code, field, lengthMs) => {
      const start = new Date('2026-11-26T09:00:00Z');
      ctx.now = start;
      const user = newTelegramUser();
      expect((await ctx.order(user, bet)).status).toBe(201);
      const taken = await ctx.call('POST', url, { user, body });
      expect(taken.status).toBe(200);
      const until = new Date(start.getTime() + lengthMs).toISOString();
      expect(taken.json.data[field]).toBe(until);
      const refused = await ctx.order(user, bet);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toMatchObject({ code, details: { until } });
      // The shortest of its kind again: the longer one stays.
      const shorter = url.endsWith('time-out') ? { days: 1 } : { months: 6 };
      expect((await ctx.call('POST', url, { user, body: shorter })).json.data[field]).toBe(until);
      // Reads stay open: the wallet, its statement and the history.
      expect((await ctx.call('GET', '/api/v1/wallet', { user })).status).toBe(200);
      expect((await ctx.call('GET', '/api/v1/wallet/transactions', { user })).status).toBe(200);
      expect((await ctx.call('GET', '/api/v1/game/history', { user })).json.data).toHaveLength(1);
      ctx.now = new Date(Date.parse(until) - 1000);
      expect((await ctx.order(user, bet)).json.error.code).toBe(code);
      ctx.now = new Date(until);
      expect((await ctx.order(user, bet)).status).toBe(201);
      expect((await protection(ctx, user))[field]).toBeNull();
      ctx.now = null;
    });

    it.each([
      ['/api/v1/player/time-out', { days: 2 }],
      ['/api/v1/player/time-out', { days: '1' }],
      ['/api/v1/player/time-out', { days: -1 }],
      ['/api/v1/player/time-out', {}],
      ['/api/v1/player/self-exclusion', { months: 12, days: 1 }],
      ['/api/v1/player/terms', { version: '2026-11-1', adult: false }],
      ['/api/v1/player/terms', { version: 'old', adult: true }],
    ])('refuses POST %s %o with 400, changing nothing', async (url, body) => {
      const user = newTelegramUser();
      const response = await ctx.call('POST', url, { user, body });
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('invalid_request');
      expect(await protection(ctx, user)).toMatchObject({ timeoutUntil: null, excludedUntil: null, termsVersion: null });
    });

    it('records the terms and the 18+ confirmation with their version', async () => {
      const user = newTelegramUser();
      const before = await protection(ctx, user);
      expect(before).toMatchObject({ termsVersion: null, currentTermsVersion: expect.any(String) });
      const accepted = await ctx.call('POST', '/api/v1/player/terms', { user, body: { version: before.currentTermsVersion, adult: true } });
      expect(accepted.json.data.termsVersion).toBe(before.currentTermsVersion);
    });

    it.each([
      ['time-out', '/api/v1/player/time-out', { days: 30 }],
      ['self-exclusion', '/api/v1/player/self-exclusion', { months: 12 }],
    ])('a deposit during a %s is held, not playable', async (_name, url, body) => {
      const user = newTelegramUser();
      const memo = await memoOf(ctx, user);
      await ctx.call('POST', url, { user, body });
      chain.deposit({ units: 5_000_000n, memo });
      expect(await poll(ctx)).toMatchObject({ status: 'done', credited: 0, held: 1 });
      expect(await depositStatuses(ctx, memo)).toEqual(['held']);
      expect(await ctx.balance(user)).toBe('100.000000');
    });

    it('a daily deposit limit credits deposits up to it and holds the one over it', async () => {
      const user = newTelegramUser();
      const memo = await memoOf(ctx, user);
      await ctx.call('PUT', '/api/v1/player/limits', { user, body: { kind: 'deposit', period: 'day', amount: '10' } });
      chain.deposit({ units: 6_000_000n, memo });
      chain.deposit({ units: 4_000_000n, memo });
      chain.deposit({ units: 1_000_000n, memo });
      expect(await poll(ctx)).toMatchObject({ status: 'done', credited: 2, held: 1 });
      expect(await depositStatuses(ctx, memo)).toEqual(['credited', 'credited', 'held']);
      expect(await ctx.balance(user)).toBe('110.000000');
    });

    it('counts the reality check session across two devices, from the first order, with its net result', async () => {
      const start = new Date('2026-11-26T12:00:00Z');
      ctx.now = start;
      const user = newTelegramUser();
      expect((await protection(ctx, user)).session).toBeNull();
      const first = (await ctx.order(user, bet)).json.data;
      // A second device: a session token instead of the launch data.
      const token = (await ctx.call('POST', '/api/v1/auth/session', { user })).json.data.token;
      ctx.now = new Date(start.getTime() + 20 * 60_000);
      const second = await ctx.call('POST', '/api/v1/game/orders', { body: bet, headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'device-b' } });
      expect(second.status).toBe(201);
      const net = Number(first.payout) + Number(second.json.data.payout) - 2;
      ctx.now = new Date(start.getTime() + 45 * 60_000);
      expect((await protection(ctx, user)).session).toEqual({ startedAt: start.toISOString(), playedSeconds: 45 * 60, net: net.toFixed(6), nextCheckAt: '2026-11-26T13:00:00.000Z' });
      const chosen = await ctx.call('PUT', '/api/v1/player/reality-check', { user, body: { minutes: 15 } });
      expect(chosen.json.data).toMatchObject({ realityCheckMinutes: 15, session: { nextCheckAt: '2026-11-26T13:00:00.000Z' } });
      // Over 30 minutes without an order: the next order starts a new session.
      ctx.now = new Date(start.getTime() + 51 * 60_000);
      expect((await protection(ctx, user)).session).toBeNull();
      await ctx.order(user, bet);
      expect((await protection(ctx, user)).session).toMatchObject({ startedAt: ctx.now.toISOString(), playedSeconds: 0, nextCheckAt: '2026-11-26T13:06:00.000Z' });
      ctx.now = null;
    });
  },
  env,
);
