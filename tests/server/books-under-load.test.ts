/**
 * The books balance under concurrency: 50 orders and 50 withdraws at once, on each database, over
 * the same players (referrers order while their circles are withdrawn, and their invitees order
 * too). describeEachDb checks every balance against its ledger after the suite as well.
 */
import { subWeeks } from 'date-fns/subWeeks';
import { expect, it } from 'vitest';
import { circleId } from '../../src/contract/circle-id';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

const REFERRERS = 10;

describeEachDb('the books under 50 parallel orders and 50 parallel withdraws', (ctx) => {
  it('leaves every balance equal to its ledger and pays each circle once', async () => {
    const lastWeek = subWeeks(new Date(), 1);
    const circle = circleId(lastWeek);
    const referrers = Array.from({ length: REFERRERS }, () => newTelegramUser());
    const children = referrers.map(() => newTelegramUser());
    // Each referrer earns 1% of a 10 USDT stake their invitee placed last week: a 0.1 USDT circle.
    for (const [i, referrer] of referrers.entries()) {
      const refCode = (await ctx.call('GET', '/api/v1/user/me', { user: referrer })).json.data.refCode;
      ctx.now = lastWeek;
      await ctx.call('GET', '/api/v1/user/me', { user: children[i], startParam: refCode });
      expect((await ctx.order(children[i]!, { game: 'odd_even', option: 'odd', amount: '10' })).status).toBe(201);
      ctx.now = null;
    }

    const players = [...referrers, ...children];
    const orders = Array.from({ length: 50 }, (_, i) => ctx.order(players[i % players.length]!, { game: 'big_small', option: 'over', amount: '1' }));
    const withdraws = Array.from({ length: 50 }, (_, i) => ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: referrers[i % REFERRERS] }));
    const [placed, withdrawn] = await Promise.all([Promise.all(orders), Promise.all(withdraws)]);

    expect(placed.map((response) => response.status)).toEqual(Array(50).fill(201));
    expect(withdrawn.filter((response) => response.status === 200)).toHaveLength(REFERRERS);
    expect(withdrawn.filter((response) => response.status === 409 && response.json.error.code === 'already_withdrawn')).toHaveLength(50 - REFERRERS);
    expect(await booksProblems(ctx.db)).toEqual([]);

    // Each referrer: 100, minus their stakes of 1, plus those orders' payouts, plus the 0.1 circle.
    for (const referrer of referrers) {
      const own = placed.filter((_, i) => players[i % players.length] === referrer);
      const payouts = own.reduce((sum, response) => sum + Math.round(Number(response.json.data.payout) * 1e6), 0);
      expect(await ctx.balance(referrer)).toBe(((100_000_000 - own.length * 1_000_000 + payouts + 100_000) / 1e6).toFixed(6));
    }
  });
});
