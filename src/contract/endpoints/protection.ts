/** Player protection (docs/player-protection.md): each change answers the whole protection view. */
import { z } from 'zod';
import { formatUsdt, parseUsdt } from '../money';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MAX_LIMIT_MICRO,
  MAX_SELF_EXCLUSION_MONTHS,
  REALITY_CHECK_MINUTES,
  TIME_OUT_DAYS,
  type ProtectionView,
  type RealityCheckMinutes,
} from '../protection';
import { defineEndpoints, schemaOf } from './endpoint';
import { data } from './envelope';

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

const oneOf = <T extends number>(values: readonly T[]) =>
  z.number().refine((value): value is T => (values as readonly number[]).includes(value), { message: `must be one of ${values.join(', ')}` });

export const LimitBody = z.strictObject({ kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS), amount: LimitAmount });
export const TimeOutBody = z.strictObject({ days: oneOf(TIME_OUT_DAYS) });
/** A length in months, or null for permanent; the server accepts only what the player's jurisdiction profile offers (422 otherwise). */
export const SelfExclusionBody = z.strictObject({ months: z.number().int().min(1).max(MAX_SELF_EXCLUSION_MONTHS).nullable() });
/** The version read and the 18+ confirmation, which must be true. */
export const TermsBody = z.strictObject({ version: z.string().min(1).max(32), adult: z.literal(true) });
export const RealityCheckBody = z.strictObject({ minutes: oneOf(REALITY_CHECK_MINUTES) });

/** The whole protection view (the back office's player view shows it without the session parts). */
export const ProtectionViewSchema = schemaOf<ProtectionView>()(
  z.object({
    limits: z.array(
      z.object({
        kind: z.enum(LIMIT_KINDS),
        period: z.enum(LIMIT_PERIODS),
        amount: z.string().nullable(),
        pending: z.object({ amount: z.string().nullable(), effectiveAt: z.string() }).optional(),
        byDefault: z.object({ country: z.string().nullable() }).optional(),
      }),
    ),
    timeoutUntil: z.string().nullable(),
    excludedUntil: z.string().nullable(),
    excludedPermanently: z.boolean(),
    selfExclusionMonths: z.array(z.number().nullable()),
    realityCheckMinutes: z.literal(REALITY_CHECK_MINUTES) as z.ZodType<RealityCheckMinutes>,
    termsVersion: z.string().nullable(),
    currentTermsVersion: z.string(),
    session: z.object({ startedAt: z.string(), playedSeconds: z.number(), net: z.string(), nextCheckAt: z.string() }).nullable(),
  }),
);
const Protection = data(ProtectionViewSchema);

export const protectionEndpoints = defineEndpoints({
  'GET /player/protection': { response: { 200: Protection }, errors: [] },
  /** Lower at once, raise or remove after 24 hours. */
  'PUT /player/limits': { body: LimitBody, response: { 200: Protection }, errors: [] },
  /** Starts at once; nothing in the API shortens or lifts it. */
  'POST /player/time-out': { body: TimeOutBody, response: { 200: Protection }, errors: [] },
  /** Only a length the player's jurisdiction profile offers (the view's selfExclusionMonths): 422 exclusion_not_offered {offered} otherwise. */
  'POST /player/self-exclusion': { body: SelfExclusionBody, response: { 200: Protection }, errors: ['exclusion_not_offered'] },
  /** Only the terms in force can be accepted (400 invalid_request for another version). */
  'POST /player/terms': { body: TermsBody, response: { 200: Protection }, errors: [] },
  'PUT /player/reality-check': { body: RealityCheckBody, response: { 200: Protection }, errors: [] },
});
