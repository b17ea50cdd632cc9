/**
 * Cash-out requests (POST /wallet/withdrawals, docs/payments.md) on each database: only to the
 * bound wallet, within the minimum, the balance and the day's maximum; the amount moves to
 * house:withdrawals_in_flight at once and never overdraws under concurrency; the same key never
 * withdraws twice; an operator approves or rejects (refund) one above WITHDRAW_APPROVAL_ABOVE;
 * every bad input gets a clear error and moves nothing. The books balance throughout.
 */
import { expect, it } from 'vitest';
import { decideWithdrawal, UsageError } from '../../server/admin-commands';
import { balanceOf } from '../../server/books/transfer-repository';
import { cliActor, cliDeps, FINANCE } from './helpers/admin-kit';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import { credit, newPlayer, paymentsEnv, withdraw, withdrawalRows, type Player } from './helpers/withdrawal-kit';

const balance = (ctx: ServerContext, p: Player) => ctx.balance(p.user);

describeEachDb(
  'cash-out requests',
  (ctx) => {
    it('moves the amount to withdrawals in flight at once and answers 201 {id, status}', async () => {
      const player = await newPlayer(ctx);
      const inFlight = await balanceOf(ctx.db, 'house:withdrawals_in_flight');
      const response = await withdraw(ctx, player, '10.5');
      expect(response.status).toBe(201);
      expect(response.json.data).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'pending' });
      expect(await balance(ctx, player)).toBe('89.500000');
      expect((await balanceOf(ctx.db, 'house:withdrawals_in_flight')) - inFlight).toBe(10_500_000n);
      const rows = await ctx.db.query<{ destination: string }>('SELECT destination FROM withdrawals WHERE id = $1', [response.json.data.id]);
      expect(rows[0]?.destination).toBe(player.wallet!.address.toRawString());
      const statement = (await ctx.call('GET', '/api/v1/wallet/transactions', { user: player.user })).json.data;
      expect(statement[0]).toMatchObject({ kind: 'withdrawal', amount: '10.500000', status: 'pending', txHash: null });
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it.each([
      ['too many decimals', '1.1234567', 400, 'invalid_request'],
      ['a negative amount', '-5', 400, 'invalid_request'],
      ['zero', '0', 400, 'invalid_request'],
      ['a JSON number', 10, 400, 'invalid_request'],
      ['below the minimum', '1.999999', 409, 'withdraw_below_min'],
      ['above the balance', '100.000001', 409, 'withdraw_above_balance'],
    ])('refuses %s with a clear error and moves nothing', async (_name, amount, status, code) => {
      const player = await newPlayer(ctx);
      const response = await withdraw(ctx, player, amount);
      expect(response.status).toBe(status);
      expect(response.json.error.code).toBe(code);
      expect(await balance(ctx, player)).toBe('100.000000');
      expect(await withdrawalRows(ctx, player)).toEqual([]);
    });

    it('refuses a player without a bound wallet', async () => {
      const player = await newPlayer(ctx, { bound: false });
      const response = await withdraw(ctx, player, '5');
      expect(response.status).toBe(409);
      expect(response.json.error.code).toBe('no_bound_wallet');
      expect(await balance(ctx, player)).toBe('100.000000');
      expect(await withdrawalRows(ctx, player)).toEqual([]);
    });

    it("refuses what goes past the day's maximum, counting today's earlier withdrawals", async () => {
      const player = await newPlayer(ctx);
      await credit(ctx, player, 2_000_000_000n);
      expect((await withdraw(ctx, player, '600')).json.data.status).toBe('awaiting_approval');
      const over = await withdraw(ctx, player, '400.000001');
      expect(over.status).toBe(409);
      expect(over.json.error.code).toBe('withdraw_daily_limit');
      expect((await withdraw(ctx, player, '400')).status).toBe(201);
      expect(await balance(ctx, player)).toBe('1100.000000');
    });

    it('withdraws once for the same key sent twice, and refuses the key with another amount', async () => {
      const player = await newPlayer(ctx);
      const first = await withdraw(ctx, player, '5', 'same-key');
      const again = await withdraw(ctx, player, '5.000000', 'same-key');
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.json.data).toEqual(first.json.data);
      const other = await withdraw(ctx, player, '6', 'same-key');
      expect(other.status).toBe(422);
      expect(other.json.error.code).toBe('idempotency_key_reused');
      expect(await balance(ctx, player)).toBe('95.000000');
      expect(await withdrawalRows(ctx, player)).toHaveLength(1);
    });

    it('never overdraws: 20 withdrawals at once that together exceed the balance', async () => {
      const player = await newPlayer(ctx);
      const responses = await Promise.all(Array.from({ length: 20 }, () => withdraw(ctx, player, '7')));
      expect(responses.filter((r) => r.status === 201)).toHaveLength(14);
      expect(responses.filter((r) => r.status === 409).map((r) => r.json.error.code)).toEqual(Array(6).fill('withdraw_above_balance'));
      expect(await balance(ctx, player)).toBe('2.000000');
      expect(await withdrawalRows(ctx, player)).toHaveLength(14);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('waits above WITHDRAW_APPROVAL_ABOVE: approve hands it to the worker, reject refunds it once', async () => {
      const player = await newPlayer(ctx);
      const a = (await withdraw(ctx, player, '50.000001')).json.data;
      const b = (await withdraw(ctx, player, '49.999999')).json.data;
      expect([a.status, b.status]).toEqual(['awaiting_approval', 'pending']);
      await credit(ctx, player, 60_000_000n);
      const c = (await withdraw(ctx, player, '60')).json.data;
      // The CLI decides through the console's functions, as a configured operator.
      const cli = (action: string, id: string, reason?: string) => decideWithdrawal(cliDeps(ctx), cliActor(FINANCE), action, id, reason);
      expect(await cli('approve', a.id)).toBe(`Withdrawal ${a.id} of 50.000001 USDT: pending`);
      await expect(cli('reject', c.id)).rejects.toThrow(/--reason/);
      expect(await cli('reject', c.id, 'sanctions list')).toBe(`Withdrawal ${c.id} of 60.000000 USDT: rejected_refunded`);
      await expect(cli('reject', c.id, 'again')).rejects.toThrow(/not awaiting approval/);
      await expect(cli('approve', b.id)).rejects.toThrow(/approved already/);
      await expect(cli('pay', a.id)).rejects.toThrow(UsageError);
      await expect(cli('approve', 'x1')).rejects.toThrow(UsageError);
      expect(await balance(ctx, player)).toBe('60.000000');
      const statuses = (await withdrawalRows(ctx, player)).map((r) => r.status);
      expect(statuses).toEqual(['pending', 'pending', 'rejected_refunded']);
      const statement = (await ctx.call('GET', '/api/v1/wallet/transactions', { user: player.user })).json.data;
      expect(statement.map((line: { kind: string; status: string }) => `${line.kind}:${line.status}`)).toContain('withdrawal_refund:credited');
      const events = await ctx.db.query<{ data: { status: string } }>("SELECT data FROM events WHERE type = 'withdrawal_update' AND user_id = $1 ORDER BY id", [player.id]);
      expect(events.map((e) => e.data.status)).toEqual(['awaiting_approval', 'pending', 'awaiting_approval', 'pending', 'rejected_refunded']);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });
  },
  paymentsEnv('http://127.0.0.1:4881'),
);

describeEachDb('cash-out with payments off', (ctx) => {
  it('says payments are off', async () => {
    const player = await newPlayer(ctx, { bound: false });
    const response = await withdraw(ctx, player, '5');
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('payments_off');
  });
});
