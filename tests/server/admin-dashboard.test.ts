/**
 * The back office's dashboard (docs/back-office.md, "Return to player") on each database: after
 * 2,000 orders on odd and 2,000 on even, each option's actual return (payouts / stakes) lies in
 * its 95% interval around 97.5%, and the revenue lines add up. The orders are settled by the real
 * rules (server/game/rules.ts `settle`, the provably fair draw) from a fixed server seed, so the
 * outcome is the same on every run, and written with the same rows and transfers as
 * place-order.ts writes, in a few bulk statements (4,000 requests would take minutes).
 */
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { postTransfer } from '../../server/books/transfer-repository';
import { settle } from '../../server/game/rules';
import { formatUsdt } from '../../src/contract/money';
import { adminCall, adminEnv, login, VIEWER } from './helpers/admin-kit';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const SERVER_SEED = 'dashboard-test-server-seed-0001';
const CLIENT_SEED = 'dashboard-test';
const STAKE = 1_000_000n;

/** `count` orders of one option for a new player, as place-order.ts would settle and book them. */
async function seedOrders(ctx: ServerContext, option: 'odd' | 'even', count: number): Promise<{ stakes: bigint; payouts: bigint }> {
  const user = newTelegramUser();
  const playerId = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
  const account = `player:${playerId}` as const;
  await postTransfer(ctx.db, { from: 'house:bankroll', to: account, amountMicro: STAKE * BigInt(count), reason: 'admin_credit', reference: `test:dashboard:${playerId}` });
  const settled = Array.from({ length: count }, (_, nonce) => settle({ game: 'odd_even', option, amountMicro: STAKE }, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }));
  const payouts = settled.reduce((sum, s) => sum + s.payoutMicro, 0n);
  await ctx.db.transaction(async (tx) => {
    const [seed] = await tx.query<{ id: bigint }>(
      'UPDATE game_seeds SET seed = $2, seed_hash = $3, client_seed = $4, next_nonce = $5 WHERE user_id = $1 AND revealed_at IS NULL RETURNING id',
      [playerId, SERVER_SEED, createHash('sha256').update(SERVER_SEED).digest('hex'), CLIENT_SEED, count],
    );
    const ids = await tx.query<{ id: bigint; nonce: bigint }>(
      `INSERT INTO orders (user_id, game, option, number, amount_micro, outcome, result, payout_micro, seed_id, nonce, created_at, fairness_version)
       SELECT $1, 'odd_even', $2, NULL, $3, o.outcome, o.result, o.payout, $4, o.nonce, now(), 2
       FROM unnest($5::int[], $6::text[], $7::bigint[], $8::bigint[]) AS o(outcome, result, payout, nonce)
       RETURNING id, nonce`,
      [playerId, option, STAKE, seed!.id, settled.map((s) => s.outcome), settled.map((s) => s.result), settled.map((s) => s.payoutMicro), settled.map((_, i) => i)],
    );
    const byNonce = new Map(ids.map((row) => [Number(row.nonce), row.id]));
    const stakeRefs = settled.map((_, i) => `order:${byNonce.get(i)}:stake`);
    const winners = settled.flatMap((s, i) => (s.payoutMicro > 0n ? [{ ref: `order:${byNonce.get(i)}:payout`, amount: s.payoutMicro }] : []));
    await tx.query(
      `INSERT INTO transfers (from_account, to_account, amount_micro, reason, reference)
       SELECT $1, 'house:bankroll', $2, 'stake', ref FROM unnest($3::text[]) AS ref`,
      [account, STAKE, stakeRefs],
    );
    await tx.query(
      `INSERT INTO transfers (from_account, to_account, amount_micro, reason, reference)
       SELECT 'house:bankroll', $1, w.amount, 'payout', w.ref FROM unnest($2::text[], $3::bigint[]) AS w(ref, amount)`,
      [account, winners.map((w) => w.ref), winners.map((w) => w.amount)],
    );
    await tx.query('UPDATE accounts SET balance_micro = balance_micro - $2 + $3 WHERE name = $1', [account, STAKE * BigInt(count), payouts]);
  });
  return { stakes: STAKE * BigInt(count), payouts };
}

describeEachDb(
  'back office dashboard',
  (ctx) => {
    it("shows odd and even returning 97.5% within their 95% intervals after 2,000 orders each, and revenue that adds up", async () => {
      const odd = await seedOrders(ctx, 'odd', 2000);
      const even = await seedOrders(ctx, 'even', 2000);
      const response = await adminCall(ctx, await login(ctx, VIEWER), 'GET', '/dashboard?days=7');
      expect(response.status).toBe(200);
      const data = response.json.data;
      // σ per unit stake is 1.95·√(0.5·0.5) = 0.975; with 2,000 equal stakes the half-width is 1.96·0.975/√2000.
      const halfWidth = (1.959_963_985 * 0.975) / Math.sqrt(2000);
      for (const [option, totals] of [['odd', odd], ['even', even]] as const) {
        const line = data.options.find((o: { option: string }) => o.option === option);
        expect(line).toMatchObject({ game: 'odd_even', option, orders: 2000, stakes: '2000.000000' });
        expect(line.expectedReturn).toBeCloseTo(0.975, 12);
        expect(line.actualReturn).toBeCloseTo(Number(totals.payouts) / Number(totals.stakes), 12);
        expect(line.interval.low).toBeCloseTo(0.975 - halfWidth, 9);
        expect(line.interval.high).toBeCloseTo(0.975 + halfWidth, 9);
        expect(line.actualReturn).toBeGreaterThanOrEqual(line.interval.low);
        expect(line.actualReturn).toBeLessThanOrEqual(line.interval.high);
      }
      // Every option is listed with its expected return, those without orders without an interval.
      expect(data.options.map((o: { option: string; expectedReturn: number }) => [o.option, o.expectedReturn.toFixed(6)])).toEqual([
        ['even', '0.975000'], ['odd', '0.975000'], ['under', '0.975000'], ['over', '0.975000'], ['lottery_1', '0.966667'], ['lottery_2', '0.966667'], ['lottery_3', '0.966667'], ['lucky_number', '0.950000'],
      ]);
      expect(data.options.find((o: { option: string }) => o.option === 'over')).toMatchObject({ orders: 0, actualReturn: null, interval: null });
      const ggr = Number(odd.stakes + even.stakes - odd.payouts - even.payouts) / 1e6;
      const oddEven = data.ggrByGame.find((g: { game: string }) => g.game === 'odd_even');
      expect(oddEven).toMatchObject({ stakes: '4000.000000' });
      expect(Number(oddEven.ggr)).toBeCloseTo(ggr, 6);
      expect(data.ggrByDay).toHaveLength(7);
      expect(data.ggrByDay.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), stakes: '4000.000000', ggr: oddEven.ggr });
      expect(data.activePlayers).toBe(2);
      const [owed] = await ctx.db.query<{ total: bigint }>('SELECT sum(balance_micro)::bigint AS total FROM accounts WHERE user_id IS NOT NULL');
      expect(Number(data.owedToPlayers) * 1e6).toBe(Number(owed!.total));
      expect(data).toMatchObject({ deposits: { count: 0, amount: '0.000000' }, withdrawals: { count: 0, amount: '0.000000' }, hotWalletBalance: null });
    });

    it('draws its revenue from the transfers, as the reports do: a stake booked on another day than its order, and a referral cost no order has', async () => {
      const user = newTelegramUser();
      for (let i = 0; i < 3; i += 1) expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '2' })).status).toBe(201);
      const id = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
      const account = `player:${id}` as const;
      // The orders stay today; their transfers are booked two days ago.
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      await ctx.db.query(`UPDATE transfers SET created_at = $2::timestamptz WHERE reason IN ('stake', 'payout') AND (from_account = $1 OR to_account = $1)`, [account, `${twoDaysAgo}T12:00:00Z`]);
      const [paid] = await ctx.db.query<{ total: string }>("SELECT coalesce(sum(amount_micro), 0)::text AS total FROM transfers WHERE reason = 'payout' AND to_account = $1", [account]);
      const payouts = BigInt(paid!.total);
      expect((await postTransfer(ctx.db, { from: 'house:referral_expense', to: account, amountMicro: 2_500_000n, reason: 'referral_withdraw', reference: 'test:dashboard:referral' })).status).toBe('posted');

      const data = (await adminCall(ctx, await login(ctx, VIEWER), 'GET', '/dashboard?days=7')).json.data;
      expect(data.ggrByDay.find((d: { day: string }) => d.day === twoDaysAgo)).toEqual({
        day: twoDaysAgo,
        stakes: '6.000000',
        payouts: formatUsdt(payouts),
        ggr: formatUsdt(6_000_000n - payouts),
        referralCost: '0.000000',
        ngr: formatUsdt(6_000_000n - payouts),
      });
      const today = data.ggrByDay.at(-1);
      expect(today.referralCost).toBe('2.500000');
      expect(today.ngr).toBe(formatUsdt(BigInt(Math.round(Number(today.ggr) * 1e6)) - 2_500_000n));
    });

    it('counts every withdrawal waiting for an approval, an old one before the period too, and none in another status', async () => {
      const id = (await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser() })).json.data.id as number;
      const insert = (key: string, micro: bigint, status: string, createdAt: string) =>
        ctx.db.query(
          `INSERT INTO withdrawals (user_id, source, request_key, request_hash, amount_micro, destination, status, created_at)
           VALUES ($1, 'cashout', $2, 'h', $3, '0:00', $4, $5::timestamptz)`,
          [id, key, micro, status, createdAt],
        );
      await insert('dash-wait-1', 60_000_000n, 'awaiting_approval', new Date().toISOString());
      await insert('dash-wait-2', 1_500_000n, 'awaiting_approval', '2020-01-01T00:00:00Z');
      await insert('dash-pending', 9_000_000n, 'pending', new Date().toISOString());
      const data = (await adminCall(ctx, await login(ctx, VIEWER), 'GET', '/dashboard?days=1')).json.data;
      expect(data.awaitingApproval).toEqual({ count: 2, amount: '61.500000' });
    });

    it('refuses a days count outside 1-366', async () => {
      const session = await login(ctx, VIEWER);
      expect((await adminCall(ctx, session, 'GET', '/dashboard?days=0')).status).toBe(400);
      expect((await adminCall(ctx, session, 'GET', '/dashboard?days=367')).status).toBe(400);
    });
  },
  adminEnv(),
);
