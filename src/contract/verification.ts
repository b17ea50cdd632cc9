/**
 * Knowing the player (docs/compliance.md, "Verification tiers"): the tiers, the actions a
 * jurisdiction's profile sets a tier for, and who may move a player's tier. The SQL CHECKs repeat
 * these lists; a test holds them equal.
 */
/** 0: demo only; 1: identity verified; 2: enhanced (source of funds). */
export const VERIFICATION_TIERS = [0, 1, 2] as const;
export type VerificationTier = (typeof VERIFICATION_TIERS)[number];

/** What a profile asks a tier for: staking real money, the deposit flow, a withdrawal. */
export const VERIFICATION_ACTIONS = ['stake', 'deposit', 'withdraw'] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];

/**
 * What a country the licence does not cover refuses (403 jurisdiction_blocked): real stakes and the
 * deposit flow; withdrawing one's own balance stays open under its tier.
 */
export const BLOCKED_ACTIONS = ['stake', 'deposit'] as const satisfies readonly VerificationAction[];
export type BlockedAction = (typeof BLOCKED_ACTIONS)[number];

/**
 * Why a player is on the compliance queue: their signals named different countries, or a request
 * was refused because a signal names a country the licence does not cover.
 */
export const FLAG_REASONS = ['signals_disagree', 'blocked_country'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** Who wrote a line of a player's verification history: the provider's webhook, or an operator. */
export const VERIFICATION_SOURCES = ['provider', 'operator'] as const;
export type VerificationSource = (typeof VERIFICATION_SOURCES)[number];

/** The provider's review answers (Sumsub's reviewAnswer). */
export const REVIEW_ANSWERS = ['GREEN', 'RED'] as const;
export type ReviewAnswer = (typeof REVIEW_ANSWERS)[number];

/** GET /player/verification. */
export interface PlayerVerification {
  tier: VerificationTier;
  /** The tier each action needs of this player now (the profile's, raised by the deposit trigger). */
  required: Record<VerificationAction, VerificationTier>;
  /** The ISO 3166 alpha-2 country whose profile applies, or "unknown". */
  jurisdiction: string;
  /** The provider's Web SDK access token, when the player is below a required tier and a provider is configured. */
  sdkToken?: string;
  /** The Web SDK's script, beside the token (the app loads it on the verification screen only). */
  sdkUrl?: string;
}

/** Where a jurisdiction signal came from: the request's IP, the declared residence, the shared phone number. */
export const JURISDICTION_SIGNAL_KINDS = ['ip', 'residence', 'phone'] as const;
export type JurisdictionSignalKind = (typeof JURISDICTION_SIGNAL_KINDS)[number];
