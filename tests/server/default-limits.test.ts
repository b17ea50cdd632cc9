/**
 * Limits offered by default (docs/compliance.md, "Jurisdiction profiles") on each database: a
 * profile's `defaultLimits` apply to a player of that profile who set none of that kind and period;
 * the order gate and the deposit gate hold them exactly as the player's own; the protection view
 * and the back office's player page mark them as set by default for the player's country; the
 * player lowers one at once, and a raise or a removal waits the 24 hours any raise waits (the
 * default holds meanwhile); a removed default does not come back.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { creditDeposit } from '../../server/payments/credit-deposit';
import { recordDeposit } from '../../server/payments/deposit-repository';
import { adminCall, adminEnv, login, VIEWER } from './helpers/admin-kit';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const dir = mkdtempSync(join(tmpdir(), 'default-limits-'));
const profiles = join(dir, 'profiles.json');
writeFileSync(
  profiles,
  JSON.stringify({
    profiles: {
      MT: { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, defaultLimits: { deposit: { day: 50 }, stake: { day: 5, month: 400 } } },
      '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } },
    },
  }),
);

// A Wednesday, 10:00 UTC: the day's limits reset at midnight.
const WEDNESDAY = new Date('2026-11-25T10:00:00Z');
const DAY_LATER = new Date('2026-11-26T10:00:00Z');
const lose = { game: 'lucky_number', option: 'lucky_number', number: 3 };

async function maltese(ctx: ServerContext): Promise<{ user: InitDataUser; id: number }> {
  const user = newTelegramUser();
  const id = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
  expect((await ctx.call('POST', '/api/v1/player/residence', { user, body: { country: 'MT' } })).status).toBe(200);
  return { user, id };
}

const limits = async (ctx: ServerContext, user: InitDataUser) => (await ctx.call('GET', '/api/v1/player/protection', { user })).json.data.limits;
const setLimit = (ctx: ServerContext, user: InitDataUser, body: unknown) => ctx.call('PUT', '/api/v1/player/limits', { user, body });
const stake = (ctx: ServerContext, user: InitDataUser, amount: string) => ctx.order(user, { ...lose, amount });

/** A deposit seen on chain, given to the player through the watcher's own path (the deposit gate with their profile). */
async function deposit(ctx: ServerContext, userId: number, micro: bigint): Promise<'credited' | 'held'> {
  const txHash = `default-limit-${Math.random().toString(36).slice(2)}`;
  await recordDeposit(ctx.db, { txHash, lt: BigInt(Date.now()), amountMicro: micro, memo: null, source: null });
  return ctx.db.transaction((tx) => creditDeposit(tx, txHash, userId, micro, ctx.now ?? new Date(), [], ctx.config.jurisdictions));
}

describeEachDb(
  'limits offered by default',
  (ctx) => {
    it('a player of the profile sees its defaults as set by default for their country; a player of another profile has none', async () => {
      const { user } = await maltese(ctx);
      expect(await limits(ctx, user)).toEqual([
        { kind: 'deposit', period: 'day', amount: '50.000000', byDefault: { country: 'MT' } },
        { kind: 'stake', period: 'day', amount: '5.000000', byDefault: { country: 'MT' } },
        { kind: 'stake', period: 'month', amount: '400.000000', byDefault: { country: 'MT' } },
      ]);
      expect(await limits(ctx, newTelegramUser())).toEqual([]);
    });

    it('the order gate holds a default stake limit as the player’s own', async () => {
      ctx.now = WEDNESDAY;
      const { user } = await maltese(ctx);
      expect((await stake(ctx, user, '3')).status).toBe(201);
      const refused = await stake(ctx, user, '2.000001');
      expect([refused.status, refused.json.error.code]).toEqual([403, 'limit_reached']);
      expect(refused.json.error.details).toMatchObject({ kind: 'stake', period: 'day', limit: '5.000000' });
      expect((await stake(ctx, user, '2')).status).toBe(201);
      // Another country's player stakes past it.
      const other = newTelegramUser();
      expect((await stake(ctx, other, '6')).status).toBe(201);
      ctx.now = null;
    });

    it('the deposit gate holds a deposit over a default deposit limit, as over the player’s own', async () => {
      ctx.now = WEDNESDAY;
      const { id } = await maltese(ctx);
      expect(await deposit(ctx, id, 40_000_000n)).toBe('credited');
      expect(await deposit(ctx, id, 10_000_001n)).toBe('held');
      const other = (await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser() })).json.data.id as number;
      expect(await deposit(ctx, other, 60_000_000n)).toBe('credited');
      ctx.now = null;
    });

    it('the player lowers a default at once: theirs from then on, the change logged', async () => {
      ctx.now = WEDNESDAY;
      const { user, id } = await maltese(ctx);
      const lowered = await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: '2' });
      expect(lowered.status).toBe(200);
      expect(lowered.json.data.limits).toContainEqual({ kind: 'stake', period: 'day', amount: '2.000000' });
      expect((await stake(ctx, user, '2.5')).json.error.code).toBe('limit_reached');
      const log = await ctx.db.query<{ kind: string; before_micro: bigint | null; after_micro: bigint | null }>(
        'SELECT kind, before_micro, after_micro FROM protection_changes WHERE user_id = $1 ORDER BY id',
        [id],
      );
      expect(log).toEqual([{ kind: 'limit_lowered', before_micro: 5_000_000n, after_micro: 2_000_000n }]);
      ctx.now = null;
    });

    it('a raise above a default waits 24 hours, the default holding meanwhile; then the player’s amount applies', async () => {
      ctx.now = WEDNESDAY;
      const { user } = await maltese(ctx);
      const raised = await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: '20' });
      expect(raised.json.data.limits).toContainEqual({
        kind: 'stake',
        period: 'day',
        amount: '5.000000',
        pending: { amount: '20.000000', effectiveAt: DAY_LATER.toISOString() },
        byDefault: { country: 'MT' },
      });
      expect((await stake(ctx, user, '6')).json.error.code).toBe('limit_reached');
      ctx.now = DAY_LATER;
      expect((await stake(ctx, user, '15')).status).toBe(201);
      expect(await limits(ctx, user)).toContainEqual({ kind: 'stake', period: 'day', amount: '20.000000' });
      ctx.now = null;
    });

    it('a removed default waits 24 hours too, and does not come back', async () => {
      ctx.now = WEDNESDAY;
      const { user } = await maltese(ctx);
      expect((await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: null })).json.data.limits).toContainEqual(
        expect.objectContaining({ kind: 'stake', period: 'day', amount: '5.000000', pending: { amount: null, effectiveAt: DAY_LATER.toISOString() } }),
      );
      expect((await stake(ctx, user, '6')).json.error.code).toBe('limit_reached');
      ctx.now = DAY_LATER;
      expect((await limits(ctx, user)).filter((limit: { kind: string; period: string }) => limit.kind === 'stake' && limit.period === 'day')).toEqual([]);
      expect((await stake(ctx, user, '6')).status).toBe(201);
      ctx.now = null;
    });

    it('the back office’s player page shows which limits are defaults', async () => {
      const { user, id } = await maltese(ctx);
      await setLimit(ctx, user, { kind: 'deposit', period: 'day', amount: '30' });
      const detail = await adminCall(ctx, await login(ctx, VIEWER), 'GET', `/players/${id}`);
      expect(detail.json.data.protection.limits).toEqual([
        { kind: 'deposit', period: 'day', amount: '30.000000' },
        { kind: 'stake', period: 'day', amount: '5.000000', byDefault: { country: 'MT' } },
        { kind: 'stake', period: 'month', amount: '400.000000', byDefault: { country: 'MT' } },
      ]);
    });
  },
  { ...adminEnv(), JURISDICTION_PROFILES: profiles, DEMO_BALANCE: '1000' },
);
