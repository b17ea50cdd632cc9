import { z } from 'zod';
import { formatUsdt, parseUsdt } from '../../src/contract/money';
import { LIMIT_KINDS, LIMIT_PERIODS, MAX_LIMIT_MICRO, REALITY_CHECK_MINUTES, SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '../../src/contract/protection';

/** A limit in USDT ("50", 50, "12.5"); null removes the limit. Negative, not a number, or absurd: 400. */
const LimitAmount = z.union([z.string().max(32), z.number(), z.null()]).transform((value, ctx) => {
  if (value === null) return null;
  const micro = parseUsdt(String(value));
  if (micro === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a non-negative decimal USDT amount with at most 6 decimals, like "50", or null to remove the limit' });
    return z.NEVER;
  }
  if (micro > MAX_LIMIT_MICRO) {
    ctx.addIssue({ code: 'custom', message: `must be at most ${formatUsdt(MAX_LIMIT_MICRO)} USDT` });
    return z.NEVER;
  }
  return micro;
});

/** PUT /player/limits. */
export const LimitBody = z.strictObject({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: LimitAmount,
});

const oneOf = <T extends number>(values: readonly T[]) =>
  z.number().refine((value): value is T => (values as readonly number[]).includes(value), { message: `must be one of ${values.join(', ')}` });

/** POST /player/time-out. */
export const TimeOutBody = z.strictObject({ days: oneOf(TIME_OUT_DAYS) });

/** POST /player/self-exclusion. */
export const SelfExclusionBody = z.strictObject({ months: oneOf(SELF_EXCLUSION_MONTHS) });

/** POST /player/terms: the version read and the 18+ confirmation, which must be true. */
export const TermsBody = z.strictObject({ version: z.string().min(1).max(32), adult: z.literal(true) });

/** PUT /player/reality-check. */
export const RealityCheckBody = z.strictObject({ minutes: oneOf(REALITY_CHECK_MINUTES) });
