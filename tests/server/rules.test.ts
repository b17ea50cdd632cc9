import { describe, expect, it } from 'vitest';
import { GAME_RULES, drawSize } from '../../src/contract/game-rules';
import { GAMES, GAME_OPTIONS } from '../../src/contract/games';
import { drawOutcome, payoutFor, referralShare, seedHash, settle } from '../../server/game/rules';
import { isWinningOutcome } from '../../src/contract/fairness';

/** A fraction of bigints, kept exact: no float ever rounds a return of 0.9999 up to 1. */
interface Ratio {
  num: bigint;
  den: bigint;
}

/**
 * The exact expected return of one unit staked on `option` (with lucky_number's `number`): the
 * draw is uniform over the rules table's outcomes, the server's own isWin and payout decide each.
 */
function expectedReturn(game: (typeof GAMES)[number], option: string, number?: number): Ratio {
  const { min, max } = GAME_RULES[game].draw;
  const stake = 1_000_000_000n; // 1000 USDT: the payout's floor to the micro cannot hide anything
  let paid = 0n;
  for (let outcome = min; outcome <= max; outcome += 1) {
    const win = isWinningOutcome(game, option as never, outcome, number, 2);
    if (win) paid += payoutFor(game, stake);
  }
  return { num: paid, den: stake * BigInt(drawSize(GAME_RULES[game])) };
}

const percent = ({ num, den }: Ratio) => Number((num * 100_000n) / den) / 1000;

describe('game rules', () => {
  it('returns less than 100% of stakes on every option, exactly 97.5 / 97.5 / 96.7 / 95', () => {
    const returns: Record<string, number> = {};
    for (const game of GAMES) {
      for (const option of GAME_OPTIONS[game]) {
        const numbers = game === 'lucky_number' ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [undefined];
        for (const number of numbers) {
          const ratio = expectedReturn(game, option, number);
          // Exact: return < 1 means num < den, no rounding anywhere.
          expect(ratio.num < ratio.den, `${option} ${number ?? ''} returns ${percent(ratio)}%`).toBe(true);
          returns[option] = percent(ratio);
        }
      }
    }
    expect(returns).toEqual({
      even: 97.5,
      odd: 97.5,
      under: 97.5,
      over: 97.5,
      lottery_1: 96.666,
      lottery_2: 96.666,
      lottery_3: 96.666,
      lucky_number: 95,
    });
  });

  it('draws lottery 1-3 and digits 0-9 deterministically from the server seed, client seed and nonce', () => {
    const seed = { serverSeed: 'seed', clientSeed: 'client' };
    const lottery = new Set<number>();
    const digits = Array.from({ length: 10 }, () => 0);
    for (let nonce = 0; nonce < 3000; nonce += 1) {
      lottery.add(drawOutcome('lottery', { ...seed, nonce }));
      digits[drawOutcome('odd_even', { ...seed, nonce })]! += 1;
    }
    expect(lottery).toEqual(new Set([1, 2, 3]));
    for (const count of digits) expect(count).toBeGreaterThan(200);
    expect(drawOutcome('odd_even', { ...seed, nonce: 1 })).toBe(drawOutcome('odd_even', { ...seed, nonce: 1 }));
    // The client seed is part of the message: another one draws another sequence.
    const a = Array.from({ length: 20 }, (_, nonce) => drawOutcome('lucky_number', { ...seed, nonce }));
    const b = Array.from({ length: 20 }, (_, nonce) => drawOutcome('lucky_number', { ...seed, clientSeed: 'other', nonce }));
    expect(a).not.toEqual(b);
  });

  it('settles legacy (version 1) lottery orders by digit % 3 + 1, current ones by the drawn number', () => {
    expect([0, 3, 6, 9].every((d) => isWinningOutcome('lottery', 'lottery_1', d, undefined, 1))).toBe(true);
    expect(isWinningOutcome('lottery', 'lottery_1', 1, undefined, 2)).toBe(true);
    expect(isWinningOutcome('lottery', 'lottery_1', 3, undefined, 2)).toBe(false);
    expect(isWinningOutcome('lucky_number', 'lucky_number', 4, 4, 2)).toBe(true);
    expect(isWinningOutcome('lucky_number', 'lucky_number', 4, 5, 2)).toBe(false);
  });

  it('pays 1.95x, 2.9x and 9.5x floored to the micro, and 1% to the referrer', () => {
    expect(payoutFor('odd_even', 1_000_000n)).toBe(1_950_000n);
    expect(payoutFor('big_small', 100_001n)).toBe(195_001n);
    expect(payoutFor('lottery', 1_000_000n)).toBe(2_900_000n);
    expect(payoutFor('lucky_number', 123_457n)).toBe(1_172_841n);
    expect(referralShare(123_456n)).toBe(1_234n);
  });

  it('settles with the drawn outcome', () => {
    const draw = { serverSeed: 's', clientSeed: 'c', nonce: 0 };
    const settled = settle({ game: 'lucky_number', option: 'lucky_number', number: 3, amountMicro: 1_000_000n }, draw);
    expect(settled.outcome).toBe(drawOutcome('lucky_number', draw));
    expect(settled.result === 'win').toBe(settled.outcome === 3);
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
