/**
 * Markers of harm (docs/back-office.md, "Markers of harm") on each database: a player crossing a
 * marker opens exactly one case however often (or however concurrently) the scan runs; an
 * operator logs what they did and closes it, every step audited; a marker crossed again after the
 * close opens a new case; and nothing in it changes the player's money.
 */
import { describe, expect, it } from 'vitest';
import { postTransfer } from '../../server/books/transfer-repository';
import { harmScanRound } from '../../server/harm/start-harm-scan';
import { crossedMarkers } from '../../server/harm/harm-scan';
import { jurisdictionProfiles } from '../../server/compliance/jurisdiction-profiles';
import { adminCall, adminEnv, lastAudit, login, SUPPORT, VIEWER } from './helpers/admin-kit';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const THRESHOLDS = jurisdictionProfiles(null).of(null).harmMarkers;

async function playerId(ctx: ServerContext, user: ReturnType<typeof newTelegramUser>): Promise<number> {
  return (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
}

async function casesOf(ctx: ServerContext, id: number) {
  return ctx.db.query<{ marker: string; status: string }>('SELECT marker, status FROM harm_cases WHERE user_id = $1 ORDER BY id', [id]);
}

async function changesOf(ctx: ServerContext, id: number) {
  return ctx.db.query<{ kind: string; limit_kind: string | null; limit_period: string | null; before_micro: string | null; after_micro: string | null }>(
    'SELECT kind, limit_kind, limit_period, before_micro::text, after_micro::text FROM protection_changes WHERE user_id = $1 ORDER BY id',
    [id],
  );
}

describe('the markers, from a player’s figures', () => {
  const base = { user_id: '1', jurisdiction: null, deposits_recent: '0', deposits_before: '0', deposit_count: 0, deposit_count_before: 0, orders: 0, night_orders: 0, wallets: 0, complaints: 0, limit_reversals: 0, timeout_loss_micro: '0' };
  it.each([
    ['deposits doubling over 5 deposits', { deposits_recent: '200000000', deposits_before: '100000000', deposit_count: 5 }, ['deposits_rising']],
    ['deposits doubling over only 4 deposits', { deposits_recent: '200000000', deposits_before: '100000000', deposit_count: 4 }, []],
    ['deposits up by less than double', { deposits_recent: '199000000', deposits_before: '100000000', deposit_count: 9 }, []],
    // The amount doubled; how often the player deposits must rise by depositFrequencyRatio (1.5) too.
    ['deposits doubling, 6 deposits after 4 (1.5 times as often)', { deposits_recent: '200000000', deposits_before: '100000000', deposit_count: 6, deposit_count_before: 4 }, ['deposits_rising']],
    ['deposits doubling, 5 deposits after 4 (just under 1.5 times)', { deposits_recent: '200000000', deposits_before: '100000000', deposit_count: 5, deposit_count_before: 4 }, []],
    ['deposits doubling, 7 deposits after 4 (just over 1.5 times)', { deposits_recent: '200000000', deposits_before: '100000000', deposit_count: 7, deposit_count_before: 4 }, ['deposits_rising']],
    ['deposits doubling in fewer, larger deposits: 5 after 8', { deposits_recent: '200000000', deposits_before: '100000000', deposit_count: 5, deposit_count_before: 8 }, []],
    ['half of 20 orders at night', { orders: 20, night_orders: 10 }, ['night_play']],
    ['half of 19 orders at night', { orders: 19, night_orders: 10 }, []],
    ['3 wallets in 90 days', { wallets: 3 }, ['many_wallets']],
    ['2 wallets', { wallets: 2 }, []],
    ['2 complaints in 30 days', { complaints: 2 }, ['complaints']],
    ['a limit raised within days of being lowered', { limit_reversals: 1 }, ['limits_lowered_raised']],
    ['a time-out after losing 100 USDT', { timeout_loss_micro: '100000000' }, ['timeout_after_losses']],
    ['a time-out after losing 99.99 USDT', { timeout_loss_micro: '99990000' }, []],
  ])('%s', (_name, figures, markers) => {
    expect(crossedMarkers({ ...base, ...figures }, THRESHOLDS).map((c) => c.marker)).toEqual(markers);
  });

  it.each([
    [8, 4, ['deposits_rising']],
    [7, 4, []],
    [9, 4, ['deposits_rising']],
  ])('with a profile’s depositFrequencyRatio of 2: %i deposits after %i', (count, countBefore, markers) => {
    const strict = jurisdictionProfiles({ profiles: { '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, harmMarkers: { depositFrequencyRatio: 2 } } } }).of(null).harmMarkers;
    const figures = { ...base, deposits_recent: '200000000', deposits_before: '100000000', deposit_count: count, deposit_count_before: countBefore };
    expect(crossedMarkers(figures, strict).map((c) => c.marker)).toEqual(markers);
  });
});

describeEachDb(
  'markers of harm',
  (ctx) => {
    it('a player crossing a marker opens exactly one case, however often and however concurrently the scan runs, and their money stays as it was', async () => {
      const user = newTelegramUser();
      const id = await playerId(ctx, user);
      for (const text of ['first', 'second']) expect((await ctx.call('POST', '/api/v1/player/complaints', { user, body: { kind: 'other', text } })).status).toBe(201);
      const balance = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.balance;
      await Promise.all([harmScanRound(ctx.db, ctx.config.jurisdictions, new Date()), harmScanRound(ctx.db, ctx.config.jurisdictions, new Date())]);
      await harmScanRound(ctx.db, ctx.config.jurisdictions, new Date());
      expect(await casesOf(ctx, id)).toEqual([{ marker: 'complaints', status: 'open' }]);
      expect((await ctx.call('GET', '/api/v1/user/me', { user })).json.data.balance).toBe(balance);
    });

    it('night play and several wallets each open their case', async () => {
      const user = newTelegramUser();
      const id = await playerId(ctx, user);
      for (let i = 0; i < 20; i += 1) expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '1' })).status).toBe(201);
      const night = new Date(Date.now() - 2 * 86_400_000);
      night.setUTCHours(3, 0, 0, 0);
      await ctx.db.query('UPDATE orders SET created_at = $2 WHERE user_id = $1', [id, night]);
      for (let i = 0; i < 3; i += 1) {
        await ctx.db.query(`INSERT INTO wallet_bindings (user_id, address, network, public_key, unbound_at) VALUES ($1, $2, 'testnet', 'ab', now())`, [id, `0:${String(i).repeat(64)}`]);
      }
      await harmScanRound(ctx.db, ctx.config.jurisdictions, new Date());
      expect(new Set((await casesOf(ctx, id)).map((c) => c.marker))).toEqual(new Set(['many_wallets', 'night_play']));
    });

    it('a limit lowered then raised opens one case, and the change log holds both steps; a raise long after the lowering opens none', async () => {
      const setStakeLimit = (user: ReturnType<typeof newTelegramUser>, amount: string | null) =>
        ctx.call('PUT', '/api/v1/player/limits', { user, body: { kind: 'stake', period: 'day', amount } });
      const user = newTelegramUser();
      const id = await playerId(ctx, user);
      expect((await setStakeLimit(user, '50')).status).toBe(200);
      expect((await setStakeLimit(user, '50')).status).toBe(200);
      expect((await setStakeLimit(user, null)).status).toBe(200);
      expect(await changesOf(ctx, id)).toEqual([
        { kind: 'limit_lowered', limit_kind: 'stake', limit_period: 'day', before_micro: null, after_micro: '50000000' },
        { kind: 'limit_raised', limit_kind: 'stake', limit_period: 'day', before_micro: '50000000', after_micro: null },
      ]);

      const calm = newTelegramUser();
      const calmId = await playerId(ctx, calm);
      ctx.now = new Date(Date.now() - 10 * 86_400_000);
      expect((await setStakeLimit(calm, '20')).status).toBe(200);
      ctx.now = null;
      expect((await setStakeLimit(calm, '40')).status).toBe(200);

      await harmScanRound(ctx.db, ctx.config.jurisdictions, new Date());
      await harmScanRound(ctx.db, ctx.config.jurisdictions, new Date());
      expect(await casesOf(ctx, id)).toEqual([{ marker: 'limits_lowered_raised', status: 'open' }]);
      expect(await casesOf(ctx, calmId)).toEqual([]);
    });

    it('a time-out right after losses opens one case; one without losses, or long after them, opens none', async () => {
      const takeTimeOut = (user: ReturnType<typeof newTelegramUser>) => ctx.call('POST', '/api/v1/player/time-out', { user, body: { days: 1 } });
      /** Three orders of 50 USDT that lost, whatever their draws were: the scan reads the orders' stakes and payouts. */
      const lose150 = async (user: ReturnType<typeof newTelegramUser>, id: number, at: Date) => {
        // Enough for three stakes whatever the draws (a test player's demo credit is smaller).
        await postTransfer(ctx.db, { from: 'house:bankroll', to: `player:${id}`, amountMicro: 150_000_000n, reason: 'admin_credit', reference: `test:harm:${id}` });
        for (let i = 0; i < 3; i += 1) expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '50' })).status).toBe(201);
        await ctx.db.query('UPDATE orders SET payout_micro = 0, created_at = $2 WHERE user_id = $1', [id, at]);
      };
      const loser = newTelegramUser();
      const loserId = await playerId(ctx, loser);
      await lose150(loser, loserId, new Date(Date.now() - 3_600_000));
      expect((await takeTimeOut(loser)).status).toBe(200);

      const rested = newTelegramUser();
      const restedId = await playerId(ctx, rested);
      expect((await takeTimeOut(rested)).status).toBe(200);
      const later = newTelegramUser();
      const laterId = await playerId(ctx, later);
      await lose150(later, laterId, new Date(Date.now() - 2 * 86_400_000));
      expect((await takeTimeOut(later)).status).toBe(200);

      await harmScanRound(ctx.db, ctx.config.jurisdictions, new Date());
      await harmScanRound(ctx.db, ctx.config.jurisdictions, new Date());
      expect(await casesOf(ctx, loserId)).toEqual([{ marker: 'timeout_after_losses', status: 'open' }]);
      expect(await casesOf(ctx, restedId)).toEqual([]);
      expect(await casesOf(ctx, laterId)).toEqual([]);
      expect((await changesOf(ctx, loserId)).map((c) => c.kind)).toEqual(['time_out']);
    });

    it('an operator logs a contact and closes the case, each step audited; crossed again, the marker opens a new case', async () => {
      const viewer = await login(ctx, VIEWER);
      expect((await adminCall(ctx, viewer, 'GET', '/cases')).status).toBe(403);
      const support = await login(ctx, SUPPORT);
      const [open] = (await adminCall(ctx, support, 'GET', '/cases?status=open')).json.data.filter((c: { marker: string }) => c.marker === 'complaints');
      expect(open).toMatchObject({ status: 'open', details: { complaintsLast30Days: 2, threshold: 2 } });

      const logged = await adminCall(ctx, support, 'POST', `/cases/${open.id}/log`, { action: 'contacted', text: 'Wrote to the player through the bot; offered limits.' });
      expect(logged.json.data.log).toEqual([{ operator: SUPPORT.id, action: 'contacted', text: 'Wrote to the player through the bot; offered limits.', at: expect.any(String) }]);
      expect((await lastAudit(ctx))[0]).toMatchObject({ action: 'case.log', target: `case:${open.id}`, outcome: 'done' });
      const closed = await adminCall(ctx, support, 'POST', `/cases/${open.id}/close`, { text: 'The player answered; no concern left.' });
      expect(closed.json.data).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
      expect((await adminCall(ctx, support, 'POST', `/cases/${open.id}/log`, { action: 'note', text: 'late' })).json.error.code).toBe('case_closed');
      expect((await adminCall(ctx, support, 'POST', '/cases/999999/close', { text: 'x' })).status).toBe(404);

      await harmScanRound(ctx.db, ctx.config.jurisdictions, new Date());
      expect((await casesOf(ctx, open.player.id)).map((c) => c.status)).toEqual(['closed', 'open']);
    });

    it('deposits rising in amount open a case only when they also came more often than the 30 days before', async () => {
      const deposit = (id: number, n: number, usdt: number, daysAgo: number) =>
        ctx.db.query("INSERT INTO deposits (tx_hash, lt, user_id, amount_micro, source, status, created_at) VALUES ($1, $2, $3, $4, 'EQsource', 'held', $5)", [
          `${id}-${daysAgo}-${n}`.padEnd(64, 'f'),
          id * 100 + n,
          id,
          usdt * 1_000_000,
          new Date(Date.now() - daysAgo * 86_400_000),
        ]);
      // Both players: 4 deposits of 25 USDT 40 days ago, then 200 USDT in the last 30 days.
      const player = async (recentCount: number) => {
        const id = await playerId(ctx, newTelegramUser());
        for (let n = 0; n < 4; n += 1) await deposit(id, n, 25, 40);
        for (let n = 0; n < recentCount; n += 1) await deposit(id, 10 + n, 200 / recentCount, 5);
        return id;
      };
      const fewer = await player(5);
      const oftener = await player(8);
      await harmScanRound(ctx.db, ctx.config.jurisdictions, new Date());
      expect(await casesOf(ctx, fewer)).toEqual([]);
      expect(await casesOf(ctx, oftener)).toEqual([{ marker: 'deposits_rising', status: 'open' }]);
    });

    it("each player is measured against their own jurisdiction's profile, its windows included", async () => {
      const profiles = jurisdictionProfiles({
        profiles: {
          MT: { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, harmMarkers: { complaints: 1, limitReversalDays: 20 } },
          '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } },
        },
      });
      const player = async (country: string) => {
        const user = newTelegramUser();
        const id = await playerId(ctx, user);
        expect((await ctx.call('POST', '/api/v1/player/residence', { user, body: { country } })).status).toBe(200);
        expect((await ctx.call('POST', '/api/v1/player/complaints', { user, body: { kind: 'other', text: 'one' } })).status).toBe(201);
        // A limit lowered ten days before it is raised: within Malta's 20 days, outside the default 7.
        ctx.now = new Date(Date.now() - 10 * 86_400_000);
        expect((await ctx.call('PUT', '/api/v1/player/limits', { user, body: { kind: 'loss', period: 'week', amount: '30' } })).status).toBe(200);
        ctx.now = null;
        expect((await ctx.call('PUT', '/api/v1/player/limits', { user, body: { kind: 'loss', period: 'week', amount: '60' } })).status).toBe(200);
        return id;
      };
      const maltese = await player('MT');
      const elsewhere = await player('FR');
      await harmScanRound(ctx.db, profiles, new Date());
      expect(new Set((await casesOf(ctx, maltese)).map((c) => c.marker))).toEqual(new Set(['complaints', 'limits_lowered_raised']));
      expect(await casesOf(ctx, elsewhere)).toEqual([]);
    });
  },
  adminEnv(),
);
