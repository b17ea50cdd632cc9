/** How orders, wins and the rules table leave the server (server/game/views.ts, rules-view.ts, src/contract/endpoints/game.ts). */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../server/game/order-repository';
import { rulesView } from '../../../server/game/rules-view';
import { OrderParams, RotateSeedBody } from '../../../src/contract/endpoints/game';
import { commitmentView, maskedName, toHistoryEntry, toLiveWin, toOrderDetails } from '../../../server/game/views';

const ORDER: Order = {
  id: 12,
  userId: 3,
  game: 'lucky_number',
  option: 'lucky_number',
  number: 0,
  amountMicro: 1_500_000n,
  outcome: 0,
  result: 'win',
  payoutMicro: 14_250_000n,
  seedHash: 'ab'.repeat(32),
  clientSeed: 'seed',
  nonce: 4,
  fairnessVersion: 2,
  serverSeed: null,
  createdAt: new Date('2026-11-25T12:00:00Z'),
};

describe('toHistoryEntry and toOrderDetails', () => {
  it('spell money as six-decimal text and carry what a player needs to re-check', () => {
    const entry = {
      orderId: '12',
      game: 'lucky_number',
      option: 'lucky_number',
      number: 0,
      amount: '1.500000',
      result: 'win',
      payout: '14.250000',
      outcome: 0,
      createdAt: '2026-11-25T12:00:00.000Z',
      seedHash: 'ab'.repeat(32),
      clientSeed: 'seed',
      nonce: 4,
    };
    expect(toHistoryEntry(ORDER)).toEqual(entry);
    expect(toOrderDetails({ ...ORDER, fairnessVersion: 1, serverSeed: 'cd'.repeat(32) })).toEqual({ ...entry, fairnessVersion: 1, serverSeed: 'cd'.repeat(32) });
  });
  it('leaves the number out for games without one', () => {
    expect(toHistoryEntry({ ...ORDER, game: 'odd_even', option: 'odd', number: null })).not.toHaveProperty('number');
  });
});

describe('maskedName and toLiveWin', () => {
  it('shows the first name and the upper-cased initial of the last', () => {
    expect(maskedName('Alice', 'brown')).toBe('Alice B.');
    expect(maskedName('Alice', '  smith ')).toBe('Alice S.');
    expect(maskedName('Alice', null)).toBe('Alice');
    expect(maskedName('Alice', '   ')).toBe('Alice');
  });
  it('a live win names the game, option and payout', () => {
    const row = { id: 9n, first_name: 'Bo', last_name: 'Li', game: 'odd_even' as const, option: 'odd' as const, payout_micro: 1_950_000n, created_at: ORDER.createdAt };
    expect(toLiveWin(row)).toEqual({ id: '9', name: 'Bo L.', game: 'odd_even', option: 'odd', payout: '1.950000', createdAt: '2026-11-25T12:00:00.000Z' });
  });
});

describe('rulesView', () => {
  it('is the table the server settles with', () => {
    const view = rulesView();
    expect(view.stake).toEqual({ min: '0.100000', max: '1000.000000' });
    expect(view.games.map((game) => [game.game, game.multiplier, game.payoutBps])).toEqual([
      ['odd_even', '1.95', 19_500],
      ['big_small', '1.95', 19_500],
      ['lottery', '2.9', 29_000],
      ['lucky_number', '9.5', 95_000],
    ]);
    expect(view.games[0]).toEqual({
      game: 'odd_even',
      draw: { min: 0, max: 9 },
      multiplier: '1.95',
      payoutBps: 19_500,
      options: [
        { option: 'even', wins: [0, 2, 4, 6, 8] },
        { option: 'odd', wins: [1, 3, 5, 7, 9] },
      ],
    });
    expect(view.games[3]?.options).toEqual([{ option: 'lucky_number', wins: 'number' }]);
  });
});

describe('RotateSeedBody and OrderParams', () => {
  it('a client seed is optional; a body may be absent', () => {
    expect(RotateSeedBody.parse({ clientSeed: 'my-seed' })).toEqual({ clientSeed: 'my-seed' });
    expect(RotateSeedBody.parse({})).toEqual({});
    expect(RotateSeedBody.parse(null)).toBeNull();
    expect(RotateSeedBody.parse(undefined)).toBeUndefined();
  });
  it('refuses a bad client seed or an unknown field', () => {
    expect(RotateSeedBody.safeParse({ clientSeed: 'a:b' }).success).toBe(false);
    expect(RotateSeedBody.safeParse({ clientSeed: '' }).success).toBe(false);
    expect(RotateSeedBody.safeParse({ seed: 'x' }).success).toBe(false);
  });
  it('an order id is a positive integer of at most 18 digits', () => {
    expect(OrderParams.parse({ orderId: '1' })).toEqual({ orderId: 1 });
    expect(OrderParams.parse({ orderId: '900719925474099' }).orderId).toBe(900_719_925_474_099);
    expect(OrderParams.safeParse({ orderId: '123456789012345678' }).success).toBe(true);
    for (const orderId of ['0', '01', '-1', '1.5', 'x1', '1x', '1234567890123456789', '']) {
      expect(OrderParams.safeParse({ orderId }).success).toBe(false);
    }
  });
});

describe('commitmentView', () => {
  const SEED = { id: 7, seed: 'secret', seedHash: 'aa'.repeat(32), clientSeed: 'mine', nextNonce: 5, nextSeedHash: 'bb'.repeat(32) };

  it('shows the seed’s hash, the next seed’s hash, the client seed and the next nonce, never the seed', () => {
    expect(commitmentView(SEED)).toEqual({ seedHash: 'aa'.repeat(32), nextSeedHash: 'bb'.repeat(32), clientSeed: 'mine', nonce: 5 });
  });

  it('refuses an active seed without its successor committed rather than showing none', () => {
    expect(() => commitmentView({ ...SEED, nextSeedHash: null })).toThrow('active seed 7 has no next seed committed');
  });
});
