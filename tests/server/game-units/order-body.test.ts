/** POST /game/orders' body and headers (src/contract/endpoints/game.ts): stake limits, options per game, the number. */
import { describe, expect, it } from 'vitest';
import { IdempotencyHeaders as PlaceOrderHeaders, PlaceOrderBody } from '../../../src/contract/endpoints/game';

const bet = (fields: Record<string, unknown>) => PlaceOrderBody.safeParse({ game: 'odd_even', option: 'odd', amount: '1', ...fields });
const issues = (fields: Record<string, unknown>) => {
  const parsed = bet(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('PlaceOrderBody amount', () => {
  it.each([
    ['0.1', 100_000n],
    ['1000', 1_000_000_000n],
    ['999.999999', 999_999_999n],
    ['12.500000', 12_500_000n],
    [1.5, 1_500_000n],
    [' 2 ', 2_000_000n],
  ])('reads %j as %s micro-USDT', (amount, micro) => {
    expect(bet({ amount }).data?.amount).toBe(micro);
  });
  it.each([
    ['0.099999', 'must be between 0.100000 and 1000.000000 USDT'],
    ['1000.000001', 'must be between 0.100000 and 1000.000000 USDT'],
    ['0', 'must be between 0.100000 and 1000.000000 USDT'],
    ['-1', 'must be a positive decimal USDT amount with at most 6 decimals, like "1.5"'],
    ['1.0000001', 'must be a positive decimal USDT amount with at most 6 decimals, like "1.5"'],
    ['1e3', 'must be a positive decimal USDT amount with at most 6 decimals, like "1.5"'],
  ])('refuses %j: %s', (amount, message) => {
    expect(issues({ amount })).toEqual([`amount: ${message}`]);
  });
  it('takes text of at most 32 characters', () => {
    expect(bet({ amount: `${' '.repeat(31)}1` }).success).toBe(true);
    expect(bet({ amount: `${' '.repeat(32)}1` }).success).toBe(false);
  });
  it('refuses an amount that is neither text nor a number', () => {
    expect(bet({ amount: true }).success).toBe(false);
    expect(bet({ amount: undefined }).success).toBe(false);
  });
});

describe('PlaceOrderBody game, option and number', () => {
  it('takes each game with one of its own options', () => {
    expect(bet({ game: 'big_small', option: 'over' }).data).toEqual({ game: 'big_small', option: 'over', amount: 1_000_000n });
    expect(bet({ game: 'lottery', option: 'lottery_3' }).success).toBe(true);
    expect(bet({ game: 'lucky_number', option: 'lucky_number', number: 0 }).data?.number).toBe(0);
    expect(bet({ game: 'lucky_number', option: 'lucky_number', number: 9 }).data?.number).toBe(9);
  });
  it('refuses an option of another game, naming the option', () => {
    expect(issues({ game: 'odd_even', option: 'over' })).toEqual(['option: is not an option of odd_even']);
  });
  it('refuses an unknown game or option', () => {
    expect(bet({ game: 'roulette' }).success).toBe(false);
    expect(bet({ option: 'red' }).success).toBe(false);
  });
  it('lucky_number needs a whole number 0-9', () => {
    expect(issues({ game: 'lucky_number', option: 'lucky_number' })).toEqual(['number: is required for lucky_number (0-9)']);
    for (const number of [-1, 10, 1.5, '3']) expect(bet({ game: 'lucky_number', option: 'lucky_number', number }).success).toBe(false);
  });
  it('any other game refuses a number', () => {
    expect(issues({ number: 3 })).toEqual(['number: is only allowed for lucky_number']);
  });
});

describe('PlaceOrderHeaders', () => {
  it('needs an Idempotency-Key of 1-128 characters and keeps the other headers', () => {
    expect(PlaceOrderHeaders.safeParse({ 'idempotency-key': 'k', host: 'x' }).data).toEqual({ 'idempotency-key': 'k', host: 'x' });
    expect(PlaceOrderHeaders.safeParse({ 'idempotency-key': 'k'.repeat(128) }).success).toBe(true);
    expect(PlaceOrderHeaders.safeParse({ 'idempotency-key': 'k'.repeat(129) }).success).toBe(false);
    expect(PlaceOrderHeaders.safeParse({ 'idempotency-key': '' }).success).toBe(false);
    expect(PlaceOrderHeaders.safeParse({}).success).toBe(false);
  });
});
