/**
 * Limits at their edges, where one-character bugs hide: the value at a limit, one step inside and
 * one step outside. Each case here once survived a planted bug (docs/mutation-testing.md); the
 * pure ones (hash comparison, launch-data age) are in auth-units/auth-boundaries.test.ts.
 */
import { expect, it, vi } from 'vitest';
import { eventsSince } from '../../server/events/event-repository';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

describeEachDb('limits over HTTP', (ctx) => {
  it('a launch hash with only its last character changed is refused', async () => {
    const user = newTelegramUser();
    const header = ctx.authFor(user);
    const raw = Buffer.from(header.slice('tma '.length), 'base64').toString('utf8');
    const params = new URLSearchParams(raw);
    const hash = params.get('hash') ?? '';
    params.set('hash', `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
    const forged = `tma ${Buffer.from(params.toString(), 'utf8').toString('base64')}`;
    expect((await ctx.call('GET', '/api/v1/user/me', { headers: { authorization: forged } })).status).toBe(401);
    expect((await ctx.call('GET', '/api/v1/user/me', { headers: { authorization: header } })).status).toBe(200);
  });

  it('a stake one micro-USDT over the balance is refused with 409; the whole balance is placed', async () => {
    const user = newTelegramUser();
    expect(await ctx.balance(user)).toBe('100.000000');
    const over = await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '100.000001' });
    expect([over.status, over.json.error.code]).toEqual([409, 'insufficient_balance']);
    expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '100' })).status).toBe(201);
  });

  it('stake limits: 0.1 and 1000 are inside, one micro-USDT outside either is a 400', async () => {
    const user = newTelegramUser();
    const stake = (amount: string) => ctx.order(user, { game: 'odd_even', option: 'odd', amount });
    expect((await stake('0.099999')).status).toBe(400);
    expect((await stake('0.1')).status).toBe(201);
    expect((await stake('1000.000001')).status).toBe(400);
    // 1000 passes the limit check and meets the balance (100 in these tests): a 409, not a 400.
    expect((await stake('1000')).status).toBe(409);
  });

  it('replay resumes strictly after the given id, for that same player', async () => {
    const user = newTelegramUser();
    for (let i = 0; i < 3; i += 1) expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '0.1' })).status).toBe(201);
    const me = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data;
    // The orders' events leave through the relay after their answers: read them once all three are there.
    const all = await vi.waitFor(async () => {
      const mine = (await eventsSince(ctx.db, me.id, 0, 1000, 3_600_000)).filter((event) => event.userId === me.id);
      expect(mine.length).toBe(3);
      return mine;
    }, { timeout: 10_000, interval: 20 });
    const [first, second, third] = all;
    const after = await eventsSince(ctx.db, me.id, first!.id, 1000, 3_600_000);
    expect(after.map((event) => event.id)).not.toContain(first!.id);
    expect(after.filter((event) => event.userId === me.id).map((event) => event.id)).toEqual([second!.id, third!.id]);
  });
});
