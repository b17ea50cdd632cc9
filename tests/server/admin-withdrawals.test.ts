/**
 * The back office's withdrawals queue (docs/back-office.md) on each database: only finance and
 * admin decide (a viewer's approve is a 403 and an audit entry, nothing changes); above
 * WITHDRAW_DUAL_APPROVAL_ABOVE two different operators approve; the same operator twice, or two
 * approvals racing, never approve twice; a reject refunds the player in the same transaction.
 */
import { expect, it } from 'vitest';
import { balanceOf } from '../../server/books/transfer-repository';
import { adminCall, adminEnv, ADMIN, FINANCE, FINANCE_2, lastAudit, login, SUPPORT, VIEWER, type AdminSession } from './helpers/admin-kit';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import { newPlayer, paymentsEnv, withdraw, type Player } from './helpers/withdrawal-kit';

async function awaiting(ctx: ServerContext, amount: string): Promise<{ player: Player; id: number }> {
  const player = await newPlayer(ctx);
  const response = await withdraw(ctx, player, amount);
  expect(response.json.data.status).toBe('awaiting_approval');
  return { player, id: Number(response.json.data.id) };
}

const statusOf = async (ctx: ServerContext, id: number) => (await ctx.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))[0]?.status;

describeEachDb(
  'back office withdrawals',
  (ctx) => {
    const sessions: Record<string, AdminSession> = {};
    const as = async (who: typeof FINANCE) => (sessions[who.id] ??= await login(ctx, who));
    const approve = async (who: typeof FINANCE, id: number) => adminCall(ctx, await as(who), 'POST', `/withdrawals/${id}/approve`);

    it('lists the withdrawals awaiting approval, with player, address, approvals so far and those needed', async () => {
      const { player, id } = await awaiting(ctx, '90');
      const list = await adminCall(ctx, await as(VIEWER), 'GET', '/withdrawals');
      expect(list.status).toBe(200);
      expect(list.json.data.find((row: { id: number }) => row.id === id)).toEqual({
        id,
        player: { id: player.id, telegramId: player.user.id, name: `Test ${player.user.last_name}`, username: null },
        amount: '90.000000',
        address: player.wallet!.address.toRawString(),
        status: 'awaiting_approval',
        source: 'cashout',
        createdAt: expect.any(String),
        approvals: [],
        neededApprovals: 2,
        rejectReason: null,
        holdReason: null,
        txHash: null,
      });
      expect((await adminCall(ctx, await as(VIEWER), 'GET', '/withdrawals?status=bogus')).status).toBe(400);
    });

    it.each([VIEWER, SUPPORT])("refuses a $role's approve on the server: 403, nothing changes, the attempt is logged", async (who) => {
      const { id } = await awaiting(ctx, '60');
      const response = await approve(who, id);
      expect(response.status).toBe(403);
      expect(response.json.error).toMatchObject({ code: 'forbidden_role', details: { required: 'finance', role: who.role } });
      expect(await statusOf(ctx, id)).toBe('awaiting_approval');
      expect(await ctx.db.query('SELECT 1 FROM withdrawal_approvals WHERE withdrawal_id = $1', [id])).toEqual([]);
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(who.id), role: who.role, action: 'withdrawal.approve', target: `withdrawal:${id}`, outcome: 'refused', reason: 'forbidden_role' }]);
    });

    it('hands a withdrawal at or below the dual threshold to the payout worker on one approval', async () => {
      const { id } = await awaiting(ctx, '60');
      const response = await approve(FINANCE, id);
      expect(response.status).toBe(200);
      expect(response.json.data).toMatchObject({ id, status: 'pending', neededApprovals: 1, approvals: [{ operator: { telegramId: FINANCE.id, name: 'Fay Finance' } }] });
      const [entry] = await lastAudit(ctx);
      expect(entry).toMatchObject({ operator_telegram_id: String(FINANCE.id), role: 'finance', action: 'withdrawal.approve', target: `withdrawal:${id}`, outcome: 'done' });
      expect(entry?.before).toMatchObject({ status: 'awaiting_approval', approvals: [] });
      expect(entry?.after).toMatchObject({ status: 'pending' });
      const again = await approve(ADMIN, id);
      expect(again.status).toBe(409);
      expect(again.json.error.code).toBe('already_approved');
    });

    it('needs two different operators above the dual threshold; the same one twice is a 409', async () => {
      const { id } = await awaiting(ctx, '90');
      const first = await approve(FINANCE, id);
      expect(first.status).toBe(200);
      expect(first.json.data).toMatchObject({ status: 'awaiting_approval', neededApprovals: 2, approvals: [{ operator: { telegramId: FINANCE.id } }] });
      const twice = await approve(FINANCE, id);
      expect(twice.status).toBe(409);
      expect(twice.json.error.code).toBe('same_operator');
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(FINANCE.id), action: 'withdrawal.approve', outcome: 'refused', reason: 'same_operator' }]);
      expect(await statusOf(ctx, id)).toBe('awaiting_approval');
      const second = await approve(FINANCE_2, id);
      expect(second.status).toBe(200);
      expect(second.json.data.status).toBe('pending');
      expect(second.json.data.approvals.map((a: { operator: { telegramId: number } }) => a.operator.telegramId)).toEqual([FINANCE.id, FINANCE_2.id]);
    });

    it('never approves twice when approvals race', async () => {
      // One approval needed, two operators at once: one wins, the other finds it approved.
      const single = await awaiting(ctx, '60');
      const both = await Promise.all([approve(FINANCE, single.id), approve(FINANCE_2, single.id)]);
      expect(new Set(both.map((r) => r.status))).toEqual(new Set([200, 409]));
      expect(both.find((r) => r.status === 409)?.json.error.code).toBe('already_approved');
      expect(await ctx.db.query('SELECT 1 FROM withdrawal_approvals WHERE withdrawal_id = $1', [single.id])).toHaveLength(1);
      // Two needed, the same operator twice at once: one approval recorded, still waiting.
      const dual = await awaiting(ctx, '90');
      const same = await Promise.all([approve(FINANCE, dual.id), approve(FINANCE, dual.id)]);
      expect(new Set(same.map((r) => r.status))).toEqual(new Set([200, 409]));
      expect(await statusOf(ctx, dual.id)).toBe('awaiting_approval');
      // Two needed, two operators at once: both count, and it moves on exactly once.
      const pair = await awaiting(ctx, '90');
      const pairs = await Promise.all([approve(FINANCE, pair.id), approve(FINANCE_2, pair.id)]);
      expect(pairs.map((r) => r.status)).toEqual([200, 200]);
      expect(await statusOf(ctx, pair.id)).toBe('pending');
      expect(await ctx.db.query('SELECT 1 FROM withdrawal_approvals WHERE withdrawal_id = $1', [pair.id])).toHaveLength(2);
    });

    it('rejects with a reason and refunds the amount in the same transaction', async () => {
      const { player, id } = await awaiting(ctx, '60');
      const inFlight = await balanceOf(ctx.db, 'house:withdrawals_in_flight');
      expect(await ctx.balance(player.user)).toBe('40.000000');
      const noReason = await adminCall(ctx, await as(FINANCE), 'POST', `/withdrawals/${id}/reject`, { reason: '  ' });
      expect(noReason.status).toBe(400);
      expect(await statusOf(ctx, id)).toBe('awaiting_approval');
      const response = await adminCall(ctx, await as(FINANCE), 'POST', `/withdrawals/${id}/reject`, { reason: 'address on a sanctions list' });
      expect(response.status).toBe(200);
      expect(response.json.data).toMatchObject({ id, status: 'rejected_refunded', rejectReason: 'address on a sanctions list' });
      expect(await ctx.balance(player.user)).toBe('100.000000');
      expect(inFlight - (await balanceOf(ctx.db, 'house:withdrawals_in_flight'))).toBe(60_000_000n);
      const refunds = await ctx.db.query<{ reference: string }>("SELECT reference FROM transfers WHERE reason = 'withdrawal_refund' AND to_account = $1", [`player:${player.id}`]);
      expect(refunds).toEqual([{ reference: `withdrawal:${id}:refund` }]);
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(FINANCE.id), action: 'withdrawal.reject', target: `withdrawal:${id}`, outcome: 'done', reason: 'address on a sanctions list' }]);
      const again = await adminCall(ctx, await as(ADMIN), 'POST', `/withdrawals/${id}/reject`, { reason: 'twice' });
      expect(again.status).toBe(409);
      expect(again.json.error.code).toBe('not_awaiting_approval');
      expect(await ctx.balance(player.user)).toBe('100.000000');
    });

    it('is idempotent by state: a decided withdrawal takes no other decision, and nothing moves again', async () => {
      const rejected = await awaiting(ctx, '60');
      expect((await adminCall(ctx, await as(FINANCE), 'POST', `/withdrawals/${rejected.id}/reject`, { reason: 'fraud' })).status).toBe(200);
      const approveAfterReject = await approve(FINANCE_2, rejected.id);
      expect([approveAfterReject.status, approveAfterReject.json.error.code]).toEqual([409, 'not_awaiting_approval']);
      expect(await statusOf(ctx, rejected.id)).toBe('rejected_refunded');
      expect(await ctx.balance(rejected.player.user)).toBe('100.000000');
      const approved = await awaiting(ctx, '60');
      expect((await approve(FINANCE, approved.id)).status).toBe(200);
      const rejectAfterApprove = await adminCall(ctx, await as(FINANCE_2), 'POST', `/withdrawals/${approved.id}/reject`, { reason: 'too late' });
      expect([rejectAfterApprove.status, rejectAfterApprove.json.error.code]).toEqual([409, 'already_approved']);
      expect(await statusOf(ctx, approved.id)).toBe('pending');
      expect(await ctx.balance(approved.player.user)).toBe('40.000000');
      const refunds = await ctx.db.query("SELECT 1 FROM transfers WHERE reason = 'withdrawal_refund' AND reference = ANY($1)", [[`withdrawal:${rejected.id}:refund`, `withdrawal:${approved.id}:refund`]]);
      expect(refunds).toHaveLength(1);
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(FINANCE_2.id), action: 'withdrawal.reject', outcome: 'refused', reason: 'already_approved' }]);
    });

    it('answers 404 for a withdrawal that does not exist', async () => {
      const response = await approve(ADMIN, 99_999_999);
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('withdrawal_not_found');
    });
  },
  { ...paymentsEnv('http://127.0.0.1:4199', { WITHDRAW_APPROVAL_ABOVE: '50', WITHDRAW_DUAL_APPROVAL_ABOVE: '80' }), ...adminEnv() },
);
