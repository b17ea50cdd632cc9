import { createHash, createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { verifyOrder } from '../../src/features/history/fairness/verify-order';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

/** The check a player runs, written from docs/fairness.md, not from the server's code. */
function recompute(serverSeed: string, clientSeed: string, nonce: number, count: number): number {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  for (let offset = 0; offset < 32; offset += 4) {
    const word = digest.readUInt32BE(offset);
    if (word < 2 ** 32 - (2 ** 32 % count)) return word % count;
  }
  throw new Error('all eight words rejected (practically impossible)');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describeEachDb('commit-reveal fairness', (ctx) => {
  it('commits to a seed at the player\'s first sight, before any order or seed request', async () => {
    const user = newTelegramUser();
    const me = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data;
    const rows = await ctx.db.query<{ seed_hash: string; client_seed: string; next_seed_hash: string }>(
      'SELECT seed_hash, client_seed, next_seed_hash FROM game_seeds WHERE user_id = $1 AND revealed_at IS NULL',
      [me.id],
    );
    expect(rows).toHaveLength(1);
    const seed = (await ctx.call('GET', '/api/v1/game/seed', { user })).json.data;
    expect(seed).toEqual({ seedHash: rows[0]!.seed_hash, nextSeedHash: rows[0]!.next_seed_hash, clientSeed: rows[0]!.client_seed, nonce: 0 });
    expect(seed.nextSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(seed.clientSeed).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reveals on rotation the seed that hashes to the commitment and re-computes every result', async () => {
    const user = newTelegramUser();
    const before = (await ctx.call('GET', '/api/v1/game/seed', { user })).json.data;
    const bets = [
      { game: 'lottery', option: 'lottery_1' },
      { game: 'lottery', option: 'lottery_3' },
      { game: 'odd_even', option: 'odd' },
      { game: 'big_small', option: 'over' },
      { game: 'lucky_number', option: 'lucky_number', number: 4 },
      { game: 'lottery', option: 'lottery_2' },
    ];
    const orders = [];
    for (const bet of bets) orders.push((await ctx.order(user, { ...bet, amount: '0.1' })).json.data);
    expect(orders.map((order) => order.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(orders.every((order) => order.seedHash === before.seedHash && order.clientSeed === before.clientSeed)).toBe(true);

    const unrevealed = (await ctx.call('GET', `/api/v1/game/orders/${orders[0].orderId}`, { user })).json.data;
    expect(unrevealed).toMatchObject({ ...orders[0], fairnessVersion: 2, serverSeed: null });

    const rotated = await ctx.call('POST', '/api/v1/game/seed/rotate', { user, body: { clientSeed: 'my-lucky_seed.42' } });
    expect(rotated.status).toBe(200);
    const { previousSeed, previousSeedHash, previousClientSeed, seedHash, clientSeed, nonce } = rotated.json.data;
    expect(previousSeedHash).toBe(before.seedHash);
    expect(sha256(previousSeed)).toBe(before.seedHash);
    expect(previousClientSeed).toBe(before.clientSeed);
    expect({ clientSeed, nonce }).toEqual({ clientSeed: 'my-lucky_seed.42', nonce: 0 });
    expect(seedHash).not.toBe(before.seedHash);

    for (const order of orders) {
      const count = order.game === 'lottery' ? 3 : 10;
      const offset = order.game === 'lottery' ? 1 : 0;
      expect(order.outcome).toBe(recompute(previousSeed, before.clientSeed, order.nonce, count) + offset);
      const details = (await ctx.call('GET', `/api/v1/game/orders/${order.orderId}`, { user })).json.data;
      expect(details.serverSeed).toBe(previousSeed);
      expect(await verifyOrder(details)).toEqual({ status: 'verified', outcome: order.outcome });
    }

    const next = (await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '0.1' })).json.data;
    expect(next).toMatchObject({ seedHash, clientSeed: 'my-lucky_seed.42', nonce: 0 });
    expect(next.outcome).toBe(recompute((await ctx.db.query<{ seed: string }>(
      'SELECT seed FROM game_seeds WHERE seed_hash = $1', [seedHash]))[0]!.seed, 'my-lucky_seed.42', 0, 10));
  });

  it('commits to the next server seed before the client seed is chosen: rotation makes exactly that one current', async () => {
    const user = newTelegramUser();
    const shown = (await ctx.call('GET', '/api/v1/game/seed', { user })).json.data;
    expect(shown.nextSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(shown.nextSeedHash).not.toBe(shown.seedHash);

    // Whatever client seed the player picks, the next server seed is the one whose hash was shown.
    const first = (await ctx.call('POST', '/api/v1/game/seed/rotate', { user, body: { clientSeed: 'chosen-after-seeing' } })).json.data;
    expect(sha256(first.previousSeed)).toBe(shown.seedHash);
    expect(first.seedHash).toBe(shown.nextSeedHash);
    expect(first.clientSeed).toBe('chosen-after-seeing');
    expect(first.nextSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.nextSeedHash).not.toBe(first.seedHash);
    expect((await ctx.call('GET', '/api/v1/game/seed', { user })).json.data).toEqual({
      seedHash: first.seedHash,
      nextSeedHash: first.nextSeedHash,
      clientSeed: 'chosen-after-seeing',
      nonce: 0,
    });

    // The chain goes on: the next rotation reveals the seed committed two steps back.
    const order = (await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '0.1' })).json.data;
    const second = (await ctx.call('POST', '/api/v1/game/seed/rotate', { user, body: {} })).json.data;
    expect(sha256(second.previousSeed)).toBe(shown.nextSeedHash);
    expect(second.seedHash).toBe(first.nextSeedHash);
    const revealed = (await ctx.call('GET', `/api/v1/game/orders/${order.orderId}`, { user })).json.data;
    expect(await verifyOrder(revealed)).toMatchObject({ status: 'verified' });
  });

  it('rotates with a random client seed when none is given', async () => {
    const user = newTelegramUser();
    const response = await ctx.call('POST', '/api/v1/game/seed/rotate', { user });
    expect(response.status).toBe(200);
    const rotated = response.json.data;
    expect(sha256(rotated.previousSeed)).toBe(rotated.previousSeedHash);
    expect(rotated.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(rotated.clientSeed).not.toBe(rotated.previousClientSeed);
    const seed = (await ctx.call('GET', '/api/v1/game/seed', { user })).json.data;
    expect(seed).toEqual({ seedHash: rotated.seedHash, nextSeedHash: rotated.nextSeedHash, clientSeed: rotated.clientSeed, nonce: 0 });
  });

  it.each([
    ['an empty client seed', { clientSeed: '' }],
    ['a client seed with ":"', { clientSeed: 'a:b' }],
    ['a client seed with a space', { clientSeed: 'a b' }],
    ['a client seed of 65 characters', { clientSeed: 'x'.repeat(65) }],
    ['a number', { clientSeed: 42 }],
    ['an unknown field', { seed: 'abc' }],
  ])('refuses to rotate with %s: 400, the commitment unchanged', async (_name, body) => {
    const user = newTelegramUser();
    const before = (await ctx.call('GET', '/api/v1/game/seed', { user })).json.data;
    const refused = await ctx.call('POST', '/api/v1/game/seed/rotate', { user, body });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toEqual({ code: 'invalid_request', message: expect.stringContaining('body') });
    expect((await ctx.call('GET', '/api/v1/game/seed', { user })).json.data).toEqual(before);
  });

  it('shows an order only to its player; a malformed id is a 400', async () => {
    const owner = newTelegramUser();
    const order = (await ctx.order(owner, { game: 'odd_even', option: 'even', amount: '0.1' })).json.data;
    const stranger = await ctx.call('GET', `/api/v1/game/orders/${order.orderId}`, { user: newTelegramUser() });
    expect(stranger.status).toBe(404);
    expect(stranger.json.error.code).toBe('order_not_found');
    expect((await ctx.call('GET', '/api/v1/game/orders/999999999', { user: owner })).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '9'.repeat(30)]) {
      const response = await ctx.call('GET', `/api/v1/game/orders/${bad}`, { user: owner });
      expect({ bad, status: response.status }).toEqual({ bad, status: 400 });
      expect(response.json.error.code).toBe('invalid_request');
    }
  });

  it('serves the rules table: multipliers and stake limits', async () => {
    const rules = (await ctx.call('GET', '/api/v1/game/rules', { user: newTelegramUser() })).json.data;
    expect(rules.stake).toEqual({ min: '0.100000', max: '1000.000000' });
    expect(rules.games.map((game: { game: string; multiplier: string }) => [game.game, game.multiplier])).toEqual([
      ['odd_even', '1.95'],
      ['big_small', '1.95'],
      ['lottery', '2.9'],
      ['lucky_number', '9.5'],
    ]);
    expect(rules.games[2]).toMatchObject({ draw: { min: 1, max: 3 }, options: [{ option: 'lottery_1', wins: [1] }, { option: 'lottery_2', wins: [2] }, { option: 'lottery_3', wins: [3] }] });
  });
});
