/** Micro-USDT as text and back (src/contract/money.ts): every digit limit at its edge. */
import { describe, expect, it } from 'vitest';
import { formatUsdt, MICRO_PER_USDT, parseUsdt } from '../../../src/contract/money';

describe('formatUsdt', () => {
  it.each([
    [0n, '0.000000'],
    [1n, '0.000001'],
    [999_999n, '0.999999'],
    [1_000_000n, '1.000000'],
    [12_500_000n, '12.500000'],
    [-1n, '-0.000001'],
    [-12_500_000n, '-12.500000'],
    [123_456_789_012_345_678n, '123456789012.345678'],
  ])('%s micro is %s', (micro, text) => {
    expect(formatUsdt(micro)).toBe(text);
  });
  it('one USDT is a million micro', () => {
    expect(MICRO_PER_USDT).toBe(1_000_000n);
  });
});

describe('parseUsdt', () => {
  it.each([
    ['1', 1_000_000n],
    ['0', 0n],
    ['0.5', 500_000n],
    ['0.000001', 1n],
    ['12.500000', 12_500_000n],
    [' 7.25 ', 7_250_000n],
    ['999999999999.999999', 999_999_999_999_999_999n],
  ])('reads %j as %s micro', (text, micro) => {
    expect(parseUsdt(text)).toBe(micro);
  });
  it.each([
    ['seven decimals', '1.0000001'],
    ['thirteen whole digits', '1000000000000'],
    ['a sign', '-1'],
    ['a plus', '+1'],
    ['a trailing dot', '1.'],
    ['a leading dot', '.5'],
    ['letters', 'abc'],
    ['a letter after', '1.5x'],
    ['a letter before', 'x1.5'],
    ['letters for decimals', '1.ab'],
    ['an exponent', '1e3'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(parseUsdt(text)).toBeNull();
  });
  it('round-trips with formatUsdt', () => {
    for (const micro of [0n, 1n, 100_000n, 1_000_000_000n, 987_654_321n]) expect(parseUsdt(formatUsdt(micro))).toBe(micro);
  });
});
