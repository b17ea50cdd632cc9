/**
 * Revenue reports from the books (docs/back-office.md, "Reports") on each database: a month's
 * figures equal the sum of its transfers (stakes, payouts, referral costs), grouped by day, month,
 * game or jurisdiction; the monthly close freezes them, so a transfer landing later in a closed month changes
 * nothing; the CSV carries the same lines; only finance closes, and only a month that has ended.
 */
import { expect, it } from 'vitest';
import { postTransfer } from '../../server/books/transfer-repository';
import { adminCall, adminEnv, FINANCE, lastAudit, login, VIEWER } from './helpers/admin-kit';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const OCTOBER_DAY = '2026-10-14';

/** Places `n` real orders for a player (a new one unless given), then moves their transfers to `day` (noon UTC). */
async function ordersOn(ctx: ServerContext, day: string, n: number, user = newTelegramUser()): Promise<number> {
  for (let i = 0; i < n; i += 1) {
    const response = await ctx.order(user, { game: 'odd_even', option: i % 2 ? 'odd' : 'even', amount: '1.5' });
    expect(response.status).toBe(201);
  }
  const [player] = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1', [user.id]);
  await ctx.db.query(
    `UPDATE transfers SET created_at = $2::timestamptz WHERE reason IN ('stake', 'payout') AND (from_account = $1 OR to_account = $1)`,
    [`player:${player!.id}`, `${day}T12:00:00Z`],
  );
  return player!.id;
}

/** What the transfers of [from, to) say, summed here by hand. */
async function sumsOf(ctx: ServerContext, from: string, to: string): Promise<{ stakes: bigint; payouts: bigint; referral: bigint }> {
  const [row] = await ctx.db.query<{ stakes: string; payouts: string; referral: string }>(
    `SELECT coalesce(sum(amount_micro) FILTER (WHERE reason = 'stake'), 0)::text AS stakes,
            coalesce(sum(amount_micro) FILTER (WHERE reason = 'payout'), 0)::text AS payouts,
            coalesce(sum(amount_micro) FILTER (WHERE from_account = 'house:referral_expense'), 0)::text AS referral
     FROM transfers WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz`,
    [from, to],
  );
  return { stakes: BigInt(row!.stakes), payouts: BigInt(row!.payouts), referral: BigInt(row!.referral) };
}

/** What the transfers of [from, to) of these players' accounts say, summed here by hand. */
async function playerSums(ctx: ServerContext, ids: number[], from: string, to: string) {
  const accounts = ids.map((id) => `player:${id}`);
  const [row] = await ctx.db.query<{ stakes: string; payouts: string; referral: string }>(
    `SELECT coalesce(sum(amount_micro) FILTER (WHERE reason = 'stake' AND from_account = ANY ($3::text[])), 0)::text AS stakes,
            coalesce(sum(amount_micro) FILTER (WHERE reason = 'payout' AND to_account = ANY ($3::text[])), 0)::text AS payouts,
            coalesce(sum(amount_micro) FILTER (WHERE from_account = 'house:referral_expense' AND to_account = ANY ($3::text[])), 0)::text AS referral
     FROM transfers WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz`,
    [from, to, accounts],
  );
  const [stakes, payouts, referral] = [BigInt(row!.stakes), BigInt(row!.payouts), BigInt(row!.referral)];
  return { turnover: usdt(stakes), payouts: usdt(payouts), ggr: usdt(stakes - payouts), referralCost: usdt(referral), ngr: usdt(stakes - payouts - referral) };
}

const usdt = (micro: bigint) => `${micro < 0n ? '-' : ''}${(micro < 0n ? -micro : micro) / 1_000_000n}.${((micro < 0n ? -micro : micro) % 1_000_000n).toString().padStart(6, '0')}`;

describeEachDb(
  'revenue reports',
  (ctx) => {
    it("a month's report equals the sum of its transfers, by day, month and game", async () => {
      await ordersOn(ctx, OCTOBER_DAY, 6);
      await ordersOn(ctx, '2026-10-20', 4);
      const referralPlayer = await ordersOn(ctx, '2026-10-20', 1);
      // A referral circle paid out to the game balance on the 20th.
      const posted = await postTransfer(ctx.db, { from: 'house:referral_expense', to: `player:${referralPlayer}`, amountMicro: 2_500_000n, reason: 'referral_withdraw', reference: 'test:revenue:referral' });
      expect(posted.status).toBe('posted');
      await ctx.db.query("UPDATE transfers SET created_at = '2026-10-20T13:00:00Z' WHERE reference = 'test:revenue:referral'");

      const october = await sumsOf(ctx, '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z');
      expect(october.stakes).toBe(16_500_000n);
      const viewer = await login(ctx, VIEWER);
      const byMonth = await adminCall(ctx, viewer, 'GET', '/reports/revenue?from=2026-10-01&to=2026-10-31&by=month');
      expect(byMonth.status).toBe(200);
      const ggr = october.stakes - october.payouts;
      expect(byMonth.json.data).toEqual([
        { key: '2026-10', turnover: usdt(october.stakes), payouts: usdt(october.payouts), ggr: usdt(ggr), referralCost: '2.500000', ngr: usdt(ggr - 2_500_000n) },
      ]);

      const byDay = (await adminCall(ctx, viewer, 'GET', '/reports/revenue?from=2026-10-01&to=2026-10-31&by=day')).json.data;
      expect(byDay.map((line: { key: string }) => line.key)).toEqual(['2026-10-14', '2026-10-20']);
      const day14 = await sumsOf(ctx, '2026-10-14T00:00:00Z', '2026-10-15T00:00:00Z');
      expect(byDay[0]).toMatchObject({ turnover: '9.000000', payouts: usdt(day14.payouts), referralCost: '0.000000' });

      const byGame = (await adminCall(ctx, viewer, 'GET', '/reports/revenue?from=2026-10-01&to=2026-10-31&by=game')).json.data;
      expect(byGame).toEqual([
        { key: 'odd_even', turnover: usdt(october.stakes), payouts: usdt(october.payouts), ggr: usdt(ggr), referralCost: '0.000000', ngr: usdt(ggr) },
        { key: 'referrals', turnover: '0.000000', payouts: '0.000000', ggr: '0.000000', referralCost: '2.500000', ngr: '-2.500000' },
      ]);

      const csv = await adminCall(ctx, viewer, 'GET', '/reports/revenue.csv?from=2026-10-01&to=2026-10-31&by=month');
      expect(csv.status).toBe(200);
      expect(String(csv.headers['content-type'])).toContain('text/csv');
    });

    it('the close freezes a month: a transfer landing in it afterwards changes nothing, and the month closes once', async () => {
      const viewer = await login(ctx, VIEWER);
      const before = (await adminCall(ctx, viewer, 'GET', '/reports/revenue?from=2026-10-01&to=2026-10-31&by=month')).json.data;
      const finance = await login(ctx, FINANCE);
      const closed = await adminCall(ctx, finance, 'POST', '/reports/close', { month: '2026-10' });
      expect(closed.status).toBe(200);
      expect(closed.json.data).toMatchObject({ month: '2026-10', closedBy: FINANCE.id });
      expect((await lastAudit(ctx))[0]).toMatchObject({ action: 'reports.close', target: 'month:2026-10', outcome: 'done' });

      await ordersOn(ctx, '2026-10-25', 3);
      const after = (await adminCall(ctx, viewer, 'GET', '/reports/revenue?from=2026-10-01&to=2026-10-31&by=month')).json.data;
      expect(after).toEqual(before);
      // The live sum did move: the frozen figures are what the report answers.
      expect((await sumsOf(ctx, '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z')).stakes).toBe(21_000_000n);
      const csv = await adminCall(ctx, viewer, 'GET', '/reports/revenue.csv?from=2026-10-01&to=2026-10-31&by=month');
      const line = before[0];
      expect(csv.json).toBe(`\uFEFFkey,turnover,payouts,ggr,referralCost,ngr\r\n2026-10,${line.turnover},${line.payouts},${line.ggr},${line.referralCost},${line.ngr}\r\n`);

      expect((await adminCall(ctx, finance, 'POST', '/reports/close', { month: '2026-10' })).json.error.code).toBe('month_closed');
      const running = new Date().toISOString().slice(0, 7);
      expect((await adminCall(ctx, finance, 'POST', '/reports/close', { month: running })).json.error.code).toBe('month_open');
      expect((await adminCall(ctx, viewer, 'POST', '/reports/close', { month: '2026-09' })).status).toBe(403);
      expect((await adminCall(ctx, viewer, 'GET', '/reports/closes')).json.data).toEqual([expect.objectContaining({ month: '2026-10' })]);
    });

    it("a month's report by jurisdiction equals the sum of each jurisdiction's transfers, and stays frozen after the close", async () => {
      const [malta, curacao] = [newTelegramUser(), newTelegramUser()];
      for (const [user, country] of [[malta, 'MT'], [curacao, 'CW']] as const) {
        expect((await ctx.call('POST', '/api/v1/player/residence', { user, body: { country } })).status).toBe(200);
      }
      const mt = await ordersOn(ctx, '2026-09-10', 4, malta);
      const cw = await ordersOn(ctx, '2026-09-12', 3, curacao);
      const nowhere = await ordersOn(ctx, '2026-09-12', 2);
      // A referral circle paid to the Maltese player's game balance: Malta's cost.
      expect((await postTransfer(ctx.db, { from: 'house:referral_expense', to: `player:${mt}`, amountMicro: 1_250_000n, reason: 'referral_withdraw', reference: 'test:revenue:referral:mt' })).status).toBe('posted');
      await ctx.db.query("UPDATE transfers SET created_at = '2026-09-12T13:00:00Z' WHERE reference = 'test:revenue:referral:mt'");

      const [from, to] = ['2026-09-01T00:00:00Z', '2026-10-01T00:00:00Z'];
      const expected = [
        { key: 'CW', ...(await playerSums(ctx, [cw], from, to)) },
        { key: 'MT', ...(await playerSums(ctx, [mt], from, to)) },
        { key: 'unknown', ...(await playerSums(ctx, [nowhere], from, to)) },
      ];
      expect(expected[1]).toMatchObject({ turnover: '6.000000', referralCost: '1.250000' });
      const viewer = await login(ctx, VIEWER);
      const report = () => adminCall(ctx, viewer, 'GET', '/reports/revenue?from=2026-09-01&to=2026-09-30&by=jurisdiction');
      expect((await report()).json.data).toEqual(expected);
      const month = (await adminCall(ctx, viewer, 'GET', '/reports/revenue?from=2026-09-01&to=2026-09-30&by=month')).json.data[0];
      expect(month).toEqual({ key: '2026-09', ...(await playerSums(ctx, [cw, mt, nowhere], from, to)) });

      const finance = await login(ctx, FINANCE);
      expect((await adminCall(ctx, finance, 'POST', '/reports/close', { month: '2026-09' })).status).toBe(200);
      // After the close: a player moves country, and more play lands in the month; the report stays as closed.
      expect((await ctx.call('POST', '/api/v1/player/residence', { user: curacao, body: { country: 'MT' } })).status).toBe(200);
      await ordersOn(ctx, '2026-09-20', 2);
      expect((await report()).json.data).toEqual(expected);
      const csv = await adminCall(ctx, viewer, 'GET', '/reports/revenue.csv?from=2026-09-01&to=2026-09-30&by=jurisdiction');
      expect(csv.json).toBe(`\uFEFFkey,turnover,payouts,ggr,referralCost,ngr\r\n${expected.map((l) => [l.key, l.turnover, l.payouts, l.ggr, l.referralCost, l.ngr].join(',')).join('\r\n')}\r\n`);
    });

    it('refuses a malformed span with 400', async () => {
      const viewer = await login(ctx, VIEWER);
      for (const query of ['from=2026-10-31&to=2026-10-01', 'from=2026-02-30&to=2026-03-01', 'from=x&to=y', 'from=2026-10-01&to=2026-10-31&by=week']) {
        expect((await adminCall(ctx, viewer, 'GET', `/reports/revenue?${query}`)).status).toBe(400);
      }
    });
  },
  adminEnv(),
);
