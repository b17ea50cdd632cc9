/** The contract's type guards and language matching (src/contract/games.ts, languages.ts, api-error-codes.ts). */
import { describe, expect, it } from 'vitest';
import { isApiErrorCode } from '../../../src/contract/api-error-codes';
import { isGame, isOptionOf } from '../../../src/contract/games';
import { LANGUAGE_CODES, isLanguageCode, matchLanguage } from '../../../src/contract/languages';

describe('guards', () => {
  it('isGame: the four games only', () => {
    for (const game of ['odd_even', 'big_small', 'lottery', 'lucky_number']) expect(isGame(game)).toBe(true);
    for (const value of ['roulette', '', undefined, 1, ['odd_even']]) expect(isGame(value)).toBe(false);
  });
  it('isOptionOf: an option of that game only', () => {
    expect(isOptionOf('odd_even', 'odd')).toBe(true);
    expect(isOptionOf('big_small', 'over')).toBe(true);
    expect(isOptionOf('odd_even', 'over')).toBe(false);
    expect(isOptionOf('odd_even', ['odd'])).toBe(false);
    expect(isOptionOf('lucky_number', undefined)).toBe(false);
  });
  it('isApiErrorCode and isLanguageCode: listed values only', () => {
    expect(isApiErrorCode('insufficient_balance')).toBe(true);
    expect(isApiErrorCode('nope')).toBe(false);
    expect(isLanguageCode('zh-CN')).toBe(true);
    expect(isLanguageCode('zh-cn')).toBe(false);
  });
});

describe('matchLanguage', () => {
  it('no two codes share a primary subtag, so matching by it is unambiguous', () => {
    const primaries = LANGUAGE_CODES.map((code) => code.toLowerCase().split('-')[0]);
    expect(new Set(primaries).size).toBe(LANGUAGE_CODES.length);
  });
  it('matches exactly in any case, then by primary subtag; uk is ua; else English', () => {
    expect(matchLanguage('ZH-cn')).toBe('zh-CN');
    expect(matchLanguage('pt_BR')).toBe('pt-PT');
    expect(matchLanguage('uk-UA')).toBe('ua');
    expect(matchLanguage('xx')).toBe('en');
    expect(matchLanguage(null)).toBe('en');
    expect(matchLanguage('')).toBe('en');
  });
});
