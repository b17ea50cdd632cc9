/**
 * The back office's compliance queue (docs/compliance.md, "In the back office"): players whose
 * jurisdiction signals disagree, withdrawals the payout screening held with their reason, and an
 * operator's decision on a player's verification tier.
 */
import type { AdminWithdrawalRow } from './admin-players';
export type { AdminFlagClearance } from './admin-players';
import type { FlagReason, VerificationTier } from './verification';

/** Why a flagged player is on the queue, one open reason: the countries the signals disagreed on, or the blocked country that refused them. */
export interface AdminFlagReason {
  kind: FlagReason;
  countries: string[];
}

/** A flagged player (until an operator clears it): their signals name more than one country, or a blocked country refused them. */
export interface AdminFlaggedPlayer {
  id: number;
  telegramId: number;
  name: string;
  username: string | null;
  tier: VerificationTier;
  ip: string | null;
  residence: string | null;
  phone: string | null;
  /** When a signal last changed. */
  updatedAt: string;
  /** What flagged them and is still open, oldest first. */
  reasons: AdminFlagReason[];
}

export interface AdminComplianceQueue {
  flagged: AdminFlaggedPlayer[];
  /** Awaiting an operator with the screening's reason (jetton wallet locked, deny-listed). */
  held: AdminWithdrawalRow[];
}

/** POST /admin/api/players/:id/tier: the tier an operator sets and why (kept in the audit entry and the history). */
export interface AdminTierChange {
  tier: VerificationTier;
  reason: string;
}

/** POST /admin/api/players/:id/flag/clear: why the operator clears the player's jurisdiction flag (kept in the audit entry and the clearing). */
export interface AdminFlagClear {
  reason: string;
}
