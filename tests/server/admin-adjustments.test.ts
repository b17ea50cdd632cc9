/**
 * Adjustments (docs/back-office.md) on each database: finance credits or debits a player with a
 * reason, posted as ONE transfer with house:bankroll under a unique reference; it shows in the
 * player's own statement and in the audit log; a debit below zero is refused with nothing
 * changed; above ADJUSTMENT_DUAL_APPROVAL_ABOVE a second, different operator posts it. Each request
 * carries an Idempotency-Key: a retry or a double click with it posts nothing twice.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { balanceOf } from '../../server/books/transfer-repository';
import { adminCall, adminEnv, ADMIN, FINANCE, FINANCE_2, lastAudit, login, SUPPORT, VIEWER, type AdminSession, type TestOperator } from './helpers/admin-kit';
import { booksProblems, playerTransfers } from './helpers/test-database';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

async function newPlayerId(ctx: ServerContext) {
  const user = newTelegramUser();
  const id = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
  return { user, id };
}

describeEachDb(
  'back office adjustments',
  (ctx) => {
    const sessions: Record<number, AdminSession> = {};
    const as = async (who: TestOperator) => (sessions[who.id] ??= await login(ctx, who));
    // Each call a new form submission: a key of its own.
    const adjustWith = async (who: TestOperator, body: unknown, key: string) => adminCall(ctx, await as(who), 'POST', '/adjustments', body, { headers: { 'idempotency-key': key } });
    const adjust = (who: TestOperator, body: unknown) => adjustWith(who, body, randomUUID());
    const adjustmentTransfers = async (playerId: number) => (await playerTransfers(ctx.db, playerId)).filter((t) => t.reason === 'adjustment');

    it("credits a player from house:bankroll: one transfer, in the player's statement and in the audit log", async () => {
      const player = await newPlayerId(ctx);
      const bankroll = await balanceOf(ctx.db, 'house:bankroll');
      const response = await adjust(FINANCE, { playerId: player.id, amount: '12.5', reason: 'ticket 4411: double charge' });
      expect(response.status).toBe(201);
      expect(response.json.data).toMatchObject({
        playerId: player.id,
        amount: '12.500000',
        status: 'posted',
        requestedBy: { telegramId: FINANCE.id, name: 'Fay Finance' },
        approvedBy: null,
        balanceAfter: '112.500000',
      });
      const id = response.json.data.id as number;
      const [entry] = await lastAudit(ctx);
      expect(entry).toMatchObject({ operator_telegram_id: String(FINANCE.id), role: 'finance', action: 'adjustment.request', target: `player:${player.id}`, outcome: 'done', reason: 'ticket 4411: double charge' });
      expect(entry?.before).toEqual({ balance: '100.000000' });
      expect(entry?.after).toMatchObject({ id, status: 'posted', balanceAfter: '112.500000' });
      expect(await ctx.balance(player.user)).toBe('112.500000');
      expect(bankroll - (await balanceOf(ctx.db, 'house:bankroll'))).toBe(12_500_000n);
      expect((await playerTransfers(ctx.db, player.id)).at(-1)).toEqual({ amount_micro: 12_500_000n, reason: 'adjustment', reference: `adjustment:${id}` });
      // The player's own statement shows it.
      const lines = (await ctx.call('GET', '/api/v1/wallet/transactions', { user: player.user })).json.data;
      expect(lines[0]).toMatchObject({ kind: 'adjustment', amount: '12.500000', status: 'credited' });
      const today = new Date().toISOString().slice(0, 10);
      const csv = await ctx.call('GET', `/api/v1/wallet/statement.csv?from=${today}&to=${today}`, { user: player.user });
      expect(String(csv.json)).toContain(`,Balance adjustment,12.500000,112.500000,Done,adjustment:${id},`);
      // The back office's view of the player shows it too.
      const detail = await adminCall(ctx, await as(VIEWER), 'GET', `/players/${player.id}`);
      expect(detail.json.data.statement[0]).toMatchObject({ kind: 'adjustment', amount: '12.500000', reference: `adjustment:${id}` });
      const audit = await adminCall(ctx, await as(VIEWER), 'GET', `/audit?target=player:${player.id}`);
      expect(audit.json.data[0]).toMatchObject({ action: 'adjustment.request', operator: { telegramId: FINANCE.id }, outcome: 'done' });
    });

    it('debits a player to house:bankroll, but never below zero: 409, nothing posted, the attempt logged', async () => {
      const player = await newPlayerId(ctx);
      const debit = await adjust(ADMIN, { playerId: player.id, amount: '-40', reason: 'bonus abuse' });
      expect(debit.status).toBe(201);
      expect(debit.json.data).toMatchObject({ amount: '-40.000000', status: 'posted', balanceAfter: '60.000000' });
      expect((await ctx.call('GET', '/api/v1/wallet/transactions', { user: player.user })).json.data[0]).toMatchObject({ kind: 'adjustment', amount: '-40.000000' });
      const tooMuch = await adjust(FINANCE, { playerId: player.id, amount: '-60.000001', reason: 'too much' });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.json.error.code).toBe('insufficient_balance');
      expect(await ctx.balance(player.user)).toBe('60.000000');
      expect(await ctx.db.query('SELECT id FROM adjustments WHERE user_id = $1', [player.id])).toHaveLength(1);
      expect(await lastAudit(ctx)).toMatchObject([{ action: 'adjustment.request', target: `player:${player.id}`, outcome: 'refused', reason: 'insufficient_balance' }]);
    });

    it('posts a double submission once: the same key answers the first adjustment again, and the books balance', async () => {
      const player = await newPlayerId(ctx);
      const bankroll = await balanceOf(ctx.db, 'house:bankroll');
      const body = { playerId: player.id, amount: '7.25', reason: 'ticket 5120: refund' };
      const key = randomUUID();
      // A double click: both at once; then a retry after the answer was lost.
      const both = await Promise.all([adjustWith(FINANCE, body, key), adjustWith(FINANCE, body, key)]);
      expect(new Set(both.map((r) => r.status))).toEqual(new Set([200, 201]));
      const id = both.find((r) => r.status === 201)!.json.data.id as number;
      expect(both.find((r) => r.status === 200)!.json.data).toMatchObject({ id, status: 'posted', balanceAfter: '107.250000' });
      // The amount spelled otherwise is the same request.
      const retry = await adjustWith(FINANCE, { ...body, amount: '+7.250000' }, key);
      expect(retry.status).toBe(200);
      expect(retry.json.data).toMatchObject({ id, amount: '7.250000', status: 'posted' });
      expect(await ctx.balance(player.user)).toBe('107.250000');
      expect(bankroll - (await balanceOf(ctx.db, 'house:bankroll'))).toBe(7_250_000n);
      expect(await adjustmentTransfers(player.id)).toEqual([{ amount_micro: 7_250_000n, reason: 'adjustment', reference: `adjustment:${id}` }]);
      expect(await ctx.db.query("SELECT 1 FROM audit_log WHERE action = 'adjustment.request' AND target = $1 AND outcome = 'done'", [`player:${player.id}`])).toHaveLength(1);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('keeps a waiting adjustment single on a retry, and answers it as it is now', async () => {
      const player = await newPlayerId(ctx);
      const key = randomUUID();
      const body = { playerId: player.id, amount: '150', reason: 'tournament prize' };
      const asked = await adjustWith(FINANCE, body, key);
      expect(asked.json.data).toMatchObject({ status: 'awaiting_approval' });
      const id = asked.json.data.id as number;
      expect((await adjustWith(FINANCE, body, key)).json.data).toMatchObject({ id, status: 'awaiting_approval' });
      expect((await adminCall(ctx, await as(FINANCE_2), 'POST', `/adjustments/${id}/approve`)).status).toBe(200);
      const retry = await adjustWith(FINANCE, body, key);
      expect(retry.status).toBe(200);
      expect(retry.json.data).toMatchObject({ id, status: 'posted', balanceAfter: '250.000000' });
      expect(await ctx.db.query('SELECT 1 FROM adjustments WHERE user_id = $1', [player.id])).toHaveLength(1);
      expect(await adjustmentTransfers(player.id)).toHaveLength(1);
    });

    it('refuses a key reused for another adjustment (422) and a request without a key (400): nothing more posted', async () => {
      const player = await newPlayerId(ctx);
      const key = randomUUID();
      expect((await adjustWith(FINANCE, { playerId: player.id, amount: '3', reason: 'goodwill' }, key)).status).toBe(201);
      for (const other of [{ amount: '4', reason: 'goodwill' }, { amount: '3', reason: 'other ticket' }]) {
        const reused = await adjustWith(FINANCE, { playerId: player.id, ...other }, key);
        expect(reused.status).toBe(422);
        expect(reused.json.error.code).toBe('idempotency_key_reused');
        expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(FINANCE.id), action: 'adjustment.request', outcome: 'refused', reason: 'idempotency_key_reused' }]);
      }
      const keyless = await adminCall(ctx, await as(FINANCE), 'POST', '/adjustments', { playerId: player.id, amount: '3', reason: 'goodwill' });
      expect(keyless.status).toBe(400);
      expect(keyless.json.error).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('idempotency-key') });
      // Another operator's key is their own: the same text from them is a new adjustment.
      expect((await adjustWith(ADMIN, { playerId: player.id, amount: '3', reason: 'goodwill' }, key)).status).toBe(201);
      expect(await adjustmentTransfers(player.id)).toHaveLength(2);
      expect(await ctx.balance(player.user)).toBe('106.000000');
    });

    it.each([
      ['zero', '0', 400, 'amount_zero'],
      ['seven decimals', '1.0000001', 400, 'invalid_request'],
      ['a JSON number', 5, 400, 'invalid_request'],
      ['words', 'ten', 400, 'invalid_request'],
    ])('refuses an amount of %s with a clear error', async (_name, amount, status, code) => {
      const player = await newPlayerId(ctx);
      const response = await adjust(FINANCE, { playerId: player.id, amount, reason: 'x' });
      expect(response.status).toBe(status);
      expect(response.json.error.code).toBe(code);
      expect(await ctx.balance(player.user)).toBe('100.000000');
    });

    it('refuses a missing reason, an unknown player, and anyone below finance', async () => {
      const player = await newPlayerId(ctx);
      expect((await adjust(FINANCE, { playerId: player.id, amount: '1', reason: ' ' })).status).toBe(400);
      const nobody = await adjust(FINANCE, { playerId: 99_999_999, amount: '1', reason: 'x' });
      expect(nobody.status).toBe(404);
      expect(nobody.json.error.code).toBe('player_not_found');
      for (const who of [VIEWER, SUPPORT]) {
        const refused = await adjust(who, { playerId: player.id, amount: '1', reason: 'x' });
        expect(refused.status).toBe(403);
        expect(refused.json.error.code).toBe('forbidden_role');
        expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(who.id), action: 'adjustment.request', outcome: 'refused', reason: 'forbidden_role' }]);
      }
      expect(await ctx.balance(player.user)).toBe('100.000000');
    });

    it('waits above the threshold until a second, different operator approves it', async () => {
      const player = await newPlayerId(ctx);
      const asked = await adjust(FINANCE, { playerId: player.id, amount: '150', reason: 'tournament prize' });
      expect(asked.status).toBe(201);
      expect(asked.json.data).toMatchObject({ status: 'awaiting_approval', balanceAfter: null });
      const id = asked.json.data.id as number;
      expect(await ctx.balance(player.user)).toBe('100.000000');
      const waiting = await adminCall(ctx, await as(VIEWER), 'GET', '/adjustments');
      expect(waiting.json.data.map((a: { id: number }) => a.id)).toContain(id);
      const self = await adminCall(ctx, await as(FINANCE), 'POST', `/adjustments/${id}/approve`);
      expect(self.status).toBe(409);
      expect(self.json.error.code).toBe('same_operator');
      expect(await ctx.balance(player.user)).toBe('100.000000');
      const both = await Promise.all([adminCall(ctx, await as(FINANCE_2), 'POST', `/adjustments/${id}/approve`), adminCall(ctx, await as(ADMIN), 'POST', `/adjustments/${id}/approve`)]);
      expect(new Set(both.map((r) => r.status))).toEqual(new Set([200, 409]));
      expect(both.find((r) => r.status === 409)?.json.error.code).toBe('not_awaiting_approval');
      expect(both.find((r) => r.status === 200)?.json.data).toMatchObject({ status: 'posted', balanceAfter: '250.000000' });
      expect(await ctx.balance(player.user)).toBe('250.000000');
      expect((await playerTransfers(ctx.db, player.id)).filter((t) => t.reason === 'adjustment')).toHaveLength(1);
    });

    it('rejects a waiting adjustment with a reason: nothing is posted', async () => {
      const player = await newPlayerId(ctx);
      const id = (await adjust(FINANCE, { playerId: player.id, amount: '100.5', reason: 'goodwill' })).json.data.id as number;
      const rejected = await adminCall(ctx, await as(FINANCE_2), 'POST', `/adjustments/${id}/reject`, { reason: 'no ticket' });
      expect(rejected.status).toBe(200);
      expect(rejected.json.data.status).toBe('rejected');
      expect(await ctx.balance(player.user)).toBe('100.000000');
      expect((await adminCall(ctx, await as(ADMIN), 'POST', `/adjustments/${id}/approve`)).json.error.code).toBe('not_awaiting_approval');
    });
  },
  adminEnv({ ADJUSTMENT_DUAL_APPROVAL_ABOVE: '100' }),
);
