/** Fresh seeds, the referral share and the rules view's copies (server/game/rules.ts, rules-view.ts). */
import { describe, expect, it } from 'vitest';
import { REFERRAL_SHARE_PERCENT } from '../../../src/contract/constants';
import { GAME_RULES } from '../../../src/contract/game-rules';
import { newClientSeed, newServerSeed, referralShare } from '../../../server/game/rules';
import { rulesView } from '../../../server/game/rules-view';

describe('fresh seeds', () => {
  it('a server seed is 32 random bytes in hex, a client seed 8, never the same twice', () => {
    const [a, b] = [newServerSeed(), newServerSeed()];
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    const [c, d] = [newClientSeed(), newClientSeed()];
    expect(c).toMatch(/^[0-9a-f]{16}$/);
    expect(c).not.toBe(d);
  });
});

describe('referralShare', () => {
  it('is 1% floored to the micro', () => {
    expect(REFERRAL_SHARE_PERCENT).toBe(1);
    expect(referralShare(100_000n)).toBe(1_000n);
    expect(referralShare(123_456n)).toBe(1_234n);
    expect(referralShare(99n)).toBe(0n);
  });
});

describe('rulesView', () => {
  it('hands out copies of the winning outcomes, never the rules table itself', () => {
    const view = rulesView();
    const [even] = GAME_RULES.odd_even.options;
    expect(view.games[0]?.options[0]?.wins).toEqual(even?.wins);
    expect(view.games[0]?.options[0]?.wins).not.toBe(even?.wins);
  });
});
