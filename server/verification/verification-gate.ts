/**
 * What tier an action needs of a player (docs/compliance.md, "Verification tiers"): the tier their
 * jurisdiction's profile names, raised to 2 for stakes and deposits once their deposits of the
 * profile's window reach its EUR threshold. Withdrawals keep the profile's tier: a raise never
 * keeps a player from taking their own balance back out beyond what the profile asks.
 */
import type { PlayerVerification, VerificationAction, VerificationTier } from '../../src/contract/verification';
import { playerAccount } from '../books/accounts';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import type { JurisdictionProfile } from '../compliance/jurisdiction-profiles';
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

/** Whether the profile's deposit trigger asks tier 2 of the player at `now`. */
async function depositsAskTier2(q: Queryable, config: Pick<Config, 'eurPerUsdt'>, profile: JurisdictionProfile, userId: number, now: Date): Promise<boolean> {
  const trigger = profile.raiseToTier2;
  if (!trigger || config.eurPerUsdt === null) return false;
  const thresholdMicro = BigInt(Math.ceil((trigger.eur / config.eurPerUsdt) * 1_000_000));
  return (await depositsSince(q, userId, new Date(now.getTime() - trigger.days * DAY_MS))) >= thresholdMicro;
}

export interface Requirement {
  tier: VerificationTier;
  required: PlayerVerification['required'];
  jurisdiction: string;
}

const raise = (tier: VerificationTier, to: VerificationTier): VerificationTier => (tier > to ? tier : to);

/** The player's tier and the tier each action needs of them now. */
export async function verificationRequirement(q: Queryable, config: Pick<Config, 'jurisdictions' | 'eurPerUsdt'>, userId: number, now: Date): Promise<Requirement> {
  const jurisdiction: string | null = null;
  const profile = config.jurisdictions.of(jurisdiction);
  const [{ tier }, tier2] = await Promise.all([findVerification(q, userId), depositsAskTier2(q, config, profile, userId, now)]);
  const required = tier2 ? { stake: raise(profile.tier.stake, 2), deposit: raise(profile.tier.deposit, 2), withdraw: profile.tier.withdraw } : { ...profile.tier };
  return { tier, required, jurisdiction: jurisdiction ?? 'unknown' };
}

/** Refuses with 403 verification_required {tier, action} when the player is below the tier the action needs. */
export async function requireTier(q: Queryable, config: Pick<Config, 'jurisdictions' | 'eurPerUsdt'>, userId: number, action: VerificationAction, now: Date): Promise<void> {
  const { tier, required } = await verificationRequirement(q, config, userId, now);
  if (tier >= required[action]) return;
  throw new ApiError(403, 'verification_required', `This needs verification tier ${required[action]}; the player has tier ${tier}`, { tier: String(required[action]), action });
}
