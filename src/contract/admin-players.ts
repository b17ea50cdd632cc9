/**
 * The back office's player pages (docs/back-office.md): the search, a player's detail (statement,
 * deposits, withdrawals, referrals, notes, verification) and the notes, as `/admin/api/players*`
 * sends them; the rest of the back office's API is in contract/admin.ts.
 */
import type { BlockedAction, JurisdictionSignalKind, ReviewAnswer, VerificationSource, VerificationTier } from './verification';
import type { OrderDetails, RefCircle, WithdrawalStatus } from './api-types';
import type { WithdrawalHoldReason } from './withdrawal-statuses';
import { TRANSFER_REASONS, type DepositStatus } from './money-records';
import type { LanguageCode } from './languages';
import type { ProtectionView } from './protection';
import type { AdminEnvelope, OperatorRef } from './admin';

// ---- Players -------------------------------------------------------------------------------

/** GET /admin/api/players?q= : q is a Telegram id, a username (with or without @) or a ref code; at most 50 rows. */
export interface AdminPlayerRow {
  /** Our id: the one in `player:<id>` and in every other admin path. */
  id: number;
  telegramId: number;
  name: string;
  username: string | null;
  refCode: string;
  balance: string;
  createdAt: string;
}
export type AdminPlayersResponse = AdminEnvelope<AdminPlayerRow[]>;

/** Why a transfer moved a player's money (the books' reason, server/books). */
export const STATEMENT_KINDS = TRANSFER_REASONS;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export interface AdminStatementEntry {
  id: number;
  kind: StatementKind;
  /** Signed for the player: negative left their balance. */
  amount: string;
  reference: string;
  createdAt: string;
  txHash: string | null;
}

export interface AdminDeposit {
  txHash: string;
  amount: string;
  memo: string | null;
  /** The sender's address as the indexer gave it. */
  sender: string | null;
  /** held: given to a player whose limits hold it (docs/player-protection.md); refunding: on its way back to the sender. */
  status: DepositStatus;
  createdAt: string;
}

export interface AdminWithdrawalRow {
  id: number;
  player: { id: number; telegramId: number; name: string; username: string | null };
  amount: string;
  /** The bound wallet it goes to (raw 0:<hex>). */
  address: string;
  status: WithdrawalStatus;
  /** cashout: the player's own money; referral: a referral circle's payout. */
  source: 'cashout' | 'referral';
  createdAt: string;
  /** Approvals so far (in order), each by a different operator. */
  approvals: { operator: OperatorRef; at: string }[];
  /** 1, or 2 above WITHDRAW_DUAL_APPROVAL_ABOVE. */
  neededApprovals: 1 | 2;
  /** The reason given on reject; null otherwise. */
  rejectReason: string | null;
  /**
   * Why the payout worker's screening held it for an operator (docs/payments.md, "Screening before
   * a payout"); null when it was not held, or once an approval handed it back to be screened again.
   */
  holdReason: WithdrawalHoldReason | null;
  txHash: string | null;
}

export interface AdminReferrals {
  referrer: { id: number; name: string } | null;
  invited: { id: number; name: string; joinedAt: string }[];
  circles: RefCircle[];
}

export interface AdminNote {
  id: number;
  at: string;
  operator: OperatorRef;
  text: string;
}

/** GET /admin/api/players/{id}: the latest 100 statement lines, 50 orders, 50 deposits and withdrawals. */
export interface AdminPlayerDetail {
  player: AdminPlayerRow & {
    languageCode: LanguageCode;
    depositMemo: string;
    /** The bound TON wallet (raw 0:<hex>) or null. */
    boundAddress: string | null;
  };
  balance: string;
  statement: AdminStatementEntry[];
  /** Newest first, each with everything needed to re-check it (the server seed once revealed). */
  orders: OrderDetails[];
  deposits: AdminDeposit[];
  withdrawals: AdminWithdrawalRow[];
  referrals: AdminReferrals;
  protection: Omit<ProtectionView, 'session' | 'currentTermsVersion'>;
  notes: AdminNote[];
  verification: AdminPlayerVerification;
}

/** An operator's clearing of a player's jurisdiction flag: who, when, why. */
export interface AdminFlagClearance {
  by: { telegramId: number; name: string };
  reason: string;
  at: string;
}

/** Knowing the player (docs/compliance.md): the tier with its history, the jurisdiction signals with theirs. */
export interface AdminPlayerVerification {
  tier: VerificationTier;
  signals: { ip: string | null; residence: string | null; phone: string | null; flagged: boolean };
  /** Oldest first: who moved the tier (or recorded a review), on which level, from and to. */
  history: { source: VerificationSource; tierBefore: number; tierAfter: number; answer: ReviewAnswer | null; levelName: string | null; at: string }[];
  /** Oldest first: each new country a signal showed. */
  signalLog: { kind: JurisdictionSignalKind; country: string; at: string }[];
  /** Oldest first: each set of countries the signals disagreed on, once, with the signals as they were then, and the clearing that closed it (null: open). */
  disagreements: { countries: string[]; ip: string | null; residence: string | null; phone: string | null; at: string; cleared: AdminFlagClearance | null }[];
  /** Oldest first: each country the licence does not cover that refused the player, once, with the action refused first and the clearing that closed it (null: open). */
  blocked: { country: string; action: BlockedAction; at: string; cleared: AdminFlagClearance | null }[];
}
export type AdminPlayerResponse = AdminEnvelope<AdminPlayerDetail>;

/** GET /admin/api/players/{id}/notes → AdminEnvelope<AdminNote[]>; POST (support) {text} → 201 AdminEnvelope<AdminNote>. */
export interface AdminNoteBody {
  /** 1-2000 characters after trimming. */
  text: string;
}
