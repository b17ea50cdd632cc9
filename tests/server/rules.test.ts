import { describe, expect, it } from 'vitest';
import { GAME_OPTIONS } from '../../src/contract/games';
import { drawDigit, isWin, payoutFor, referralShare, seedHash, settle } from '../../server/game/rules';

describe('game rules', () => {
  it('draws digits 0-9 deterministically and about uniformly', () => {
    const counts = Array.from({ length: 10 }, () => 0);
    for (let nonce = 0; nonce < 5000; nonce += 1) counts[drawDigit('seed', 7, nonce)]! += 1;
    expect(drawDigit('seed', 7, 1)).toBe(drawDigit('seed', 7, 1));
    for (const count of counts) expect(count).toBeGreaterThan(400);
    expect(counts.reduce((a, b) => a + b)).toBe(5000);
  });

  it('decides wins as DESIGN.md section 5 says', () => {
    expect([0, 2, 8].every((d) => isWin('odd_even', 'even', d) && !isWin('odd_even', 'odd', d))).toBe(true);
    expect([1, 9].every((d) => isWin('odd_even', 'odd', d))).toBe(true);
    expect([0, 4].every((d) => isWin('big_small', 'under', d) && !isWin('big_small', 'over', d))).toBe(true);
    expect([5, 9].every((d) => isWin('big_small', 'over', d))).toBe(true);
    // digit mod 3 + 1 equals the pick
    expect([0, 3, 6, 9].every((d) => isWin('lottery', 'lottery_1', d))).toBe(true);
    expect([1, 4, 7].every((d) => isWin('lottery', 'lottery_2', d))).toBe(true);
    expect([2, 5, 8].every((d) => isWin('lottery', 'lottery_3', d) && !isWin('lottery', 'lottery_1', d))).toBe(true);
    expect(isWin('lucky_number', 'lucky_number', 4, 4)).toBe(true);
    expect(isWin('lucky_number', 'lucky_number', 4, 5)).toBe(false);
    expect(Object.keys(GAME_OPTIONS)).toHaveLength(4);
  });

  it('pays 1.95x, 2.9x and 9.5x floored to the micro, and 1% to the referrer', () => {
    expect(payoutFor('odd_even', 1_000_000n)).toBe(1_950_000n);
    expect(payoutFor('big_small', 100_001n)).toBe(195_001n);
    expect(payoutFor('lottery', 1_000_000n)).toBe(2_900_000n);
    expect(payoutFor('lucky_number', 123_457n)).toBe(1_172_841n);
    expect(referralShare(123_456n)).toBe(1_234n);
  });

  it('settles with the drawn digit', () => {
    const settled = settle({ game: 'lucky_number', option: 'lucky_number', number: 3, amountMicro: 1_000_000n }, 's', 1, 0);
    expect(settled.outcome).toBe(drawDigit('s', 1, 0));
    expect(settled.result === 'win').toBe(settled.outcome === 3);
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
