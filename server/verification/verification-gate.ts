/**
 * What tier an action needs of a player (docs/compliance.md, "Verification tiers"): the tier their
 * jurisdiction's profile names, raised to 2 for stakes and deposits once their deposits (or, where
 * the profile says so, their withdrawals) of the profile's window reach its EUR threshold.
 * Withdrawals keep the profile's tier: a raise never keeps a player from taking their own balance
 * back out beyond what the profile asks.
 */
import type { PlayerVerification, VerificationAction, VerificationTier } from '../../src/contract/verification';
import { playerAccount } from '../books/accounts';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import type { JurisdictionProfile, ProtectionProfile } from '../compliance/jurisdiction-profiles';
import { findSignals, jurisdictionOf, recordBlockedCountry, recordSignal } from './jurisdiction-signals';
import { findVerification } from './verification-repository';

const DAY_MS = 86_400_000;

/** The player's deposits (transfers with reason deposit) since `since`, in micro-USDT. */
async function depositsSince(q: Queryable, userId: number, since: Date): Promise<bigint> {
  const [row] = await q.query<{ total: bigint | string | null }>(
    "SELECT COALESCE(SUM(amount_micro), 0) AS total FROM transfers WHERE to_account = $1 AND reason = 'deposit' AND created_at > $2",
    [playerAccount(userId), since],
  );
  return BigInt(row?.total ?? 0);
}

/**
 * The player's withdrawals of their balance since `since`, in micro-USDT: what left their account
 * for a payout, less what came back refunded (a rejected or failed withdrawal never left).
 */
async function withdrawalsSince(q: Queryable, userId: number, since: Date): Promise<bigint> {
  const [row] = await q.query<{ total: bigint | string | null }>(
    `SELECT COALESCE(SUM(CASE WHEN reason = 'withdrawal' THEN amount_micro ELSE -amount_micro END), 0) AS total FROM transfers
     WHERE ((from_account = $1 AND reason = 'withdrawal') OR (to_account = $1 AND reason = 'withdrawal_refund')) AND created_at > $2`,
    [playerAccount(userId), since],
  );
  return BigInt(row?.total ?? 0);
}

/** EUR as micro-USDT at the operator's rate, rounded up: the threshold is reached only at its full value. */
const eurAsMicro = (eur: number, eurPerUsdt: number) => BigInt(Math.ceil((eur / eurPerUsdt) * 1_000_000));

/** Whether the profile's triggers (deposits, or withdrawals where it names them, over its window) ask tier 2 of the player at `now`. */
async function volumeAsksTier2(q: Queryable, config: Pick<Config, 'eurPerUsdt'>, profile: JurisdictionProfile, userId: number, now: Date): Promise<boolean> {
  const trigger = profile.raiseToTier2;
  if (!trigger || config.eurPerUsdt === null) return false;
  const since = new Date(now.getTime() - trigger.days * DAY_MS);
  if ((await depositsSince(q, userId, since)) >= eurAsMicro(trigger.eur, config.eurPerUsdt)) return true;
  return trigger.withdrawalsEur !== undefined && (await withdrawalsSince(q, userId, since)) >= eurAsMicro(trigger.withdrawalsEur, config.eurPerUsdt);
}

export interface Requirement {
  tier: VerificationTier;
  required: PlayerVerification['required'];
  jurisdiction: string;
  /** A signal names a country whose profile does not allow play: its code. */
  blockedBy: string | null;
}

type GateConfig = Pick<Config, 'jurisdictions' | 'eurPerUsdt' | 'countryDb'>;

const raise = (tier: VerificationTier, to: VerificationTier): VerificationTier => (tier > to ? tier : to);

/**
 * The player's tier and the tier each action needs of them now; the request IP's country, when
 * the country database knows it, is recorded as a signal on the way.
 */
export async function verificationRequirement(db: Db, config: GateConfig, userId: number, now: Date, ip: string | null): Promise<Requirement> {
  const ipCountry = ip === null ? null : config.countryDb.countryOf(ip);
  const signals = ipCountry ? await recordSignal(db, userId, 'ip', ipCountry, now) : await findSignals(db, userId);
  const jurisdiction = jurisdictionOf(signals);
  const profile = config.jurisdictions.of(jurisdiction);
  const blockedBy = [signals.residence, signals.ip, signals.phone].find((country) => country !== null && !config.jurisdictions.of(country).allowed) ?? (profile.allowed ? null : (jurisdiction ?? 'unknown'));
  const [{ tier }, tier2] = await Promise.all([findVerification(db, userId), volumeAsksTier2(db, config, profile, userId, now)]);
  const required = tier2 ? { stake: raise(profile.tier.stake, 2), deposit: raise(profile.tier.deposit, 2), withdraw: profile.tier.withdraw } : { ...profile.tier };
  return { tier, required, jurisdiction: jurisdiction ?? 'unknown', blockedBy };
}

/**
 * Refuses a real-money action: 403 jurisdiction_blocked {country, action} for a stake or deposit
 * when a signal names a country the licence does not cover (and flags the player, once per
 * country), else 403 verification_required {tier, action} below the tier the
 * action needs.
 */
export async function requireTier(db: Db, config: GateConfig, userId: number, action: VerificationAction, now: Date, ip: string | null): Promise<void> {
  const { tier, required, blockedBy } = await verificationRequirement(db, config, userId, now, ip);
  // A blocked country stops new stakes and deposits; taking one's own balance out stays open.
  if (blockedBy !== null && action !== 'withdraw') {
    // The back office hears of it once per country: the player is flagged for a person to look at.
    await recordBlockedCountry(db, userId, blockedBy, action, now);
    throw new ApiError(403, 'jurisdiction_blocked', `Play with real money is not offered in ${blockedBy}`, { country: blockedBy, action });
  }
  if (tier >= required[action]) return;
  throw new ApiError(403, 'verification_required', `This needs verification tier ${required[action]}; the player has tier ${tier}`, { tier: String(required[action]), action });
}

/**
 * Whether the player's tier is below what their profile asks for a withdrawal now: the payout
 * worker's screening before signing (docs/compliance.md, "Screening before a payout"). The tier
 * may have been lowered, or the requirement raised (a new residence, a changed profile), since the
 * request passed requireTier. No IP here: the worker has no request; the signals on record decide.
 * The deposit trigger never raises the withdrawal tier, so two reads answer it.
 */
export async function belowWithdrawTier(q: Queryable, config: Pick<Config, 'jurisdictions'>, userId: number): Promise<boolean> {
  const [profile, { tier }] = await Promise.all([profileOnRecord(q, config, userId), findVerification(q, userId)]);
  return tier < profile.tier.withdraw;
}

/**
 * The profile of the player's jurisdiction as their recorded signals name it, picked as
 * verificationRequirement picks it but without a request's IP: what player protection offers
 * (the self-exclusion lengths) follows it.
 */
export async function profileOnRecord(q: Queryable, config: Pick<Config, 'jurisdictions'>, userId: number): Promise<JurisdictionProfile> {
  return config.jurisdictions.of(jurisdictionOf(await findSignals(q, userId)));
}

/** What player protection reads of the profile on record, with the player's country (null: unknown), which a default limit is shown for. */
export async function protectionProfileOnRecord(q: Queryable, config: Pick<Config, 'jurisdictions'>, userId: number): Promise<ProtectionProfile> {
  const country = jurisdictionOf(await findSignals(q, userId));
  const { selfExclusionMonths, defaultLimits } = config.jurisdictions.of(country);
  return { selfExclusionMonths, defaultLimits, country };
}
