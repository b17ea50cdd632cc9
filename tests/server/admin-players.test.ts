/**
 * The back office's players, notes, unattributed deposits, reconciliation and audit log
 * (docs/back-office.md) on each database: support finds a player by username, Telegram id or ref
 * code and sees everything about them; notes need support; an unattributed deposit is assigned
 * (one transfer) or marked for refund by finance; the audit log refuses UPDATE and DELETE.
 */
import { expect, it } from 'vitest';
import { adminCall, adminEnv, ADMIN, FINANCE, lastAudit, login, SUPPORT, VIEWER, type AdminSession, type TestOperator } from './helpers/admin-kit';
import { recordProviderReview } from '../../server/verification/verification-repository';
import { playerTransfers } from './helpers/test-database';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import { paymentsEnv } from './helpers/withdrawal-kit';

let nextHash = 0;
async function unattributedDeposit(ctx: ServerContext, micro: bigint, source: string | null = `0:${'ab'.repeat(32)}`): Promise<string> {
  nextHash += 1;
  const hash = nextHash.toString(16).padStart(64, 'c');
  await ctx.db.query("INSERT INTO deposits (tx_hash, lt, amount_micro, memo, source, status) VALUES ($1, $2, $3, 'no-such-memo', $4, 'unattributed')", [hash, nextHash, micro, source]);
  return hash;
}

describeEachDb(
  'back office players and books',
  (ctx) => {
    const sessions: Record<number, AdminSession> = {};
    const as = async (who: TestOperator) => (sessions[who.id] ??= await login(ctx, who));

    it('finds a player by username (with or without @, any case), Telegram id or ref code', async () => {
      const user = newTelegramUser({ username: 'Lucky_Linda' });
      const me = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data;
      // '_' is a LIKE wildcard: it must not match this other name.
      await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser({ username: 'luckyxlinda' }) });
      const support = await as(SUPPORT);
      for (const q of ['Lucky_Linda', '@lucky_linda', 'lucky_l', String(user.id), me.refCode, me.refCode.toLowerCase()]) {
        const found = await adminCall(ctx, support, 'GET', `/players?q=${encodeURIComponent(q)}`);
        expect({ q, status: found.status }).toEqual({ q, status: 200 });
        expect(found.json.data).toEqual([{ id: me.id, telegramId: user.id, name: `Test ${user.last_name}`, username: 'Lucky_Linda', refCode: me.refCode, balance: '100.000000', createdAt: expect.any(String) }]);
      }
      expect((await adminCall(ctx, support, 'GET', '/players?q=nobody_by_this_name')).json.data).toEqual([]);
      expect((await adminCall(ctx, support, 'GET', '/players?q=@')).status).toBe(400);
    });

    it("shows a player's verification tier with its history, and their jurisdiction signals with theirs", async () => {
      const user = newTelegramUser();
      const me = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data;
      expect((await ctx.call('POST', '/api/v1/player/residence', { user, body: { country: 'DE' } })).status).toBe(200);
      await recordProviderReview(ctx.db, { userId: me.id, applicantId: 'applicant-1', levelName: 'basic-kyc-level', answer: 'GREEN', levelTier: 1, digest: 'ab'.repeat(32), at: new Date() });
      const detail = await adminCall(ctx, await as(VIEWER), 'GET', `/players/${me.id}`);
      expect(detail.json.data.verification).toEqual({
        tier: 1,
        signals: { ip: null, residence: 'DE', phone: null, flagged: false },
        history: [{ source: 'provider', tierBefore: 0, tierAfter: 1, answer: 'GREEN', levelName: 'basic-kyc-level', at: expect.any(String) }],
        signalLog: [{ kind: 'residence', country: 'DE', at: expect.any(String) }],
        disagreements: [],
        blocked: [],
      });
    });

    it('finds a player by internal id and by a part of the name, any case: the adjustment form searches here', async () => {
      const user = newTelegramUser({ first_name: 'Zoë', last_name: 'Quartermaine' });
      const me = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data;
      const support = await as(SUPPORT);
      for (const q of [String(me.id), 'quarterMAINE', 'zoë quart']) {
        const found = await adminCall(ctx, support, 'GET', `/players?q=${encodeURIComponent(q)}`);
        expect({ q, first: found.json.data[0] }).toEqual({ q, first: expect.objectContaining({ id: me.id, name: 'Zoë Quartermaine', balance: '100.000000' }) });
      }
      // '%' is a LIKE wildcard: as a search it matches only a name that has one.
      expect((await adminCall(ctx, support, 'GET', '/players?q=%25')).json.data).toEqual([]);
    });

    it("shows a player's balance, statement, orders with fairness fields, referrals, protection and notes", async () => {
      const referrer = newTelegramUser();
      const code = (await ctx.call('GET', '/api/v1/user/me', { user: referrer })).json.data.refCode as string;
      const user = newTelegramUser();
      const me = (await ctx.call('GET', '/api/v1/user/me', { user, startParam: code })).json.data;
      expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '2' })).status).toBe(201);
      await ctx.call('PUT', '/api/v1/player/limits', { user, body: { kind: 'stake', period: 'day', amount: '50' } });
      const support = await as(SUPPORT);
      const note = await adminCall(ctx, support, 'POST', `/players/${me.id}/notes`, { text: 'Asked about a slow withdrawal' });
      expect(note.status).toBe(201);
      const detail = await adminCall(ctx, await as(VIEWER), 'GET', `/players/${me.id}`);
      expect(detail.status).toBe(200);
      const data = detail.json.data;
      expect(data.player).toMatchObject({ id: me.id, telegramId: user.id, refCode: me.refCode, languageCode: 'en', depositMemo: expect.any(String), boundAddress: null });
      expect(data.balance).toBe(await ctx.balance(user));
      expect(data.statement.map((line: { kind: string }) => line.kind)).toEqual(expect.arrayContaining(['stake', 'demo_credit']));
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0]).toMatchObject({ game: 'odd_even', option: 'odd', amount: '2.000000', seedHash: expect.stringMatching(/^[0-9a-f]{64}$/), clientSeed: expect.any(String), nonce: 0, fairnessVersion: 2, serverSeed: null });
      expect(data.referrals.referrer).toMatchObject({ name: `Test ${referrer.last_name}` });
      expect(data.protection).toMatchObject({ limits: [{ kind: 'stake', period: 'day', amount: '50.000000' }], timeoutUntil: null, excludedUntil: null });
      expect(data.notes).toEqual([{ id: expect.any(Number), at: expect.any(String), operator: { telegramId: SUPPORT.id, name: 'Sam Support' }, text: 'Asked about a slow withdrawal' }]);
      expect(data).toMatchObject({ deposits: [], withdrawals: [] });
      const referrerId = data.referrals.referrer.id as number;
      const invited = (await adminCall(ctx, support, 'GET', `/players/${referrerId}`)).json.data.referrals.invited;
      expect(invited).toEqual([{ id: me.id, name: `Test ${user.last_name}`, joinedAt: expect.any(String) }]);
      expect((await adminCall(ctx, support, 'GET', '/players/99999999')).json.error.code).toBe('player_not_found');
    });

    it("refuses a viewer's note: 403 and logged; support's note is logged as done", async () => {
      const me = (await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser() })).json.data;
      const refused = await adminCall(ctx, await as(VIEWER), 'POST', `/players/${me.id}/notes`, { text: 'hello' });
      expect(refused.status).toBe(403);
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(VIEWER.id), action: 'player.note', target: `player:${me.id}`, outcome: 'refused', reason: 'forbidden_role' }]);
      expect((await adminCall(ctx, await as(SUPPORT), 'POST', `/players/${me.id}/notes`, { text: '' })).status).toBe(400);
      expect((await adminCall(ctx, await as(SUPPORT), 'POST', `/players/${me.id}/notes`, { text: 'called back' })).status).toBe(201);
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(SUPPORT.id), action: 'player.note', outcome: 'done' }]);
      expect((await adminCall(ctx, await as(VIEWER), 'GET', `/players/${me.id}/notes`)).json.data).toHaveLength(1);
    });

    it('assigns an unattributed deposit to a player (one transfer) or marks it for refund; never twice', async () => {
      const me = (await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser() })).json.data;
      const hash = await unattributedDeposit(ctx, 7_000_000n);
      const list = await adminCall(ctx, await as(VIEWER), 'GET', '/deposits/unattributed');
      expect(list.json.data).toContainEqual({ txHash: hash, amount: '7.000000', memo: 'no-such-memo', sender: `0:${'ab'.repeat(32)}`, status: 'unattributed', createdAt: expect.any(String) });
      expect((await adminCall(ctx, await as(SUPPORT), 'POST', `/deposits/${hash}/assign`, { playerId: me.id })).status).toBe(403);
      const assigned = await adminCall(ctx, await as(FINANCE), 'POST', `/deposits/${hash}/assign`, { playerId: me.id });
      expect(assigned.status).toBe(200);
      expect(assigned.json.data).toMatchObject({ txHash: hash, status: 'credited' });
      expect((await playerTransfers(ctx.db, me.id)).at(-1)).toEqual({ amount_micro: 7_000_000n, reason: 'deposit', reference: `deposit:${hash}` });
      const again = await adminCall(ctx, await as(ADMIN), 'POST', `/deposits/${hash}/assign`, { playerId: me.id });
      expect(again.status).toBe(409);
      expect(again.json.error.code).toBe('deposit_already_settled');
      const other = await unattributedDeposit(ctx, 3_000_000n);
      const refund = await adminCall(ctx, await as(FINANCE), 'POST', `/deposits/${other}/refund`, { reason: 'sender asked' });
      expect(refund.status).toBe(200);
      expect(refund.json.data.status).toBe('refunding');
      expect(await lastAudit(ctx)).toMatchObject([{ action: 'deposit.refund', target: `deposit:${other}`, outcome: 'done', reason: 'sender asked' }]);
      const anonymous = await unattributedDeposit(ctx, 1_000_000n, null);
      expect((await adminCall(ctx, await as(FINANCE), 'POST', `/deposits/${anonymous}/refund`, { reason: 'x' })).json.error.code).toBe('refund_unavailable');
    });

    it('reconciles the books as `npm run admin -- reconcile` does', async () => {
      const response = await adminCall(ctx, await as(VIEWER), 'GET', '/reconciliation');
      expect(response.status).toBe(200);
      // The indexer (port 4199) does not answer: the books' check stands, the chain is unknown.
      expect(response.json.data).toMatchObject({ ok: true, sum: '0.000000', mismatches: [], hotWallet: null });
    });

    it('keeps the audit log append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
      await login(ctx, ADMIN);
      const [row] = await ctx.db.query<{ id: bigint }>('SELECT max(id) AS id FROM audit_log');
      await expect(ctx.db.query("UPDATE audit_log SET outcome = 'done' WHERE id = $1", [row!.id])).rejects.toThrow(/append-only/);
      await expect(ctx.db.query('DELETE FROM audit_log WHERE id = $1', [row!.id])).rejects.toThrow(/append-only/);
      await expect(ctx.db.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
      expect(await ctx.db.query('SELECT 1 FROM audit_log WHERE id = $1', [row!.id])).toHaveLength(1);
    });

    it('filters and pages the audit log', async () => {
      const viewer = await as(VIEWER);
      const refused = await adminCall(ctx, viewer, 'GET', '/audit?outcome=refused&limit=2');
      expect(refused.status).toBe(200);
      expect(refused.json.data).toHaveLength(2);
      expect(refused.json.data.every((e: { outcome: string }) => e.outcome === 'refused')).toBe(true);
      const next = await adminCall(ctx, viewer, 'GET', `/audit?outcome=refused&limit=2&before=${refused.json.nextBefore}`);
      expect(next.json.data[0].id).toBeLessThan(refused.json.data[1].id);
      const mine = await adminCall(ctx, viewer, 'GET', `/audit?operator=${FINANCE.id}&action=deposit.assign`);
      expect(mine.json.data.length).toBeGreaterThan(0);
      expect(mine.json.data.every((e: { operator: { telegramId: number }; action: string }) => e.operator.telegramId === FINANCE.id && e.action === 'deposit.assign')).toBe(true);
      expect((await adminCall(ctx, viewer, 'GET', '/audit?action=drop_table')).status).toBe(400);
    });
  },
  { ...paymentsEnv('http://127.0.0.1:4199'), ...adminEnv() },
);
