/**
 * The back office's compliance queue and an operator's tier decision (docs/compliance.md, "In the
 * back office") on each database: players whose jurisdiction signals disagree and withdrawals the
 * payout screening held (with the reason) are listed for any operator; an admin, and only an
 * admin, moves a player's tier either way, with a line in its history naming them and an audit
 * entry with the reason; the same tier again is refused and changes nothing.
 */
import { expect, it } from 'vitest';
import { recordSignal } from '../../server/verification/jurisdiction-signals';
import { holdWithdrawal } from '../../server/withdrawals/hold-withdrawal';
import { lockWithdrawal } from '../../server/withdrawals/withdrawal-repository';
import { adminCall, adminEnv, ADMIN, FINANCE, lastAudit, login, VIEWER, type AdminSession, type TestOperator } from './helpers/admin-kit';
import { describeEachDb } from './helpers/test-server';
import { newPlayer, paymentsEnv, withdraw, withdrawalRows } from './helpers/withdrawal-kit';

describeEachDb(
  'back office compliance',
  (ctx) => {
    const sessions: Record<number, AdminSession> = {};
    const as = async (who: TestOperator) => (sessions[who.id] ??= await login(ctx, who));

    it('lists the players whose signals disagree, and the withdrawals screening held with their reason', async () => {
      const flagged = await newPlayer(ctx, { bound: false });
      const calm = await newPlayer(ctx, { bound: false });
      // Declared Germany, their requests come from France (the country database's answer): flagged.
      expect((await ctx.call('POST', '/api/v1/player/residence', { user: flagged.user, body: { country: 'DE' } })).status).toBe(200);
      await recordSignal(ctx.db, flagged.id, 'ip', 'FR', new Date());
      expect((await ctx.call('POST', '/api/v1/player/residence', { user: calm.user, body: { country: 'DE' } })).status).toBe(200);

      const payer = await newPlayer(ctx);
      expect((await withdraw(ctx, payer, '10')).status).toBe(201);
      const [row] = await withdrawalRows(ctx, payer);
      await ctx.db.transaction(async (tx) => holdWithdrawal(tx, (await lockWithdrawal(tx, Number(row!.id)))!, 'deny_listed', new Date()));

      const queue = await adminCall(ctx, await as(VIEWER), 'GET', '/compliance/queue');
      expect(queue.status).toBe(200);
      const ids = queue.json.data.flagged.map((player: { id: number }) => player.id);
      expect(ids).toContain(flagged.id);
      expect(ids).not.toContain(calm.id);
      expect(queue.json.data.flagged.find((player: { id: number }) => player.id === flagged.id)).toMatchObject({ tier: 0, residence: 'DE', ip: 'FR', phone: null });
      expect(queue.json.data.held).toEqual([expect.objectContaining({ id: Number(row!.id), status: 'awaiting_approval', holdReason: 'deny_listed', amount: '10.000000' })]);
    });

    it('lets an admin move a tier either way, written in its history and audited with the reason; the same tier again changes nothing', async () => {
      const player = await newPlayer(ctx, { bound: false });
      const admin = await as(ADMIN);
      const raised = await adminCall(ctx, admin, 'POST', `/players/${player.id}/tier`, { tier: 1, reason: 'Documents checked by hand (ticket 41)' });
      expect([raised.status, raised.json.data]).toEqual([200, { tierBefore: 0, tierAfter: 1 }]);
      expect((await lastAudit(ctx))[0]).toMatchObject({ action: 'player.tier', target: `player:${player.id}`, outcome: 'done', reason: 'Documents checked by hand (ticket 41)', before: { tier: 0 }, after: { tier: 1 } });
      expect((await ctx.call('GET', '/api/v1/player/verification', { user: player.user })).json.data.tier).toBe(1);

      const again = await adminCall(ctx, admin, 'POST', `/players/${player.id}/tier`, { tier: 1, reason: 'twice' });
      expect([again.status, again.json.error.code]).toEqual([409, 'tier_unchanged']);
      expect((await lastAudit(ctx))[0]).toMatchObject({ action: 'player.tier', outcome: 'refused', reason: 'tier_unchanged' });

      const lowered = await adminCall(ctx, admin, 'POST', `/players/${player.id}/tier`, { tier: 0, reason: 'The provider answered RED on a re-check' });
      expect(lowered.json.data).toEqual({ tierBefore: 1, tierAfter: 0 });
      const detail = await adminCall(ctx, admin, 'GET', `/players/${player.id}`);
      expect(detail.json.data.verification.history).toEqual([
        { source: 'operator', tierBefore: 0, tierAfter: 1, answer: null, levelName: null, at: expect.any(String) },
        { source: 'operator', tierBefore: 1, tierAfter: 0, answer: null, levelName: null, at: expect.any(String) },
      ]);
      const operators = await ctx.db.query<{ operator_telegram_id: string }>('SELECT operator_telegram_id::text FROM verification_events WHERE user_id = $1', [player.id]);
      expect(operators.map((line) => line.operator_telegram_id)).toEqual([String(ADMIN.id), String(ADMIN.id)]);
    });

    it('refuses a tier change by anyone but an admin, without a reason, or for nobody', async () => {
      const player = await newPlayer(ctx, { bound: false });
      const refused = await adminCall(ctx, await as(FINANCE), 'POST', `/players/${player.id}/tier`, { tier: 1, reason: 'Looks fine' });
      expect([refused.status, refused.json.error.code]).toEqual([403, 'forbidden_role']);
      const admin = await as(ADMIN);
      expect((await adminCall(ctx, admin, 'POST', `/players/${player.id}/tier`, { tier: 1, reason: '   ' })).status).toBe(400);
      expect((await adminCall(ctx, admin, 'POST', `/players/${player.id}/tier`, { tier: 3, reason: 'x' })).status).toBe(400);
      expect((await adminCall(ctx, admin, 'POST', '/players/999999999/tier', { tier: 1, reason: 'x' })).json.error.code).toBe('player_not_found');
      expect((await ctx.call('GET', '/api/v1/player/verification', { user: player.user })).json.data.tier).toBe(0);
    });
  },
  { ...paymentsEnv('http://127.0.0.1:4199'), ...adminEnv() },
);
