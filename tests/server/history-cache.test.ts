import { describe, expect, it } from 'vitest';
import { HistoryCache } from '../../server/cache/history-cache';
import { IdentityCache } from '../../server/cache/identity-cache';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const bet = { game: 'odd_even', option: 'odd', amount: '1' };
const history = async (ctx: ServerContext, user: ReturnType<typeof newTelegramUser>, page = 1) =>
  (await ctx.call('GET', `/api/v1/game/history?page=${page}`, { user })).json;

describeEachDb('history reads after writes', (ctx) => {
  it('shows an order placed right after the page was read (and cached on PGlite)', async () => {
    const user = newTelegramUser();
    expect((await history(ctx, user)).data).toEqual([]);
    expect((await history(ctx, user)).data).toEqual([]);
    const placed = (await ctx.order(user, bet)).json.data;
    const after = await history(ctx, user);
    expect(after.data.map((entry: { orderId: string }) => entry.orderId)).toEqual([placed.orderId]);
    const next = (await ctx.order(user, bet)).json.data;
    expect((await history(ctx, user)).data.map((entry: { orderId: string }) => entry.orderId)).toEqual([next.orderId, placed.orderId]);
  });

  it('keeps each player to their own pages, and a replayed order changes nothing', async () => {
    const alice = newTelegramUser();
    const bob = newTelegramUser();
    await ctx.order(alice, bet, 'same-key');
    expect((await history(ctx, bob)).data).toEqual([]);
    const before = await history(ctx, alice);
    expect(before.data).toHaveLength(1);
    expect((await ctx.order(alice, bet, 'same-key')).status).toBe(200);
    expect(await history(ctx, alice)).toEqual(before);
  });

  it('keeps following Telegram renames on the routes that answer from the identity cache', async () => {
    const user = newTelegramUser({ first_name: 'Old' });
    await history(ctx, user);
    const renamed = { ...user, first_name: 'New' };
    expect((await history(ctx, renamed)).data).toEqual([]);
    const me = (await ctx.call('GET', '/api/v1/user/me', { user: renamed })).json.data;
    expect(me.telegramFullName).toContain('New');
    const [row] = await ctx.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE telegram_id = $1', [user.id]);
    expect(row?.first_name).toBe('New');
  });

  it('answers history as JSON with the same shape as before', async () => {
    const user = newTelegramUser();
    await ctx.order(user, bet);
    const response = await ctx.call('GET', '/api/v1/game/history', { user });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json).toMatchObject({ page: 1, hasNext: false, data: [{ game: 'odd_even', option: 'odd', amount: '1.000000' }] });
  });
});

describe('HistoryCache', () => {
  it('drops a page read before an invalidation that lands before it is stored', () => {
    const cache = new HistoryCache();
    const generation = cache.generation();
    cache.invalidate(7);
    cache.store(7, 1, generation, 'stale');
    expect(cache.get(7, 1)).toBeUndefined();
    cache.store(7, 1, cache.generation(), 'fresh');
    expect(cache.get(7, 1)).toBe('fresh');
    cache.invalidate(7);
    expect(cache.get(7, 1)).toBeUndefined();
  });
});

describe('IdentityCache', () => {
  it('answers only when the names match what the row holds', () => {
    const cache = new IdentityCache();
    const profile = { telegramId: 1, firstName: 'A', lastName: null, username: 'a', languageCode: 'en' };
    expect(cache.idIfUnchanged(profile)).toBeNull();
    cache.remember(1, { id: 9, firstName: 'A', lastName: null, username: 'a' });
    expect(cache.idIfUnchanged(profile)).toBe(9);
    expect(cache.idIfUnchanged({ ...profile, username: 'b' })).toBeNull();
  });
});
