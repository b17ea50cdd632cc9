/**
 * What one operator may post or approve alone (docs/back-office.md, "Two operators") is bounded by
 * the sum per player and per rolling 24 hours, not by each request: ten adjustments at the
 * threshold sent at once post the threshold's worth and wait for a second operator for the rest;
 * withdrawal approvals alike.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { adminCall, adminEnv, FINANCE, FINANCE_2, login, type AdminSession, type TestOperator } from './helpers/admin-kit';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import { credit, newPlayer, paymentsEnv, withdraw } from './helpers/withdrawal-kit';

const statusOf = async (ctx: ServerContext, id: number) => (await ctx.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))[0]?.status;

describeEachDb(
  'what one operator may do alone',
  (ctx) => {
    const sessions: Record<number, AdminSession> = {};
    const as = async (who: TestOperator) => (sessions[who.id] ??= await login(ctx, who));
    const adjust = async (who: TestOperator, playerId: number, amount: string) =>
      adminCall(ctx, await as(who), 'POST', '/adjustments', { playerId, amount, reason: 'goodwill' }, { headers: { 'idempotency-key': randomUUID() } });
    const approve = async (who: TestOperator, path: string) => adminCall(ctx, await as(who), 'POST', path);

    it('posts at most the threshold alone when ten threshold-sized adjustments arrive at once', async () => {
      const player = await newPlayer(ctx, { bound: false });
      await as(FINANCE);
      const answers = await Promise.all(Array.from({ length: 10 }, () => adjust(FINANCE, player.id, '100')));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      const statuses = answers.map((a) => a.json.data.status as string);
      expect(statuses.filter((s) => s === 'posted')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'awaiting_approval')).toHaveLength(9);
      expect(await ctx.balance(player.user)).toBe('200.000000');
      // A debit counts by its size too: the same operator's next one, of either sign, waits.
      expect((await adjust(FINANCE, player.id, '-0.01')).json.data.status).toBe('awaiting_approval');
      // A second operator's approval posts one of the waiting ones.
      const waiting = answers.find((a) => a.json.data.status === 'awaiting_approval')!.json.data.id as number;
      expect((await approve(FINANCE_2, `/adjustments/${waiting}/approve`)).json.data.status).toBe('posted');
      expect(await ctx.balance(player.user)).toBe('300.000000');
      // The bound is per player: another player's adjustment posts alone.
      const other = await newPlayer(ctx, { bound: false });
      expect((await adjust(FINANCE, other.id, '100')).json.data.status).toBe('posted');
    });

    it('adds up the withdrawals one operator approves alone for a player: past the threshold a second operator approves', async () => {
      const player = await newPlayer(ctx);
      await credit(ctx, player, 200_000_000n);
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await withdraw(ctx, player, '60');
        expect(response.json.data.status).toBe('awaiting_approval');
        ids.push(Number(response.json.data.id));
      }
      // Three at once by one operator, each below the dual threshold (80): only one goes on alone.
      await as(FINANCE);
      const answers = await Promise.all(ids.slice(0, 3).map((id) => approve(FINANCE, `/withdrawals/${id}/approve`)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const left = answers.filter((a) => a.json.data.status === 'awaiting_approval');
      expect(answers.filter((a) => a.json.data.status === 'pending')).toHaveLength(1);
      expect(left).toHaveLength(2);
      for (const a of left) expect(a.json.data).toMatchObject({ neededApprovals: 2, approvals: [{ operator: { telegramId: FINANCE.id } }] });
      // The second operator completes one.
      const second = await approve(FINANCE_2, `/withdrawals/${left[0]!.json.data.id}/approve`);
      expect(second.json.data).toMatchObject({ status: 'pending', neededApprovals: 2 });
      // The other operator's own first approval is within their own bound.
      expect((await approve(FINANCE_2, `/withdrawals/${ids[3]}/approve`)).json.data.status).toBe('pending');
      expect(await statusOf(ctx, left[1]!.json.data.id as number)).toBe('awaiting_approval');
    });
  },
  { ...paymentsEnv('http://127.0.0.1:4599', { WITHDRAW_APPROVAL_ABOVE: '50', WITHDRAW_DUAL_APPROVAL_ABOVE: '80' }), ...adminEnv({ ADJUSTMENT_DUAL_APPROVAL_ABOVE: '100' }) },
);
