/**
 * Referral payouts with payments on, on each database: with a bound wallet a circle's withdraw goes
 * out on chain through the withdrawal queue from house:referral_expense (the game balance never
 * holds it) and the payout worker pays it once; without one it is credited to the game balance and
 * the event says so. Once per circle either way.
 */
import { subWeeks } from 'date-fns/subWeeks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { circleId } from '../../src/contract/circle-id';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import type { HotWallet } from '../../server/ton/hot-wallet';
import { PayoutWorker } from '../../server/withdrawals/payout-worker';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import type { ToncenterStandIn } from './helpers/toncenter-stand-in';
import { newPlayer, paymentsEnv, type Player, startChainAndHotWallet } from './helpers/withdrawal-kit';

let chain: ToncenterStandIn;
let hot: HotWallet;
beforeAll(async () => {
  ({ chain, hot } = await startChainAndHotWallet());
});
afterAll(async () => {
  await chain?.close();
});

/** The referrer's invitee stakes 50 USDT (or `stake`) last week: 1% of it, 0.5 USDT, in last week's circle. */
async function earnLastWeek(ctx: ServerContext, referrer: Player, stake = '50'): Promise<number> {
  const refCode = (await ctx.call('GET', '/api/v1/user/me', { user: referrer.user })).json.data.refCode;
  const lastWeek = subWeeks(new Date(), 1);
  ctx.now = lastWeek;
  const child = newTelegramUser();
  await ctx.call('GET', '/api/v1/user/me', { user: child, startParam: refCode });
  expect((await ctx.order(child, { game: 'odd_even', option: 'odd', amount: stake })).status).toBe(201);
  ctx.now = null;
  return circleId(lastWeek);
}

const newWithdrawEvents = async (ctx: ServerContext, player: Player) =>
  (await ctx.db.query<{ data: unknown }>("SELECT data FROM events WHERE type = 'new_withdraw' AND user_id = $1", [player.id])).map((e) => e.data);

describeEachDb(
  'referral payouts with payments on',
  (ctx) => {
    beforeAll(() => chain.reset());

    it('pays a circle to the bound wallet through the queue, once', async () => {
      const referrer = await newPlayer(ctx);
      const circle = await earnLastWeek(ctx, referrer);
      const done = await ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: referrer.user });
      expect(done.status).toBe(200);
      expect(done.json.data).toEqual({ circleId: circle, payout: '0.500000', destination: 'wallet' });
      expect((await ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: referrer.user })).json.error.code).toBe('already_withdrawn');
      expect(await ctx.balance(referrer.user)).toBe('100.000000');
      expect(await newWithdrawEvents(ctx, referrer)).toEqual([{ payout: '0.500000', destination: 'wallet' }]);
      const worker = new PayoutWorker(ctx.db, new ToncenterClient(ctx.config.payments!), hot, ctx.config.payments!);
      expect((await worker.workOnce()).status).toBe('signed');
      expect((await worker.workOnce()).status).toBe('settled');
      const accepted = chain.sent.filter((m) => m.accepted);
      expect(accepted).toHaveLength(1);
      expect(accepted[0]!.jettonTransfers).toEqual([expect.objectContaining({ amount: 500_000n, destination: referrer.wallet!.address.toRawString().toUpperCase() })]);
      const [line] = (await ctx.call('GET', '/api/v1/wallet/transactions', { user: referrer.user })).json.data;
      expect(line).toMatchObject({ kind: 'referral_withdrawal', amount: '0.500000', status: 'sent', txHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      const reasons = await ctx.db.query<{ from_account: string; to_account: string; reason: string }>(
        "SELECT from_account, to_account, reason FROM transfers WHERE reference LIKE 'withdrawal:%' ORDER BY id",
      );
      expect(reasons).toEqual([
        { from_account: 'house:referral_expense', to_account: 'house:withdrawals_in_flight', reason: 'withdrawal' },
        { from_account: 'house:withdrawals_in_flight', to_account: 'house:deposits', reason: 'withdrawal_sent' },
      ]);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('credits the game balance without a bound wallet, and says so', async () => {
      const referrer = await newPlayer(ctx, { bound: false });
      const circle = await earnLastWeek(ctx, referrer);
      const done = await ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: referrer.user });
      expect(done.json.data).toEqual({ circleId: circle, payout: '0.500000', destination: 'balance' });
      expect(await ctx.balance(referrer.user)).toBe('100.500000');
      expect(await newWithdrawEvents(ctx, referrer)).toEqual([{ payout: '0.500000', destination: 'balance' }]);
      expect(await ctx.db.query('SELECT id FROM withdrawals WHERE user_id = $1', [referrer.id])).toEqual([]);
    });
  },
  () => paymentsEnv(chain.url),
);

describeEachDb(
  'referral payouts at the approval threshold',
  (ctx) => {
    it('a circle paid to the wallet waits for an operator above WITHDRAW_APPROVAL_ABOVE (0.5), as a cash-out does: 0.5 goes at once, 0.500001 waits', async () => {
      const statusOfPayout = async (stake: string) => {
        const referrer = await newPlayer(ctx);
        const circle = await earnLastWeek(ctx, referrer, stake);
        expect((await ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: referrer.user })).json.data.destination).toBe('wallet');
        return ctx.db.query<{ amount_micro: bigint; status: string }>('SELECT amount_micro, status FROM withdrawals WHERE user_id = $1', [referrer.id]);
      };
      expect(await statusOfPayout('49.9999')).toEqual([{ amount_micro: 499_999n, status: 'pending' }]);
      expect(await statusOfPayout('50')).toEqual([{ amount_micro: 500_000n, status: 'pending' }]);
      expect(await statusOfPayout('50.0001')).toEqual([{ amount_micro: 500_001n, status: 'awaiting_approval' }]);
    });
  },
  () => paymentsEnv(chain.url, { WITHDRAW_APPROVAL_ABOVE: '0.5' }),
);
