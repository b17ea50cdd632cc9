/**
 * One door for money (docs/back-office.md, "The command line"): the CLI's money commands act as a
 * configured operator through the console's functions, with the same approvals, refusals and
 * audit entries; and the audit log is append-only and hash-chained, so a hand edit that got past
 * the trigger is named by `npm run admin -- audit verify`.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { auditVerify, creditPlayer, decideAdjustmentCli, decideWithdrawal, parseCreditArgs, UsageError } from '../../server/admin-commands';
import { cliOperator } from '../../server/admin/cli-operator';
import { adminCall, adminEnv, cliActor, cliDeps, FINANCE, FINANCE_2, login, VIEWER } from './helpers/admin-kit';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import { newPlayer, paymentsEnv, withdraw } from './helpers/withdrawal-kit';

interface Entry {
  operator_telegram_id: string;
  operator_name: string;
  os_user: string | null;
  role: string;
  action: string;
  target: string;
  outcome: string;
  reason: string | null;
  after: Record<string, unknown> | null;
}
const entriesFor = (ctx: ServerContext, target: string) =>
  ctx.db.query<Entry>('SELECT operator_telegram_id::text, operator_name, os_user, role, action, target, outcome, reason, after FROM audit_log WHERE target = $1 ORDER BY id', [target]);

describeEachDb(
  'the CLI and the audit chain',
  (ctx) => {
    it('approves a withdrawal above the dual threshold only with a second operator, and writes each audit entry', async () => {
      const player = await newPlayer(ctx);
      const id = String((await withdraw(ctx, player, '90')).json.data.id);
      const cli = (who: typeof FINANCE) => decideWithdrawal(cliDeps(ctx), cliActor(who), 'approve', id);
      expect(await cli(FINANCE)).toBe(`Withdrawal ${id} of 90.000000 USDT: awaiting_approval (1 of 2 approvals)`);
      await expect(cli(FINANCE)).rejects.toMatchObject({ code: 'same_operator' });
      expect(await cli(FINANCE_2)).toBe(`Withdrawal ${id} of 90.000000 USDT: pending`);
      const entries = await entriesFor(ctx, `withdrawal:${id}`);
      expect(entries.map((e) => [e.operator_telegram_id, e.os_user, e.action, e.outcome, e.reason])).toEqual([
        [String(FINANCE.id), 'tester', 'withdrawal.approve', 'done', null],
        [String(FINANCE.id), 'tester', 'withdrawal.approve', 'refused', 'same_operator'],
        [String(FINANCE_2.id), 'tester', 'withdrawal.approve', 'done', null],
      ]);
      expect(entries[0]!.after).toMatchObject({ status: 'awaiting_approval', neededApprovals: 2 });
    });

    it('credits through an adjustment with its audit entry, and waits for a second operator past the threshold', async () => {
      const user = newTelegramUser();
      const playerId = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
      expect(await creditPlayer(cliDeps(ctx), cliActor(FINANCE), parseCreditArgs(String(user.id), '25', 'ticket-1'))).toBe(
        `Credited 25.000000 USDT to ${user.id}; balance now 125.000000 USDT`,
      );
      const [entry] = await entriesFor(ctx, `player:${playerId}`);
      expect(entry).toMatchObject({ operator_telegram_id: String(FINANCE.id), operator_name: 'tester (CLI)', os_user: 'tester', action: 'adjustment.request', outcome: 'done', reason: 'credit admin:ticket-1' });
      expect(entry!.after).toMatchObject({ amount: '25.000000', status: 'posted' });
      // 25 + 80 is past what one operator may post alone for this player (100): it waits.
      const waiting = await creditPlayer(cliDeps(ctx), cliActor(FINANCE), parseCreditArgs(String(user.id), '80', 'ticket-2'));
      expect(waiting).toMatch(/^Adjustment (\d+) of 80\.000000 USDT to \d+ awaits a second operator/);
      expect(await ctx.balance(user)).toBe('125.000000');
      const adjustmentId = /^Adjustment (\d+)/.exec(waiting)![1]!;
      await expect(decideAdjustmentCli(cliDeps(ctx), cliActor(FINANCE), 'approve', adjustmentId)).rejects.toMatchObject({ code: 'same_operator' });
      expect(await decideAdjustmentCli(cliDeps(ctx), cliActor(FINANCE_2), 'approve', adjustmentId)).toBe(`Adjustment ${adjustmentId} of 80.000000 USDT: posted; balance now 205.000000 USDT`);
      // The same reference again posts nothing.
      await expect(creditPlayer(cliDeps(ctx), cliActor(FINANCE), parseCreditArgs(String(user.id), '25', 'ticket-1'))).rejects.toThrow(/already posted/);
      expect(await ctx.balance(user)).toBe('205.000000');
    });

    it('refuses what the console refuses: no --operator, an unknown one, a role below finance (logged)', async () => {
      expect(() => cliOperator(ctx.config.admin, undefined)).toThrow(UsageError);
      expect(() => cliOperator(ctx.config.admin, '424242')).toThrow(/not an operator/);
      expect(cliOperator(ctx.config.admin, String(FINANCE.id), 'alice')).toEqual({ telegramId: FINANCE.id, role: 'finance', name: 'alice (CLI)', osUser: 'alice' });
      const user = newTelegramUser();
      const playerId = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
      await expect(creditPlayer(cliDeps(ctx), cliActor(VIEWER), parseCreditArgs(String(user.id), '5'))).rejects.toMatchObject({ code: 'forbidden_role' });
      expect(await ctx.balance(user)).toBe('100.000000');
      expect(await entriesFor(ctx, `player:${playerId}`)).toMatchObject([{ operator_telegram_id: String(VIEWER.id), outcome: 'refused', reason: 'forbidden_role' }]);
    });

    it('keeps the chain whole under concurrent writes, refuses a hand UPDATE, and names an edit that got past the trigger', async () => {
      const session = await login(ctx, FINANCE);
      const player = await newPlayer(ctx, { bound: false });
      await Promise.all(Array.from({ length: 10 }, () => adminCall(ctx, session, 'POST', '/adjustments', { playerId: player.id, amount: '1', reason: 'chain' }, { headers: { 'idempotency-key': randomUUID() } })));
      const intact = await auditVerify(ctx.db);
      expect(intact.lines.at(-1)).toBe('Audit chain intact');
      expect(intact.ok).toBe(true);

      const [row] = await ctx.db.query<{ id: bigint; seq: bigint }>('SELECT id, seq FROM audit_log WHERE target = $1 ORDER BY id LIMIT 1', [`player:${player.id}`]);
      await expect(ctx.db.query("UPDATE audit_log SET reason = 'nothing to see' WHERE id = $1", [row!.id])).rejects.toThrow(/append-only/);
      await expect(ctx.db.query('DELETE FROM audit_log WHERE id = $1', [row!.id])).rejects.toThrow(/append-only/);

      // Past the trigger, as the table's owner (or anyone with a PGlite data directory) could.
      await ctx.db.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
      await ctx.db.query("UPDATE audit_log SET reason = 'nothing to see' WHERE id = $1", [row!.id]);
      await ctx.db.exec('ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change');
      const broken = await auditVerify(ctx.db);
      expect(broken.ok).toBe(false);
      expect(broken.lines).toContain(`entry ${row!.seq} (id ${row!.id}): its content does not match its hash (edited after it was written)`);
      expect(broken.lines.at(-1)).toBe('BROKEN: the audit log was changed after it was written');
    });
  },
  { ...paymentsEnv('http://127.0.0.1:4598', { WITHDRAW_APPROVAL_ABOVE: '50', WITHDRAW_DUAL_APPROVAL_ABOVE: '80' }), ...adminEnv() },
);
