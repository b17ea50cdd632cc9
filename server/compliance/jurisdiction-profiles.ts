/**
 * Jurisdiction profiles (docs/compliance.md): per country (ISO 3166 alpha-2) or "*" for every
 * other and for an unknown one, what the operator's licence asks: whether play is allowed, the
 * verification tier each action needs, what raises a player to tier 2, the self-exclusion periods
 * offered and the days a complaint must be answered in. The operator names the file in
 * JURISDICTION_PROFILES; a file that cannot be read or does not fit stops the server.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const Tier = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const ProfileSchema = z.strictObject({
  allowed: z.boolean(),
  tier: z.strictObject({ stake: Tier, deposit: Tier, withdraw: Tier }),
  raiseToTier2: z.strictObject({ eur: z.number().positive(), days: z.number().int().positive() }).optional(),
  /** null: permanent. */
  selfExclusionMonths: z.array(z.number().int().positive().nullable()).min(1).optional(),
  complaintDays: z.strictObject({ protection: z.number().int().min(1).max(90), other: z.number().int().min(1).max(90) }).optional(),
});

const FileSchema = z.strictObject({
  profiles: z
    .record(z.string(), ProfileSchema)
    .refine((profiles) => Object.keys(profiles).every((code) => /^([A-Z]{2}|\*)$/.test(code)), {
      message: 'names each profile by an ISO 3166 alpha-2 code like "MT", or "*"',
    })
    .refine((profiles) => '*' in profiles, { message: 'must include "*", the profile for every other country and for an unknown one' }),
});

export type JurisdictionProfile = Required<Pick<z.output<typeof ProfileSchema>, 'allowed' | 'tier' | 'selfExclusionMonths' | 'complaintDays'>> &
  Pick<z.output<typeof ProfileSchema>, 'raiseToTier2'>;

export interface JurisdictionProfiles {
  /** The profile of `country` (alpha-2), or "*" for any other and for null (unknown). */
  of(country: string | null): JurisdictionProfile;
}

/** The defaults: what applies without a file (tier 0 everywhere, self-exclusion as the protection screen offers it). */
const DEFAULTS: JurisdictionProfile = {
  allowed: true,
  tier: { stake: 0, deposit: 0, withdraw: 0 },
  selfExclusionMonths: [6, 12, 60],
  complaintDays: { protection: 5, other: 28 },
};

function withDefaults(profile: z.output<typeof ProfileSchema>): JurisdictionProfile {
  return {
    ...profile,
    selfExclusionMonths: profile.selfExclusionMonths ?? DEFAULTS.selfExclusionMonths,
    complaintDays: profile.complaintDays ?? DEFAULTS.complaintDays,
  };
}

export function jurisdictionProfiles(raw: z.output<typeof FileSchema> | null): JurisdictionProfiles {
  const profiles = new Map(Object.entries(raw?.profiles ?? { '*': DEFAULTS }).map(([code, profile]) => [code, withDefaults(profile)]));
  const fallback = profiles.get('*')!;
  return { of: (country) => (country && profiles.get(country.toUpperCase())) || fallback };
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
