/** The pure half of provably fair draws (src/contract/fairness.ts, game-rules.ts): sampling at its limits, versions, wins. */
import { describe, expect, it } from 'vitest';
import { CLIENT_SEED_PATTERN, drawCount, hmacMessage, isWinningOutcome, outcomeOf, sampleDigest } from '../../../src/contract/fairness';
import { GAME_RULES, drawSize, payoutMicro, winsUnder } from '../../../src/contract/game-rules';

/** A 32-byte digest of eight big-endian words. */
function digestOf(words: number[]): Uint8Array {
  const bytes = new Uint8Array(32);
  const view = new DataView(bytes.buffer);
  words.forEach((word, index) => view.setUint32(index * 4, word));
  return bytes;
}
const MAX = 2 ** 32 - 1;
// The largest multiple of 10 that fits in 2^32 is 4294967290: words from there up are rejected.
const LIMIT_10 = 2 ** 32 - 6;

describe('sampleDigest', () => {
  it('takes the first word below the limit, mod count', () => {
    expect(sampleDigest(digestOf([17, 0, 0, 0, 0, 0, 0, 0]), 10)).toBe(7);
    expect(sampleDigest(digestOf([LIMIT_10 - 1, 3, 0, 0, 0, 0, 0, 0]), 10)).toBe((LIMIT_10 - 1) % 10);
  });
  it('rejects a word at the limit or above and reads the next', () => {
    expect(sampleDigest(digestOf([LIMIT_10, 13, 0, 0, 0, 0, 0, 0]), 10)).toBe(3);
    expect(sampleDigest(digestOf([MAX, 24, 0, 0, 0, 0, 0, 0]), 10)).toBe(4);
  });
  it('reads the eighth word when the first seven are rejected', () => {
    expect(sampleDigest(digestOf([MAX, MAX, MAX, MAX, MAX, MAX, MAX, 5]), 10)).toBe(5);
  });
  it('is null when all eight are rejected (the caller hashes the next round)', () => {
    expect(sampleDigest(digestOf(Array(8).fill(MAX)), 10)).toBeNull();
  });
  it('for 3 outcomes rejects from 4294967295 (2^32 % 3 = 1)', () => {
    expect(sampleDigest(digestOf([MAX, 5, 0, 0, 0, 0, 0, 0]), 3)).toBe(2);
    expect(sampleDigest(digestOf([MAX - 1, 5, 0, 0, 0, 0, 0, 0]), 3)).toBe((MAX - 1) % 3);
  });
  it('reads a digest that sits inside a larger buffer at its own offset', () => {
    const buffer = new Uint8Array(40);
    buffer.set(digestOf([MAX, 9, 0, 0, 0, 0, 0, 0]), 8);
    expect(sampleDigest(buffer.subarray(8), 10)).toBe(9);
  });
});

describe('messages, draw sizes and outcomes per version', () => {
  it('round 0 hashes clientSeed:nonce, later rounds append the round', () => {
    expect(hmacMessage('seed', 5, 0)).toBe('seed:5');
    expect(hmacMessage('seed', 5, 1)).toBe('seed:5:1');
  });
  it('version 1 draws a digit for every game; version 2 draws lottery 1-3', () => {
    expect(drawCount('lottery', 1)).toBe(10);
    expect(drawCount('lottery', 2)).toBe(3);
    expect(drawCount('odd_even', 2)).toBe(10);
    expect(drawSize(GAME_RULES.lottery)).toBe(3);
    expect(outcomeOf('lottery', 1, 0)).toBe(0);
    expect(outcomeOf('lottery', 2, 0)).toBe(1);
    expect(outcomeOf('lucky_number', 2, 9)).toBe(9);
  });
  it('version 1 lottery wins on digit % 3 + 1; version 2 on the drawn number; other games alike in both', () => {
    expect(isWinningOutcome('lottery', 'lottery_1', 3, undefined, 1)).toBe(true);
    expect(isWinningOutcome('lottery', 'lottery_1', 1, undefined, 1)).toBe(false);
    expect(isWinningOutcome('lottery', 'lottery_1', 1, undefined, 2)).toBe(true);
    expect(isWinningOutcome('lottery', 'lottery_2', 1, undefined, 2)).toBe(false);
    expect(isWinningOutcome('odd_even', 'odd', 3, undefined, 1)).toBe(true);
    expect(isWinningOutcome('odd_even', 'odd', 3, undefined, 2)).toBe(true);
    expect(isWinningOutcome('lucky_number', 'lucky_number', 4, 4, 2)).toBe(true);
    expect(isWinningOutcome('lucky_number', 'lucky_number', 4, 5, 2)).toBe(false);
  });
  it('client seeds: 1-64 visible ASCII characters, no colon or space', () => {
    for (const seed of ['a', '!', '~', 'x'.repeat(64), '9;']) expect(CLIENT_SEED_PATTERN.test(seed)).toBe(true);
    for (const seed of ['', 'x'.repeat(65), 'a:b', 'a b', 'é', 'a\n']) expect(CLIENT_SEED_PATTERN.test(seed)).toBe(false);
  });
});

describe('winsUnder and payoutMicro', () => {
  it('looks up the option’s own winning outcomes', () => {
    expect(winsUnder(GAME_RULES.odd_even, 'odd', 1)).toBe(true);
    expect(winsUnder(GAME_RULES.odd_even, 'even', 1)).toBe(false);
    expect(winsUnder(GAME_RULES.odd_even, 'even', 0)).toBe(true);
  });
  it('an option of another game never wins', () => {
    expect(winsUnder(GAME_RULES.odd_even, 'over', 5)).toBe(false);
    expect(winsUnder(GAME_RULES.lottery, 'lucky_number', 1, 1)).toBe(false);
  });
  it('pays stake × bps / 10000, floored to the micro', () => {
    expect(payoutMicro(1_000_000n, 19_500)).toBe(1_950_000n);
    expect(payoutMicro(1n, 19_500)).toBe(1n);
    expect(payoutMicro(3n, 29_000)).toBe(8n);
  });
});
