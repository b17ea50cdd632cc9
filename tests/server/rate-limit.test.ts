import { expect, it } from 'vitest';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

describeEachDb(
  'rate limits',
  (ctx) => {
    const bet = { game: 'odd_even', option: 'even', amount: '0.1' };

    it('limits orders per player with 429 and Retry-After', async () => {
      const user = newTelegramUser();
      for (let i = 0; i < 3; i += 1) expect((await ctx.order(user, bet)).status).toBe(201);
      const limited = await ctx.order(user, bet);
      expect(limited.status).toBe(429);
      expect(limited.json.error.code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another player has a budget of their own; reads are not limited.
      expect((await ctx.order(newTelegramUser(), bet)).status).toBe(201);
      expect((await ctx.call('GET', '/api/v1/game/history', { user })).status).toBe(200);
    });

    it('limits withdraws per player', async () => {
      const user = newTelegramUser();
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await ctx.call('POST', '/api/v1/user-ref-circle/1/withdraw', { user })).status);
      expect(statuses).toEqual([409, 409, 409, 429]);
    });

    it('checks credentials before counting: anonymous calls get 401, not 429', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await ctx.call('POST', '/api/v1/game/orders', { body: bet, headers: { 'idempotency-key': 'x' } })).status).toBe(401);
      }
    });
  },
  { RATE_LIMIT_PER_MIN: '3' },
);
