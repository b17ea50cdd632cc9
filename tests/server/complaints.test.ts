/**
 * Complaints (docs/back-office.md, "Complaints") on each database: one filed in the app and one
 * through the bot land in the back office's queue with the deadline of their kind; an operator's
 * reply reaches the player in the app and as a bot notification; the states move only as the
 * table allows; every step is audited; and the evidence pack's manifest names each file with its
 * SHA-256, its orders recomputed from their revealed seeds.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, expect, it } from 'vitest';
import { botText } from '../../src/i18n/bot/catalogues';
import { addBusinessDays } from '../../server/complaints/deadline';
import { evidencePack } from '../../server/complaints/evidence-pack';
import { adminCall, adminEnv, lastAudit, login, SUPPORT, VIEWER } from './helpers/admin-kit';
import { startBotApiStandIn } from './helpers/bot-api-stand-in';
import { BOT_TEST_TOKEN, WEBHOOK_SECRET, callbackUpdate, messageUpdate } from './helpers/telegram-updates';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const standIn = await startBotApiStandIn({ token: BOT_TEST_TOKEN });
afterAll(() => standIn.close());
const DAY_MS = 86_400_000;

// Curaçao's profile answers sooner than the "*" one (5 business days, 28 days), so a deadline
// shows which profile it came from.
const profiles = join(mkdtempSync(join(tmpdir(), 'complaint-profiles-')), 'profiles.json');
writeFileSync(
  profiles,
  JSON.stringify({
    profiles: {
      CW: { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, complaintDays: { protection: 2, other: 10 } },
      '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } },
    },
  }),
);

async function viaBot(ctx: ServerContext, update: unknown): Promise<void> {
  const response = await ctx.app.inject({ method: 'POST', url: '/telegram/webhook', headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET }, payload: JSON.stringify(update) });
  expect(response.statusCode).toBe(200);
}

describeEachDb(
  'complaints',
  (ctx) => {
    const player = newTelegramUser({ language_code: 'de' });
    let orderId = 0;

    it('a complaint from the app about one of the player’s orders is filed with its deadline (28 days; protection: 5 business days)', async () => {
      const placed = await ctx.order(player, { game: 'odd_even', option: 'odd', amount: '2' });
      expect(placed.status).toBe(201);
      orderId = Number(placed.json.data.orderId);
      const before = Date.now();
      const filed = await ctx.call('POST', '/api/v1/player/complaints', { user: player, body: { kind: 'game', text: '  The result looks wrong to me.  ', orderId: placed.json.data.orderId } });
      expect(filed.status).toBe(201);
      expect(filed.json.data).toEqual({ id: expect.any(Number), deadlineAt: expect.any(String) });
      const deadline = Date.parse(filed.json.data.deadlineAt);
      expect(deadline - before).toBeGreaterThanOrEqual(28 * DAY_MS - 1000);
      expect(deadline - Date.now()).toBeLessThanOrEqual(28 * DAY_MS);

      const protection = await ctx.call('POST', '/api/v1/player/complaints', { user: player, body: { kind: 'protection', text: 'My time-out did not start.' } });
      expect(protection.status).toBe(201);
      const filedAt = Date.parse(protection.json.data.deadlineAt);
      const span = filedAt - Date.now();
      expect(span).toBeGreaterThan(5 * DAY_MS - 60_000);
      expect(span).toBeLessThanOrEqual(9 * DAY_MS);
      expect([0, 6]).not.toContain(new Date(filedAt).getUTCDay());

      const mine = await ctx.call('GET', '/api/v1/player/complaints', { user: player });
      expect(mine.json.data.map((c: { kind: string; status: string }) => [c.kind, c.status])).toEqual([
        ['protection', 'open'],
        ['game', 'open'],
      ]);
      expect(mine.json.data[1].messages).toEqual([{ from: 'player', text: 'The result looks wrong to me.', at: expect.any(String) }]);
    });

    it('counts business days Monday to Friday in UTC', () => {
      // Friday noon + 5 business days = the next Friday; Saturday + 1 = Monday; Thursday + 2 = Monday.
      expect(addBusinessDays(new Date('2026-11-27T12:00:00Z'), 5).toISOString()).toBe('2026-12-04T12:00:00.000Z');
      expect(addBusinessDays(new Date('2026-11-28T12:00:00Z'), 1).toISOString()).toBe('2026-11-30T12:00:00.000Z');
      expect(addBusinessDays(new Date('2026-11-26T12:00:00Z'), 2).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    });

    it('the deadline comes from the profile of the player’s recorded country, from the app and from the bot', async () => {
      const curacao = newTelegramUser({ language_code: 'de' });
      expect((await ctx.call('POST', '/api/v1/player/residence', { user: curacao, body: { country: 'CW' } })).status).toBe(200);
      const elsewhere = newTelegramUser();
      // A Friday noon: 2 business days later is the Tuesday.
      ctx.now = new Date('2026-11-27T12:00:00Z');
      try {
        const file = async (user: typeof curacao, kind: string) =>
          (await ctx.call('POST', '/api/v1/player/complaints', { user, body: { kind, text: 'Please look at this.' } })).json.data.deadlineAt;
        expect(await file(curacao, 'protection')).toBe('2026-12-01T12:00:00.000Z');
        expect(await file(curacao, 'payment')).toBe('2026-12-07T12:00:00.000Z');
        expect(await file(elsewhere, 'protection')).toBe('2026-12-04T12:00:00.000Z');
        expect(await file(elsewhere, 'payment')).toBe('2026-12-25T12:00:00.000Z');
        await viaBot(ctx, messageUpdate(curacao, '/complaint Wo ist meine Auszahlung?'));
        const [fromBot] = (await ctx.call('GET', '/api/v1/player/complaints', { user: curacao })).json.data;
        expect([fromBot.kind, fromBot.deadlineAt]).toEqual(['other', '2026-12-07T12:00:00.000Z']);
      } finally {
        ctx.now = null;
      }
    });

    it.each([
      ['an unknown kind', { kind: 'chargeback', text: 'x' }],
      ['an empty text', { kind: 'other', text: '   ' }],
      ['a text over 4,000 characters', { kind: 'other', text: 'x'.repeat(4001) }],
      ['two subjects at once', { kind: 'payment', text: 'x', orderId: 1, withdrawalId: 1 }],
      ['a deposit named by something else than its hash', { kind: 'payment', text: 'x', depositId: '12' }],
    ])('refuses %s with 400 and files nothing', async (_name, body) => {
      const someone = newTelegramUser();
      const response = await ctx.call('POST', '/api/v1/player/complaints', { user: someone, body });
      expect(response.status).toBe(400);
      expect((await ctx.call('GET', '/api/v1/player/complaints', { user: someone })).json.data).toEqual([]);
    });

    it('refuses a complaint about another player’s order with 404', async () => {
      const response = await ctx.call('POST', '/api/v1/player/complaints', { user: newTelegramUser(), body: { kind: 'game', text: 'not mine', orderId } });
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('order_not_found');
    });

    it('the bot files one from /complaint <text>, and one from a kind button and the next message', async () => {
      await viaBot(ctx, messageUpdate(player, '/complaint Meine Einzahlung fehlt'));
      await viaBot(ctx, messageUpdate(player, '/complaint'));
      const ask = standIn.calls.filter((c) => c.chatId === player.id && c.method === 'sendMessage').at(-1)?.body;
      expect(ask?.text).toBe(botText('de', 'complaint.choose'));
      expect(JSON.stringify(ask?.reply_markup)).toContain('complaint:payment');
      await viaBot(ctx, callbackUpdate(player, 'complaint:payment'));
      await viaBot(ctx, messageUpdate(player, 'Die Auszahlung kam nie an.'));
      const replies = standIn.calls.filter((c) => c.chatId === player.id && c.method === 'sendMessage').map((c) => String(c.body.text));
      expect(replies.filter((text) => text.startsWith(botText('de', 'complaint.filed').split('{id}')[0]!))).toHaveLength(2);

      const queue = await adminCall(ctx, await login(ctx, VIEWER), 'GET', '/complaints?status=open');
      const fromBot = queue.json.data.filter((c: { source: string; player: { telegramId: number } }) => c.source === 'bot' && c.player.telegramId === player.id);
      expect(fromBot.map((c: { kind: string; messages: { text: string }[] }) => [c.kind, c.messages[0]!.text]).toSorted()).toEqual([
        ['other', 'Meine Einzahlung fehlt'],
        ['payment', 'Die Auszahlung kam nie an.'],
      ]);
      // A plain message with no kind chosen is not a complaint.
      await viaBot(ctx, messageUpdate(player, 'hallo?'));
      expect((await ctx.call('GET', '/api/v1/player/complaints', { user: player })).json.data).toHaveLength(4);
    });

    it('an operator’s reply reaches the player in the app and through the bot, audited; the states move only as the table allows', async () => {
      const support = await login(ctx, SUPPORT);
      const [game] = (await adminCall(ctx, support, 'GET', '/complaints')).json.data.filter((c: { kind: string; orderId: number | null }) => c.kind === 'game' && c.orderId === orderId);
      expect(game).toMatchObject({ status: 'open', overdue: false, player: { telegramId: player.id } });

      expect((await adminCall(ctx, await login(ctx, VIEWER), 'POST', `/complaints/${game.id}/reply`, { text: 'x' })).status).toBe(403);
      const replied = await adminCall(ctx, support, 'POST', `/complaints/${game.id}/reply`, { text: 'The draw is correct: see the evidence.' });
      expect(replied.status).toBe(200);
      expect(replied.json.data.status).toBe('answered');
      expect((await lastAudit(ctx))[0]).toMatchObject({ action: 'complaint.reply', target: `complaint:${game.id}`, outcome: 'done' });

      const mine = (await ctx.call('GET', '/api/v1/player/complaints', { user: player })).json.data.find((c: { id: number }) => c.id === game.id);
      expect(mine.status).toBe('answered');
      expect(mine.messages.at(-1)).toEqual({ from: 'operator', text: 'The draw is correct: see the evidence.', at: expect.any(String) });
      const outbox = await ctx.db.query<{ kind: string; params: { complaintId: number; text: string } }>(
        "SELECT o.kind, o.params FROM bot_outbox o JOIN users u ON u.id = o.user_id WHERE u.telegram_id = $1 AND o.kind = 'complaint_answered'",
        [player.id],
      );
      expect(outbox).toEqual([{ kind: 'complaint_answered', params: { complaintId: game.id, text: 'The draw is correct: see the evidence.' } }]);

      expect((await adminCall(ctx, support, 'POST', `/complaints/${game.id}/status`, { status: 'escalated' })).json.data.status).toBe('escalated');
      expect((await adminCall(ctx, support, 'POST', `/complaints/${game.id}/status`, { status: 'closed' })).json.data.status).toBe('closed');
      const reopened = await adminCall(ctx, support, 'POST', `/complaints/${game.id}/status`, { status: 'open' });
      expect(reopened.status).toBe(409);
      expect(reopened.json.error.code).toBe('complaint_transition');
      expect((await lastAudit(ctx))[0]).toMatchObject({ action: 'complaint.status', outcome: 'refused', reason: 'complaint_transition' });
      expect((await adminCall(ctx, support, 'POST', `/complaints/${game.id}/reply`, { text: 'late' })).status).toBe(409);
      expect((await adminCall(ctx, support, 'POST', '/complaints/999999/status', { status: 'closed' })).status).toBe(404);
    });

    it('the evidence pack’s manifest hashes match its files, and each order with a revealed seed recomputes to its outcome', async () => {
      // Rotating the seed reveals the one the order was drawn with.
      expect((await ctx.call('POST', '/api/v1/game/seed/rotate', { user: player })).status).toBe(200);
      const support = await login(ctx, SUPPORT);
      const [game] = (await adminCall(ctx, support, 'GET', '/complaints')).json.data.filter((c: { orderId: number | null }) => c.orderId === orderId);
      const response = await ctx.app.inject({ method: 'GET', url: `/admin/api/complaints/${game.id}/evidence`, headers: { cookie: support.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const manifest = JSON.parse(strFromU8(files['manifest.json']!));
      expect(manifest.files.map((f: { name: string }) => f.name).toSorted()).toEqual(['audit.json', 'complaint.json', 'deposits.json', 'orders.json', 'statement.csv', 'withdrawals.json']);
      for (const { name, sha256 } of manifest.files) expect(createHash('sha256').update(files[name]!).digest('hex')).toBe(sha256);
      const orders = JSON.parse(strFromU8(files['orders.json']!));
      const order = orders.find((o: { id: number }) => o.id === orderId);
      expect(order.verification).toEqual({ commitmentHolds: true, recomputedOutcome: order.outcome, matches: true });
      expect(createHash('sha256').update(order.serverSeed).digest('hex')).toBe(order.serverSeedCommitment);
      expect(strFromU8(files['statement.csv']!)).toContain(`order:${orderId}:stake`);
      expect(JSON.parse(strFromU8(files['audit.json']!)).map((e: { action: string }) => e.action)).toContain('complaint.reply');
      expect((await lastAudit(ctx))[0]).toMatchObject({ action: 'complaint.evidence', target: `complaint:${game.id}`, outcome: 'done' });
    });

    it('the manifest says when the orders were cut at the cap, and how many are in', async () => {
      expect((await ctx.order(player, { game: 'odd_even', option: 'even', amount: '1' })).status).toBe(201);
      const [game] = (await adminCall(ctx, await login(ctx, SUPPORT), 'GET', '/complaints')).json.data.filter((c: { orderId: number | null }) => c.orderId === orderId);
      const manifestOf = async (maxOrders: number) => JSON.parse(strFromU8(unzipSync(await evidencePack(ctx.db, game, new Date(), maxOrders))['manifest.json']!));
      expect((await manifestOf(1)).orders).toEqual({ included: 1, capped: true, limit: 1 });
      expect((await manifestOf(2)).orders).toEqual({ included: 2, capped: false, limit: 2 });
    });
  },
  adminEnv({ JURISDICTION_PROFILES: profiles, BOT_TOKEN: BOT_TEST_TOKEN, BOT_WEBHOOK_SECRET: WEBHOOK_SECRET, TELEGRAM_API_BASE: standIn.url, PUBLIC_URL: 'https://play.sendswin.example' }),
);
