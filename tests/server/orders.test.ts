import { expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE } from '../../src/contract/constants';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

describeEachDb('game orders', (ctx) => {
  it('places an order in every game and settles it by the rules', async () => {
    const user = newTelegramUser();
    const bets = [
      { game: 'odd_even', option: 'even', amount: '1', multiplier: 1.95 },
      { game: 'big_small', option: 'over', amount: '2.5', multiplier: 1.95 },
      { game: 'lottery', option: 'lottery_2', amount: 1.1, multiplier: 2.9 },
      { game: 'lucky_number', option: 'lucky_number', number: 7, amount: '0.100000', multiplier: 9.5 },
    ];
    for (const { multiplier, ...bet } of bets) {
      const response = await ctx.order(user, bet);
      expect(response.status).toBe(201);
      const entry = response.json.data;
      expect(entry).toMatchObject({ game: bet.game, option: bet.option, orderId: expect.stringMatching(/^\d+$/), seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(entry.outcome).toBeGreaterThanOrEqual(0);
      expect(entry.outcome).toBeLessThanOrEqual(9);
      const stake = Number(entry.amount);
      expect(entry.payout).toBe(entry.result === 'win' ? (Math.floor(stake * multiplier * 1e6) / 1e6).toFixed(6) : '0.000000');
      expect(entry.number).toBe(bet.game === 'lucky_number' ? 7 : undefined);
    }
  });

  it('moves the stake to the bankroll and a win back, one transfer each', async () => {
    const user = newTelegramUser();
    const entry = (await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '10' })).json.data;
    const expected = 100 - 10 + Number(entry.payout);
    expect(await ctx.balance(user)).toBe(expected.toFixed(6));
    const rows = await ctx.db.query<{ reason: string; from_account: string; to_account: string; amount_micro: bigint; reference: string }>(
      'SELECT reason, from_account, to_account, amount_micro, reference FROM transfers WHERE reference LIKE $1 ORDER BY id',
      [`order:${entry.orderId}:%`],
    );
    const account = `player:${(await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id}`;
    expect(rows.map((row) => row.reason)).toEqual(entry.result === 'win' ? ['stake', 'payout'] : ['stake']);
    expect(rows[0]).toMatchObject({ from_account: account, to_account: 'house:bankroll', amount_micro: 10_000_000n, reference: `order:${entry.orderId}:stake` });
  });

  it.each([
    ['an unknown game', { game: 'roulette', option: 'odd', amount: '1' }, 'game'],
    ['an option of another game', { game: 'odd_even', option: 'over', amount: '1' }, 'option'],
    ['an unknown option', { game: 'odd_even', option: 'maybe', amount: '1' }, 'option'],
    ['lucky_number without a number', { game: 'lucky_number', option: 'lucky_number', amount: '1' }, 'number'],
    ['a number outside lucky_number', { game: 'odd_even', option: 'odd', amount: '1', number: 3 }, 'number'],
    ['a number above 9', { game: 'lucky_number', option: 'lucky_number', amount: '1', number: 10 }, 'number'],
    ['a non-numeric amount', { game: 'odd_even', option: 'odd', amount: 'ten' }, 'amount'],
    ['a negative amount', { game: 'odd_even', option: 'odd', amount: '-1' }, 'amount'],
    ['a too precise amount', { game: 'odd_even', option: 'odd', amount: '1.0000001' }, 'amount'],
    ['an amount in exponent notation', { game: 'odd_even', option: 'odd', amount: 1e-7 }, 'amount'],
    ['a stake below 0.1', { game: 'odd_even', option: 'odd', amount: '0.09' }, 'amount'],
    ['a stake above 1000', { game: 'odd_even', option: 'odd', amount: '1000.000001' }, 'amount'],
    ['a missing amount', { game: 'odd_even', option: 'odd' }, 'amount'],
    ['an array body', [1, 2], 'body'],
  ])('refuses %s with 400, changing nothing', async (_name, body, field) => {
    const user = newTelegramUser();
    const response = await ctx.order(user, body as Record<string, unknown>);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('invalid_request');
    expect(response.json.error.message).toContain(field);
    expect(await ctx.balance(user)).toBe('100.000000');
  });

  it('requires an Idempotency-Key of 1 to 128 characters', async () => {
    const user = newTelegramUser();
    const body = { game: 'odd_even', option: 'odd', amount: '1' };
    const missing = await ctx.call('POST', '/api/v1/game/orders', { user, body });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toContain('idempotency-key');
    expect((await ctx.order(user, body, 'k'.repeat(129))).status).toBe(400);
    expect((await ctx.order(user, body, 'k'.repeat(128))).status).toBe(201);
  });

  it('refuses a stake above the balance with 409 insufficient_balance, changing nothing', async () => {
    const user = newTelegramUser();
    const response = await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '100.000001' }, 'too-much');
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('insufficient_balance');
    expect(await ctx.balance(user)).toBe('100.000000');
    expect((await ctx.call('GET', '/api/v1/game/history', { user })).json.data).toEqual([]);
    // The failed attempt did not burn its key: the same key works for an affordable order.
    expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '100' }, 'too-much')).status).toBe(201);
  });

  it('replays the same Idempotency-Key without a second order or charge, and 422s a different body', async () => {
    const user = newTelegramUser();
    const first = await ctx.order(user, { game: 'big_small', option: 'under', amount: '5' }, 'same-key');
    const again = await ctx.order(user, { game: 'big_small', option: 'under', amount: '5.000000' }, 'same-key');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    const balanceAfter = await ctx.balance(user);
    expect(balanceAfter).toBe((95 + Number(first.json.data.payout)).toFixed(6));

    const changed = await ctx.order(user, { game: 'big_small', option: 'over', amount: '5' }, 'same-key');
    expect(changed.status).toBe(422);
    expect(changed.json.error.code).toBe('idempotency_key_reused');
    expect(await ctx.balance(user)).toBe(balanceAfter);
    // Keys belong to a player: another player may use the same key.
    expect((await ctx.order(newTelegramUser(), { game: 'big_small', option: 'under', amount: '5' }, 'same-key')).status).toBe(201);
  });

  it('places one order for concurrent requests with the same key', async () => {
    const user = newTelegramUser();
    await ctx.call('GET', '/api/v1/user/me', { user });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => ctx.order(user, { game: 'lottery', option: 'lottery_1', amount: '3' }, 'racing-key')),
    );
    expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(new Set(responses.map((response) => response.json.data.orderId)).size).toBe(1);
    const history = (await ctx.call('GET', '/api/v1/game/history', { user })).json.data;
    expect(history).toHaveLength(1);
    expect(await ctx.balance(user)).toBe((97 + Number(history[0].payout)).toFixed(6));
  });

  it('never overdraws under concurrent orders', async () => {
    const user = newTelegramUser();
    await ctx.call('GET', '/api/v1/user/me', { user });
    const responses = await Promise.all(Array.from({ length: 12 }, () => ctx.order(user, { game: 'lucky_number', option: 'lucky_number', number: 0, amount: '10' })));
    const placed = responses.filter((response) => response.status === 201);
    expect(placed.length).toBeGreaterThanOrEqual(10);
    expect(responses.every((response) => response.status === 201 || response.json.error?.code === 'insufficient_balance')).toBe(true);
    expect(Number(await ctx.balance(user))).toBeGreaterThanOrEqual(0);
  });

  it('pages history 20 at a time, newest first, pages 1 to 5 only', async () => {
    const user = newTelegramUser();
    for (let i = 0; i < HISTORY_PAGE_SIZE + 5; i += 1) {
      expect((await ctx.order(user, { game: 'odd_even', option: 'even', amount: '0.1' })).status).toBe(201);
    }
    const page1 = (await ctx.call('GET', '/api/v1/game/history?page=1', { user })).json;
    const page2 = (await ctx.call('GET', '/api/v1/game/history?page=2', { user })).json;
    expect(page1).toMatchObject({ page: 1, hasNext: true });
    expect(page1.data).toHaveLength(20);
    expect(page2).toMatchObject({ page: 2, hasNext: false });
    expect(page2.data).toHaveLength(5);
    const ids = [...page1.data, ...page2.data].map((entry: { orderId: string }) => Number(entry.orderId));
    expect(ids.every((id, i) => i === 0 || ids[i - 1]! > id)).toBe(true);
    expect((await ctx.call('GET', '/api/v1/game/history', { user })).json.page).toBe(1);
    expect((await ctx.call('GET', '/api/v1/game/history?page=3', { user })).json).toEqual({ data: [], page: 3, hasNext: false });
    for (const page of ['0', '6', 'x', '1.5']) {
      const refused = await ctx.call('GET', `/api/v1/game/history?page=${page}`, { user });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toContain('page');
    }
  });

  it('lists the latest wins of everyone with masked names', async () => {
    const user = newTelegramUser({ first_name: 'Alice', last_name: 'bobson' });
    let win;
    for (let i = 0; i < 40 && !win; i += 1) {
      const entry = (await ctx.order(user, { game: 'odd_even', option: 'even', amount: '0.1' })).json.data;
      if (entry.result === 'win') win = entry;
    }
    expect(win).toBeDefined();
    const wins = (await ctx.call('GET', '/api/v1/game/live-wins', { user: newTelegramUser() })).json.data;
    expect(wins.length).toBeLessThanOrEqual(20);
    expect(wins[0]).toEqual({ id: win.orderId, name: 'Alice B.', game: 'odd_even', option: 'even', payout: win.payout, createdAt: win.createdAt });
  });
});
