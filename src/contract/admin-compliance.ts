/**
 * The back office's compliance queue (docs/compliance.md, "In the back office"): players whose
 * jurisdiction signals disagree, withdrawals the payout screening held with their reason, and an
 * operator's decision on a player's verification tier.
 */
import type { AdminWithdrawalRow } from './admin-players';
export type { AdminFlagClearance } from './admin-players';
import type { VerificationTier } from './verification';

/** A player whose signals name more than one country (flagged until an operator clears it). */
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
