/**
 * Jurisdiction profiles (docs/compliance.md): per country (ISO 3166 alpha-2) or "*" for every
 * other and for an unknown one, what the operator's licence asks: whether play is allowed, the
 * verification tier each action needs, what raises a player to tier 2, the self-exclusion periods
 * offered and the days a complaint must be answered in. The operator names the file in
 * JURISDICTION_PROFILES; a file that cannot be read or does not fit stops the server.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { formatUsdt, parseUsdt } from '../../src/contract/money';
import { LIMIT_KINDS, LIMIT_PERIODS, MAX_LIMIT_MICRO, MAX_SELF_EXCLUSION_MONTHS, SELF_EXCLUSION_MONTHS, type LimitKind, type LimitPeriod } from '../../src/contract/protection';

const Tier = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A default limit's amount in USDT (a JSON number, at most 6 decimals), as micro-USDT; above 0 and at most what a player may set. */
const LimitUsdt = z.number().transform((value, ctx) => {
  const micro = Number.isFinite(value) && value > 0 ? parseUsdt(String(value)) : null;
  if (micro === null || micro === 0n || micro > MAX_LIMIT_MICRO) {
    ctx.addIssue({ code: 'custom', message: `must be a USDT amount above 0 and at most ${formatUsdt(MAX_LIMIT_MICRO)}, with at most 6 decimals` });
    return z.NEVER;
  }
  return micro;
});

/** Per limit kind, per period, the amount: the contract's lists, so a kind or period the server does not know is refused. */
const DefaultLimitsSchema = z.partialRecord(z.enum(LIMIT_KINDS), z.partialRecord(z.enum(LIMIT_PERIODS), LimitUsdt));

/** A limit the profile applies to a player who has not set their own of that kind and period. */
export interface DefaultLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amountMicro: bigint;
}

const ProfileSchema = z.strictObject({
  allowed: z.boolean(),
  tier: z.strictObject({ stake: Tier, deposit: Tier, withdraw: Tier }),
  /** Tier 2 once the deposits of the last `days` days reach `eur`, or (optional) their withdrawals reach `withdrawalsEur`. */
  raiseToTier2: z.strictObject({ eur: z.number().positive(), days: z.number().int().positive(), withdrawalsEur: z.number().positive().optional() }).optional(),
  /** The lengths offered, in months; null: permanent. Each at most once. */
  selfExclusionMonths: z
    .array(z.number().int().positive().max(MAX_SELF_EXCLUSION_MONTHS).nullable())
    .min(1)
    .refine((months) => new Set(months).size === months.length, { message: 'names a length twice' })
    .optional(),
  /** The least time between two of a player's real-money orders, in seconds (0: none). */
  minGameCycleSeconds: z.number().min(0).max(3600).optional(),
  complaintDays: z.strictObject({ protection: z.number().int().min(1).max(90), other: z.number().int().min(1).max(90) }).optional(),
  /** The responsible-gaming limits offered by default (docs/compliance.md): applied where the player set none of that kind and period. */
  defaultLimits: DefaultLimitsSchema.optional(),
  /** Where a marker of harm opens a case (docs/back-office.md, "Markers of harm"); each has a default. */
  harmMarkers: z
    .strictObject({
      depositRiseRatio: z.number().min(1).optional(),
      depositRiseMinCount: z.number().int().min(1).optional(),
      depositFrequencyRatio: z.number().min(1).optional(),
      nightShare: z.number().gt(0).max(1).optional(),
      nightMinOrders: z.number().int().min(1).optional(),
      wallets: z.number().int().min(2).optional(),
      complaints: z.number().int().min(1).optional(),
      limitReversalDays: z.number().int().min(1).max(30).optional(),
      timeoutLossHours: z.number().int().min(1).max(168).optional(),
      timeoutLossUsdt: z.number().positive().optional(),
    })
    .optional(),
});

export interface HarmThresholds {
  /** Deposits of the last 30 days at least this many times those of the 30 before... */
  depositRiseRatio: number;
  /** ...and at least this many deposits in the last 30 days... */
  depositRiseMinCount: number;
  /** ...and at least this many times as many deposits as in the 30 before (the frequency rising too). */
  depositFrequencyRatio: number;
  /** At least this share of the last 30 days' orders placed between 00:00 and 06:00 UTC... */
  nightShare: number;
  /** ...out of at least this many orders. */
  nightMinOrders: number;
  /** Wallets bound in the last 90 days. */
  wallets: number;
  /** Complaints filed in the last 30 days. */
  complaints: number;
  /** A limit raised (or removed) within this many days of being lowered, in the last 30 days. */
  limitReversalDays: number;
  /** A time-out taken in the last 30 days when the orders of the hours before it... */
  timeoutLossHours: number;
  /** ...had lost at least this many USDT (stakes minus payouts). */
  timeoutLossUsdt: number;
}

const HARM_DEFAULTS: HarmThresholds = {
  depositRiseRatio: 2,
  depositRiseMinCount: 5,
  depositFrequencyRatio: 1.5,
  nightShare: 0.5,
  nightMinOrders: 20,
  wallets: 3,
  complaints: 2,
  limitReversalDays: 7,
  timeoutLossHours: 24,
  timeoutLossUsdt: 100,
};

const FileSchema = z.strictObject({
  profiles: z
    .record(z.string(), ProfileSchema)
    .refine((profiles) => Object.keys(profiles).every((code) => /^([A-Z]{2}|\*)$/.test(code)), {
      message: 'names each profile by an ISO 3166 alpha-2 code like "MT", or "*"',
    })
    .refine((profiles) => '*' in profiles, { message: 'must include "*", the profile for every other country and for an unknown one' }),
});

export type JurisdictionProfile = Required<Pick<z.output<typeof ProfileSchema>, 'allowed' | 'tier' | 'selfExclusionMonths' | 'minGameCycleSeconds' | 'complaintDays'>> &
  Pick<z.output<typeof ProfileSchema>, 'raiseToTier2'> & {
    harmMarkers: HarmThresholds;
    /** In the contract's order of kinds, then periods; empty: none. */
    defaultLimits: DefaultLimit[];
  };

/** What player protection reads of the player's profile, with the country it applies for (null: unknown). */
export type ProtectionProfile = Pick<JurisdictionProfile, 'selfExclusionMonths' | 'defaultLimits'> & { country: string | null };

export interface JurisdictionProfiles {
  /** The profile of `country` (alpha-2), or "*" for any other and for null (unknown). */
  of(country: string | null): JurisdictionProfile;
  /** Whether any profile raises players to tier 2 on their deposits (then the EUR rate is required). */
  raisesToTier2: boolean;
  /** Whether any profile names default limits (else an order need not read the player's profile for them). */
  hasDefaultLimits: boolean;
}

/** The defaults: what applies without a file (tier 0 everywhere, self-exclusion as the protection screen offers it). */
const DEFAULTS: JurisdictionProfile = {
  allowed: true,
  tier: { stake: 0, deposit: 0, withdraw: 0 },
  selfExclusionMonths: [...SELF_EXCLUSION_MONTHS],
  minGameCycleSeconds: 0,
  complaintDays: { protection: 5, other: 28 },
  harmMarkers: HARM_DEFAULTS,
  defaultLimits: [],
};

/** The file's nested limits as a list, in the contract's order of kinds and periods. */
const limitList = (limits: z.output<typeof DefaultLimitsSchema> | undefined): DefaultLimit[] =>
  LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.flatMap((period) => {
    const amountMicro = limits?.[kind]?.[period];
    return amountMicro === undefined ? [] : [{ kind, period, amountMicro }];
  }));

function withDefaults(profile: z.output<typeof ProfileSchema> | JurisdictionProfile): JurisdictionProfile {
  return {
    ...profile,
    defaultLimits: Array.isArray(profile.defaultLimits) ? profile.defaultLimits : limitList(profile.defaultLimits),
    selfExclusionMonths: profile.selfExclusionMonths ?? DEFAULTS.selfExclusionMonths,
    minGameCycleSeconds: profile.minGameCycleSeconds ?? DEFAULTS.minGameCycleSeconds,
    complaintDays: profile.complaintDays ?? DEFAULTS.complaintDays,
    harmMarkers: { ...HARM_DEFAULTS, ...profile.harmMarkers },
  };
}

export function jurisdictionProfiles(raw: z.output<typeof FileSchema> | null): JurisdictionProfiles {
  const profiles = new Map(Object.entries(raw?.profiles ?? { '*': DEFAULTS }).map(([code, profile]) => [code, withDefaults(profile)]));
  const fallback = profiles.get('*')!;
  const raisesToTier2 = [...profiles.values()].some((profile) => profile.raiseToTier2 !== undefined);
  const hasDefaultLimits = [...profiles.values()].some((profile) => profile.defaultLimits.length > 0);
  return { of: (country) => (country && profiles.get(country.toUpperCase())) || fallback, raisesToTier2, hasDefaultLimits };
}

/** Reads and checks the file; the error says in one line what is wrong with it. */
export function loadJurisdictionProfiles(path: string | undefined): JurisdictionProfiles {
  if (!path) return jurisdictionProfiles(null);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot be read as JSON (${(error as Error).message.split('\n')[0]})`, { cause: error });
  }
  const parsed = FileSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new Error(`${first.path.join('.') || 'the file'} ${first.message}`);
  }
  return jurisdictionProfiles(parsed.data);
}
