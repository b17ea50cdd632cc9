/**
 * Player protection's limits (docs/player-protection.md) on each database, with the
 * server's injected clock for the 24-hour raise and the period boundaries.
 */
import { expect, it } from 'vitest';
import { formatUsdt, parseUsdt } from '../../src/contract/money';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import { MAX_STAKE_MICRO } from '../../src/contract/games';

const setLimit = (ctx: ServerContext, user: InitDataUser, body: unknown) => ctx.call('PUT', '/api/v1/player/limits', { user, body });
const protection = async (ctx: ServerContext, user: InitDataUser) => (await ctx.call('GET', '/api/v1/player/protection', { user })).json.data;
const lose = { game: 'lucky_number', option: 'lucky_number', number: 3, amount: '1' };

// A Wednesday, 23:00 UTC, in the last week of November 2026.
const WEDNESDAY = new Date('2026-11-25T23:00:00Z');
const RESETS = { day: '2026-11-26T00:00:00.000Z', week: '2026-11-30T00:00:00.000Z', month: '2026-12-01T00:00:00.000Z' } as const;

/** The sum of (stake - payout) over a user's orders, as the books see it (micro-USDT). */
async function lossOf(ctx: ServerContext, user: InitDataUser): Promise<bigint[]> {
  const rows = await ctx.db.query<{ amount_micro: bigint; payout_micro: bigint }>(
    'SELECT o.amount_micro, o.payout_micro FROM orders o JOIN users u ON u.id = o.user_id WHERE u.telegram_id = $1 ORDER BY o.id',
    [user.id],
  );
  let loss = 0n;
  return rows.map((row) => {
    const before = loss;
    loss += row.amount_micro - row.payout_micro;
    return before + row.amount_micro;
  });
}

describeEachDb('player limits', (ctx) => {
  it.each(['day', 'week', 'month'] as const)('a %s stake limit refuses the order over it with 403 limit_reached until the period ends', async (period) => {
    ctx.now = WEDNESDAY;
    const user = newTelegramUser();
    expect((await setLimit(ctx, user, { kind: 'stake', period, amount: '2.5' })).status).toBe(200);
    expect((await ctx.order(user, { ...lose, amount: '1.5' })).status).toBe(201);
    const refused = await ctx.order(user, { ...lose, amount: '1.000001' });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ code: 'limit_reached', details: { kind: 'stake', period, limit: '2.500000', resetsAt: RESETS[period] } });
    expect((await ctx.order(user, { ...lose, amount: '1' })).status).toBe(201);
    ctx.now = new Date(Date.parse(RESETS[period]) - 1000);
    expect((await ctx.order(user, { ...lose, amount: '0.1' })).json.error.code).toBe('limit_reached');
    ctx.now = new Date(RESETS[period]);
    expect((await ctx.order(user, { ...lose, amount: '2.5' })).status).toBe(201);
    ctx.now = null;
  });

  it.each(['day', 'week', 'month'] as const)('a %s loss limit never lets the losses of the period pass it, and resets with the period', async (period) => {
    ctx.now = WEDNESDAY;
    const user = newTelegramUser();
    expect((await setLimit(ctx, user, { kind: 'loss', period, amount: '3' })).status).toBe(200);
    // Stake the whole room left each time: a loss uses the limit up exactly, a win (10%) widens it.
    // A stake is at most MAX_STAKE_MICRO: after three wins in a row the room passes it.
    let room = 3_000_000n;
    for (let i = 0; i < 20 && room > 0n; i += 1) {
      const response = await ctx.order(user, { ...lose, amount: formatUsdt(room < MAX_STAKE_MICRO ? room : MAX_STAKE_MICRO) });
      expect(response.status).toBe(201);
      room -= parseUsdt(response.json.data.amount)! - parseUsdt(response.json.data.payout)!;
    }
    expect(room).toBe(0n);
    const refused = (await ctx.order(user, { ...lose, amount: '0.1' })).json.error;
    expect(refused).toMatchObject({ code: 'limit_reached', details: { kind: 'loss', period, limit: '3.000000', resetsAt: RESETS[period] } });
    // Each order was admitted only if losing it too stayed within the limit.
    for (const worst of await lossOf(ctx, user)) expect(worst).toBeLessThanOrEqual(3_000_000n);
    ctx.now = new Date(RESETS[period]);
    expect((await ctx.order(user, lose)).status).toBe(201);
    ctx.now = null;
  });

  it('a loss limit of 3 takes a first stake of exactly 3 (all of it could be lost) and refuses 3.000001', async () => {
    const user = newTelegramUser();
    expect((await setLimit(ctx, user, { kind: 'loss', period: 'day', amount: '3' })).status).toBe(200);
    expect((await ctx.order(user, { ...lose, amount: '3.000001' })).json.error).toMatchObject({ code: 'limit_reached', details: { kind: 'loss', limit: '3.000000' } });
    expect((await ctx.order(user, { ...lose, amount: '3' })).status).toBe(201);
  });

  it('lowers a limit at once and raises or removes it only 24 hours later, showing the pending change', async () => {
    const start = new Date('2026-11-26T10:00:00Z');
    ctx.now = start;
    const user = newTelegramUser();
    await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: '5' });
    const raised = await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: 10 });
    expect(raised.status).toBe(200);
    const effectiveAt = '2026-11-27T10:00:00.000Z';
    expect(raised.json.data.limits).toEqual([{ kind: 'stake', period: 'day', amount: '5.000000', pending: { amount: '10.000000', effectiveAt } }]);
    expect((await ctx.order(user, { ...lose, amount: '6' })).json.error.code).toBe('limit_reached');
    ctx.now = new Date(Date.parse(effectiveAt) - 1000);
    expect((await protection(ctx, user)).limits[0].amount).toBe('5.000000');
    ctx.now = new Date(effectiveAt);
    expect((await protection(ctx, user)).limits).toEqual([{ kind: 'stake', period: 'day', amount: '10.000000' }]);
    expect((await ctx.order(user, { ...lose, amount: '6' })).status).toBe(201);
    // Lower: at once, and it drops a pending raise.
    await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: '20' });
    const lowered = await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: '7' });
    expect(lowered.json.data.limits).toEqual([{ kind: 'stake', period: 'day', amount: '7.000000' }]);
    expect((await ctx.order(user, { ...lose, amount: '1.5' })).json.error.code).toBe('limit_reached');
    // Remove: pending for 24 hours, then gone.
    const removed = await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: null });
    expect(removed.json.data.limits).toEqual([{ kind: 'stake', period: 'day', amount: '7.000000', pending: { amount: null, effectiveAt: '2026-11-28T10:00:00.000Z' } }]);
    ctx.now = new Date('2026-11-28T10:00:00Z');
    expect((await protection(ctx, user)).limits).toEqual([]);
    ctx.now = null;
  });

  it.each([
    ['a negative amount', { kind: 'loss', period: 'day', amount: '-1' }, 'amount'],
    ['a negative number', { kind: 'loss', period: 'day', amount: -5 }, 'amount'],
    ['not a number', { kind: 'loss', period: 'day', amount: 'lots' }, 'amount'],
    ['an absurd amount', { kind: 'loss', period: 'day', amount: '1000000000000' }, 'amount'],
    ['exponent notation', { kind: 'loss', period: 'day', amount: 1e21 }, 'amount'],
    ['an unknown kind', { kind: 'fun', period: 'day', amount: '5' }, 'kind'],
    ['an unknown period', { kind: 'loss', period: 'year', amount: '5' }, 'period'],
    ['a missing amount', { kind: 'loss', period: 'day' }, 'amount'],
  ])('refuses %s with 400, changing nothing', async (_name, body, field) => {
    const user = newTelegramUser();
    await setLimit(ctx, user, { kind: 'loss', period: 'day', amount: '5' });
    const response = await setLimit(ctx, user, body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('invalid_request');
    expect(response.json.error.message).toContain(field);
    expect((await protection(ctx, user)).limits).toEqual([{ kind: 'loss', period: 'day', amount: '5.000000' }]);
  });

  it('a device clock set a day ahead hurries nothing: the server’s clock decides the raise and the period', async () => {
    ctx.now = WEDNESDAY;
    const user = newTelegramUser();
    await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: '1' });
    expect((await setLimit(ctx, user, { kind: 'stake', period: 'day', amount: '50' })).json.data.limits[0].pending).toBeDefined();
    const deviceTomorrow = { date: new Date(WEDNESDAY.getTime() + 25 * 3600 * 1000).toUTCString() };
    // A raise that names its own effective time is no request the server takes.
    const hurried = await ctx.call('PUT', '/api/v1/player/limits', { user, body: { kind: 'stake', period: 'day', amount: '50', effectiveAt: WEDNESDAY.toISOString() }, headers: deviceTomorrow });
    expect([hurried.status, hurried.json.error.code]).toEqual([400, 'invalid_request']);
    // An order sent by a device that believes it is tomorrow meets today's limit and today's reset.
    const refused = await ctx.call('POST', '/api/v1/game/orders', { user, body: { ...lose, amount: '2' }, headers: { ...deviceTomorrow, 'idempotency-key': 'device-clock' } });
    expect([refused.status, refused.json.error.details]).toEqual([403, { kind: 'stake', period: 'day', limit: '1.000000', resetsAt: RESETS.day }]);
    expect((await protection(ctx, user)).limits).toEqual([
      { kind: 'stake', period: 'day', amount: '1.000000', pending: { amount: '50.000000', effectiveAt: '2026-11-26T23:00:00.000Z' } },
    ]);
    ctx.now = null;
  });

  it('20 concurrent orders against a nearly used loss limit never overshoot it', async () => {
    const user = newTelegramUser();
    await setLimit(ctx, user, { kind: 'loss', period: 'day', amount: '4' });
    // Nearly used: stake all but 1 USDT of the room until a loss leaves exactly 1 (a win widens it).
    let room = 4_000_000n;
    for (let i = 0; i < 8 && room > 1_000_000n; i += 1) {
      const entry = (await ctx.order(user, { ...lose, amount: formatUsdt(room - 1_000_000n) })).json.data;
      room -= parseUsdt(entry.amount)! - parseUsdt(entry.payout)!;
    }
    expect(room).toBe(1_000_000n);
    const before = (await lossOf(ctx, user)).length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => ctx.order(user, lose)));
    expect(responses.map((response) => response.status).every((status) => status === 201 || status === 403)).toBe(true);
    expect(responses.filter((response) => response.status === 201).length).toBe((await lossOf(ctx, user)).length - before);
    for (const worst of await lossOf(ctx, user)) expect(worst).toBeLessThanOrEqual(4_000_000n);
    for (const response of responses.filter((r) => r.status === 403)) expect(response.json.error.code).toBe('limit_reached');
  });
});
