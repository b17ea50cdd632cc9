import { createHash, createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

/** The check a player runs, written from README-fairness.md, not from the server's code. */
function recomputeDigit(seed: string, userId: number, nonce: number): number {
  const digest = createHmac('sha256', seed).update(`${userId}:${nonce}`).digest();
  for (let offset = 0; offset < 32; offset += 4) {
    const word = digest.readUInt32BE(offset);
    if (word < 4_294_967_290) return word % 10;
  }
  throw new Error('all eight words rejected (practically impossible)');
}

describeEachDb('commit-reveal fairness', (ctx) => {
  it('shows the seed hash before play and reveals a seed that re-computes every result', async () => {
    const user = newTelegramUser();
    const me = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data;
    const before = (await ctx.call('GET', '/api/v1/game/seed', { user })).json.data;
    expect(before).toEqual({ seedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 });
    // Asking again shows the same commitment.
    expect((await ctx.call('GET', '/api/v1/game/seed', { user })).json.data).toEqual(before);

    const orders = [];
    for (let i = 0; i < 6; i += 1) {
      orders.push((await ctx.order(user, { game: 'lucky_number', option: 'lucky_number', number: i, amount: '0.1' })).json.data);
    }
    expect(orders.map((order) => order.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(orders.every((order) => order.seedHash === before.seedHash)).toBe(true);
    expect((await ctx.call('GET', '/api/v1/game/seed', { user })).json.data.nonce).toBe(6);

    const rotated = await ctx.call('POST', '/api/v1/game/seed/rotate', { user });
    expect(rotated.status).toBe(200);
    const { previousSeed, previousSeedHash, seedHash } = rotated.json.data;
    expect(previousSeedHash).toBe(before.seedHash);
    expect(createHash('sha256').update(previousSeed).digest('hex')).toBe(before.seedHash);
    expect(seedHash).not.toBe(before.seedHash);
    for (const order of orders) {
      const digit = recomputeDigit(previousSeed, me.id, order.nonce);
      expect(order.outcome).toBe(digit);
      expect(order.result).toBe(digit === order.number ? 'win' : 'loss');
    }

    const next = (await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '0.1' })).json.data;
    expect(next).toMatchObject({ seedHash, nonce: 0 });
  });

  it('rotates a seed that was never played', async () => {
    const user = newTelegramUser();
    const rotated = (await ctx.call('POST', '/api/v1/game/seed/rotate', { user })).json.data;
    expect(createHash('sha256').update(rotated.previousSeed).digest('hex')).toBe(rotated.previousSeedHash);
    expect((await ctx.call('GET', '/api/v1/game/seed', { user })).json.data).toEqual({ seedHash: rotated.seedHash, nonce: 0 });
  });
});
