/**
 * Held money always goes home (docs/player-protection.md, "Taking held deposits back"): a player on
 * a break takes every held deposit back at once, whatever WITHDRAW_DAILY_MAX and WITHDRAW_MIN say,
 * since it is their own money going back; and the back office shows a player whose held deposits
 * went back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DepositWatcher } from '../../server/payments/deposit-watcher';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { adminCall, adminEnv, FINANCE, login, VIEWER } from './helpers/admin-kit';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import { startToncenterStandIn, type ToncenterStandIn } from './helpers/toncenter-stand-in';
import { DEPOSIT_ADDRESS, newPlayer, paymentsEnv, USDT_MASTER } from './helpers/withdrawal-kit';

let chain: ToncenterStandIn;
beforeAll(async () => {
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });
});
afterAll(async () => {
  await chain?.close();
});

async function deposit(ctx: ServerContext, memo: string, units: bigint): Promise<void> {
  chain.deposit({ units, memo });
  expect((await new DepositWatcher(ctx.db, new ToncenterClient(ctx.config.payments!), { ...ctx.config.payments!, jurisdictions: ctx.config.jurisdictions }).pollOnce()).status).toBe('done');
}

describeEachDb(
  'held deposits going home',
  (ctx) => {
    beforeAll(() => chain.reset());

    it('gives a self-excluded player all 2,100.5 USDT held back at once, past the 1,000 daily maximum and with a part below the minimum', async () => {
      const player = await newPlayer(ctx);
      const { user, id } = player;
      const { depositMemo } = (await ctx.call('GET', '/api/v1/wallet', { user })).json.data;
      expect((await ctx.call('POST', '/api/v1/player/self-exclusion', { user, body: { months: 6 } })).status).toBe(200);
      for (const units of [1_000_000_000n, 1_000_000_000n, 100_000_000n, 500_000n]) await deposit(ctx, depositMemo, units);
      expect((await ctx.call('GET', '/api/v1/wallet', { user })).json.data).toMatchObject({ balance: '100.000000', held: '2100.500000', heldReturning: null });

      const taken = await ctx.call('POST', '/api/v1/wallet/held/withdraw', { user, headers: { 'idempotency-key': 'home-1' } });
      expect([taken.status, taken.json.error?.code]).toEqual([201, undefined]);
      // The answer says how much is going home (the app tells the player): all of it, in one withdrawal.
      expect(taken.json.data).toEqual({ id: expect.any(String), status: 'awaiting_approval', amount: '2100.500000' });
      const again = await ctx.call('POST', '/api/v1/wallet/held/withdraw', { user, headers: { 'idempotency-key': 'home-1' } });
      expect([again.status, again.json.data]).toEqual([200, taken.json.data]);
      expect(await ctx.db.query('SELECT amount_micro, status FROM withdrawals WHERE user_id = $1', [id])).toEqual([{ amount_micro: 2_100_500_000n, status: 'awaiting_approval' }]);
      const statuses = await ctx.db.query<{ status: string }>('SELECT status FROM deposits WHERE user_id = $1', [id]);
      expect(statuses.map((row) => row.status)).toEqual(['returned', 'returned', 'returned', 'returned']);
      // The wallet keeps saying it is going home until it is sent.
      expect((await ctx.call('GET', '/api/v1/wallet', { user })).json.data).toMatchObject({ balance: '100.000000', held: '0.000000', heldReturning: { amount: '2100.500000', status: 'awaiting_approval' } });
      // The player's own cash-outs still keep to the limits.
      const small = await ctx.call('POST', '/api/v1/wallet/withdrawals', { user, body: { amount: '1' }, headers: { 'idempotency-key': 'own-1' } });
      expect(small.json.error.code).toBe('withdraw_below_min');
      // Once it is no longer on its way (here an operator rejects it), the wallet stops saying so.
      const rejected = await adminCall(ctx, await login(ctx, FINANCE), 'POST', `/withdrawals/${taken.json.data.id}/reject`, { reason: 'the player asked to keep it' });
      expect(rejected.status).toBe(200);
      expect((await ctx.call('GET', '/api/v1/wallet', { user })).json.data).toMatchObject({ held: '0.000000', heldReturning: null });
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('shows the back office a player whose held deposit went back', async () => {
      const player = await newPlayer(ctx);
      const { user, id } = player;
      const { depositMemo } = (await ctx.call('GET', '/api/v1/wallet', { user })).json.data;
      expect((await ctx.call('POST', '/api/v1/player/time-out', { user, body: { days: 1 } })).status).toBe(200);
      await deposit(ctx, depositMemo, 5_000_000n);
      expect((await ctx.call('POST', '/api/v1/wallet/held/withdraw', { user, headers: { 'idempotency-key': 'home-2' } })).status).toBe(201);
      const detail = await adminCall(ctx, await login(ctx, VIEWER), 'GET', `/players/${id}`);
      expect([detail.status, detail.json.error?.code]).toEqual([200, undefined]);
      expect(detail.json.data.deposits).toMatchObject([{ amount: '5.000000', status: 'returned' }]);
    });
  },
  () => ({ ...paymentsEnv(chain.url), ...adminEnv() }),
);
