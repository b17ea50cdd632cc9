/**
 * Money thresholds at their edges, on each database: the value at a threshold, one micro-USDT
 * under and one over (the minimum withdrawal, the approval and dual-approval thresholds of
 * withdrawals and adjustments; the day's maximum without refunded withdrawals), and the house
 * account on each side of every transfer a withdrawal, an adjustment and an order post, named, not
 * only summed: a transfer booked to the wrong house account still sums to zero. The deposit
 * watcher has no minimum (a deposit below the wallet screen's minimum is still credited), so there
 * is none to test here.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { adminCall, adminEnv, FINANCE, FINANCE_2, login, type AdminSession, type TestOperator } from './helpers/admin-kit';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import { credit, newPlayer, paymentsEnv, withdraw } from './helpers/withdrawal-kit';

type Leg = { reason: string; from_account: string; to_account: string; amount_micro: bigint; reference: string };

/** The transfers whose reference starts with `prefix`, in the order they were posted. */
const transfersOf = (ctx: ServerContext, prefix: string) =>
  ctx.db.query<Leg>("SELECT reason, from_account, to_account, amount_micro, reference FROM transfers WHERE reference = $1 OR reference LIKE $1 || ':%' ORDER BY id", [prefix]);

describeEachDb(
  'money thresholds',
  (ctx) => {
    const sessions: Record<number, AdminSession> = {};
    const as = async (who: TestOperator) => (sessions[who.id] ??= await login(ctx, who));
    const approve = async (who: TestOperator, id: string) => adminCall(ctx, await as(who), 'POST', `/withdrawals/${id}/approve`);
    const adjust = async (who: TestOperator, playerId: number, amount: string) =>
      adminCall(ctx, await as(who), 'POST', '/adjustments', { playerId, amount, reason: 'goodwill' }, { headers: { 'idempotency-key': randomUUID() } });

    it('the minimum withdrawal (2): 2 and 2.000001 are taken, 1.999999 is not', async () => {
      const player = await newPlayer(ctx);
      expect((await withdraw(ctx, player, '1.999999')).json.error.code).toBe('withdraw_below_min');
      expect((await withdraw(ctx, player, '2')).json.data.status).toBe('pending');
      expect((await withdraw(ctx, player, '2.000001')).json.data.status).toBe('pending');
      expect(await ctx.balance(player.user)).toBe('95.999999');
    });

    it('the approval threshold (50): 50 goes to the worker at once, 50.000001 waits for an operator', async () => {
      const player = await newPlayer(ctx);
      await credit(ctx, player, 100_000_000n);
      expect((await withdraw(ctx, player, '50')).json.data.status).toBe('pending');
      expect((await withdraw(ctx, player, '50.000001')).json.data.status).toBe('awaiting_approval');
    });

    it('the dual-approval threshold (80): 80 needs one approval, 80.000001 two', async () => {
      const atIt = await newPlayer(ctx);
      const over = await newPlayer(ctx);
      const a = (await withdraw(ctx, atIt, '80')).json.data.id as string;
      const b = (await withdraw(ctx, over, '80.000001')).json.data.id as string;
      expect((await approve(FINANCE, a)).json.data).toMatchObject({ status: 'pending', neededApprovals: 1 });
      expect((await approve(FINANCE, b)).json.data).toMatchObject({ status: 'awaiting_approval', neededApprovals: 2 });
      expect((await approve(FINANCE_2, b)).json.data).toMatchObject({ status: 'pending', neededApprovals: 2 });
    });

    it('the day’s maximum (1000) counts what is withdrawn today, not a withdrawal an operator refused and refunded', async () => {
      const player = await newPlayer(ctx);
      await credit(ctx, player, 2_000_000_000n);
      const refused = (await withdraw(ctx, player, '600')).json.data.id as string;
      expect((await adminCall(ctx, await as(FINANCE), 'POST', `/withdrawals/${refused}/reject`, { reason: 'address on a sanctions list' })).json.data.status).toBe('rejected_refunded');
      expect((await withdraw(ctx, player, '1000')).status).toBe(201);
      expect((await withdraw(ctx, player, '2')).json.error.code).toBe('withdraw_daily_limit');
    });

    it('the adjustments’ dual-approval threshold (100), for a credit and a debit alike: 100 posts alone, 100.000001 waits', async () => {
      const credits = [await newPlayer(ctx, { bound: false }), await newPlayer(ctx, { bound: false })];
      expect((await adjust(FINANCE, credits[0]!.id, '100')).json.data.status).toBe('posted');
      expect((await adjust(FINANCE, credits[1]!.id, '100.000001')).json.data.status).toBe('awaiting_approval');
      const debits = [await newPlayer(ctx, { bound: false }), await newPlayer(ctx, { bound: false })];
      for (const player of debits) await credit(ctx, player, 1_000_000n);
      expect((await adjust(FINANCE, debits[0]!.id, '-100')).json.data.status).toBe('posted');
      expect((await adjust(FINANCE, debits[1]!.id, '-100.000001')).json.data.status).toBe('awaiting_approval');
    });

    it('a withdrawal’s transfers: player → in flight, and in flight → player when an operator refuses it (the payout worker’s tests name the sent leg)', async () => {
      const player = await newPlayer(ctx);
      const me = `player:${player.id}`;
      const refused = (await withdraw(ctx, player, '60')).json.data.id as string;
      const rejected = await adminCall(ctx, await as(FINANCE), 'POST', `/withdrawals/${refused}/reject`, { reason: 'address on a sanctions list' });
      expect(rejected.json.data.status).toBe('rejected_refunded');
      expect(await transfersOf(ctx, `withdrawal:${refused}`)).toEqual([
        { reason: 'withdrawal', from_account: me, to_account: 'house:withdrawals_in_flight', amount_micro: 60_000_000n, reference: `withdrawal:${refused}` },
        { reason: 'withdrawal_refund', from_account: 'house:withdrawals_in_flight', to_account: me, amount_micro: 60_000_000n, reference: `withdrawal:${refused}:refund` },
      ]);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('an adjustment’s transfer: bankroll → player for a credit, player → bankroll for a debit', async () => {
      const player = await newPlayer(ctx, { bound: false });
      const me = `player:${player.id}`;
      const up = (await adjust(FINANCE, player.id, '7')).json.data.id as number;
      const down = (await adjust(FINANCE, player.id, '-3')).json.data.id as number;
      expect(await transfersOf(ctx, `adjustment:${up}`)).toEqual([{ reason: 'adjustment', from_account: 'house:bankroll', to_account: me, amount_micro: 7_000_000n, reference: `adjustment:${up}` }]);
      expect(await transfersOf(ctx, `adjustment:${down}`)).toEqual([{ reason: 'adjustment', from_account: me, to_account: 'house:bankroll', amount_micro: 3_000_000n, reference: `adjustment:${down}` }]);
    });

    it('an order’s transfers: the stake player → bankroll, a win’s payout bankroll → player', async () => {
      const user = newTelegramUser();
      const me = `player:${(await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id}`;
      // Odd or even pays half the time: play until one order wins (each a stake of its own).
      let entry: { orderId: string; result: string; payout: string } | undefined;
      for (let i = 0; i < 60 && entry?.result !== 'win'; i += 1) entry = (await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '0.1' })).json.data;
      expect(entry?.result).toBe('win');
      const payout = BigInt(Math.round(Number(entry!.payout) * 1_000_000));
      expect(await transfersOf(ctx, `order:${entry!.orderId}`)).toEqual([
        { reason: 'stake', from_account: me, to_account: 'house:bankroll', amount_micro: 100_000n, reference: `order:${entry!.orderId}:stake` },
        { reason: 'payout', from_account: 'house:bankroll', to_account: me, amount_micro: payout, reference: `order:${entry!.orderId}:payout` },
      ]);
    });
  },
  { ...paymentsEnv('http://127.0.0.1:43001', { WITHDRAW_APPROVAL_ABOVE: '50', WITHDRAW_DUAL_APPROVAL_ABOVE: '80' }), ...adminEnv({ ADJUSTMENT_DUAL_APPROVAL_ABOVE: '100' }) },
);
