import { z } from 'zod';
import { BET_OPTIONS, GAMES, MAX_STAKE_MICRO, MIN_STAKE_MICRO, isOptionOf, type BetOption } from '../../src/contract/games';
import { formatUsdt, parseUsdt } from '../../src/contract/money';

const STAKE_RANGE = `between ${formatUsdt(MIN_STAKE_MICRO)} and ${formatUsdt(MAX_STAKE_MICRO)} USDT`;

/**
 * The stake as a decimal string ("1.5", "12.500000"); a JSON number is read through its shortest
 * decimal spelling, so 1.5 and "1.5" are the same stake. Never a float in arithmetic.
 */
const Amount = z.union([z.string().max(32), z.number()]).transform((value, ctx) => {
  const micro = parseUsdt(String(value));
  if (micro === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a positive decimal USDT amount with at most 6 decimals, like "1.5"' });
    return z.NEVER;
  }
  if (micro < MIN_STAKE_MICRO || micro > MAX_STAKE_MICRO) {
    ctx.addIssue({ code: 'custom', message: `must be ${STAKE_RANGE}` });
    return z.NEVER;
  }
  return micro;
});

/** POST /game/orders: which game, which option (of that game), the stake, and lucky_number's number. */
export const PlaceOrderBody = z
  .object({
    game: z.enum(GAMES),
    option: z.enum(BET_OPTIONS as [BetOption, ...BetOption[]]),
    amount: Amount,
    number: z.number().int().min(0).max(9).optional(),
  })
  .superRefine((bet, ctx) => {
    if (!isOptionOf(bet.game, bet.option)) {
      ctx.addIssue({ code: 'custom', path: ['option'], message: `is not an option of ${bet.game}` });
    }
    if (bet.game === 'lucky_number' && bet.number === undefined) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'is required for lucky_number (0-9)' });
    }
    if (bet.game !== 'lucky_number' && bet.number !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'is only allowed for lucky_number' });
    }
  });

export const PlaceOrderHeaders = z.looseObject({
  'idempotency-key': z.string().min(1).max(128),
});
