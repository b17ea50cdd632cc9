/**
 * The back office's reports (docs/back-office.md): reconciliation, the audit log and the
 * dashboard. Part of the admin contract; src/contract/admin.ts re-exports all of it, so the
 * console and the server import from there.
 */
import type { BetOption, Game } from './games';
import type { AdminEnvelope, OperatorRef, OperatorRole } from './admin';

// ---- Reconciliation ------------------------------------------------------------------------

/** GET /admin/api/reconciliation: what `npm run admin -- reconcile` computes. */
export interface AdminReconciliation {
  ok: boolean;
  /** The sum over all accounts: "0.000000" in balanced books. */
  sum: string;
  /** Accounts whose balance differs from their transfers. */
  mismatches: { account: string; balance: string; transfers: string }[];
  /** null when payments are off or the indexer did not answer. */
  hotWallet: { onChain: string; books: string; unattributed: string; ok: boolean } | null;
  checkedAt: string;
}
export type AdminReconciliationResponse = AdminEnvelope<AdminReconciliation>;

// ---- Audit log -----------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'login',
  'logout',
  'players.search',
  'player.view',
  'player.note',
  'withdrawals.list',
  'withdrawal.approve',
  'withdrawal.reject',
  // The payout worker's screening held a withdrawal for an operator (operator telegram id 0: nobody's).
  'withdrawal.hold',
  'deposits.list',
  'deposit.assign',
  'deposit.refund',
  'adjustments.list',
  'adjustment.request',
  'adjustment.approve',
  'adjustment.reject',
  'reconciliation.view',
  'audit.view',
  'dashboard.view',
  'reports.revenue',
  'reports.close',
  'complaints.list',
  'complaint.view',
  'complaint.reply',
  'complaint.status',
  'complaint.assign',
  'complaint.evidence',
  'cases.list',
  'case.log',
  'case.close',
  // The compliance queue, and an operator's decision on a player's verification tier.
  'compliance.queue',
  'player.tier',
  // A player's jurisdiction signals disagreed in a way not seen before (operator telegram id 0: nobody's).
  'player.signals_disagree',
  // A player was refused because a signal names a country the licence does not cover, first time per country (operator telegram id 0: nobody's).
  'player.country_blocked',
  // An operator cleared a player's jurisdiction flag, with their reason.
  'player.flag_clear',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  at: string;
  operator: OperatorRef;
  /** The role the operator had then; null for an account that is not an operator. */
  role: OperatorRole | null;
  action: AuditAction;
  /** What it acted on: 'player:12', 'withdrawal:7', 'deposit:<hash>', 'adjustment:3'; null for none. */
  target: string | null;
  before: unknown;
  after: unknown;
  outcome: 'done' | 'refused';
  /** Why it was refused (an error code), or the operator's own reason; null otherwise. */
  reason: string | null;
}

/**
 * GET /admin/api/audit?operator=&action=&target=&outcome=&before=&limit= : newest first; `before`
 * an entry id (the next page starts below it), limit 1-200 (50). nextBefore is null on the last page.
 * Only writes, logins and refusals are logged; reads that succeed are not.
 */
export interface AdminAuditResponse {
  data: AuditEntry[];
  nextBefore: number | null;
}

// ---- Dashboard -----------------------------------------------------------------------------

/** Revenue from the transfers, as the reports sum it (docs/back-office.md, "Reports"). */
export interface GgrLine {
  /** The stake transfers (turnover). */
  stakes: string;
  payouts: string;
  /** stakes minus payouts. */
  ggr: string;
}

export interface OptionReturn {
  game: Game;
  option: BetOption;
  orders: number;
  stakes: string;
  payouts: string;
  /** payouts / stakes; null without orders. */
  actualReturn: number | null;
  /** From the rules table: 0.975, 0.975, 0.967, 0.95. */
  expectedReturn: number;
  /** The 95% interval around expectedReturn the actual return falls in by chance (docs/back-office.md); null without orders. */
  interval: { low: number; high: number } | null;
}

/** GET /admin/api/dashboard?days= (1-366, default 30): the last `days` days in UTC, today included. */
export interface AdminDashboard {
  from: string;
  to: string;
  /** Each day also carries its referral cost and net revenue (referral costs belong to no game). */
  ggrByDay: (GgrLine & { day: string; referralCost: string; ngr: string })[];
  ggrByGame: (GgrLine & { game: Game })[];
  options: OptionReturn[];
  deposits: { count: number; amount: string };
  withdrawals: { count: number; amount: string };
  /** Players with an order in the last 7 days. */
  activePlayers: number;
  /** The sum of every player account: what the house owes. */
  owedToPlayers: string;
  /** The hot wallet's USDT on chain; null when payments are off or the indexer did not answer. */
  hotWalletBalance: string | null;
  /** Every withdrawal waiting for an operator's approval now, whatever the period. */
  awaitingApproval: { count: number; amount: string };
  /** What holds payouts back (an alert each); null when payments are off. */
  payouts: PayoutAlertsView | null;
  /** The server's latest reconciliation of the books and the chain; null before the first. */
  reconciliation: DashboardReconciliation | null;
}

export interface PayoutAlertsView {
  /** Withdrawals `sending` longer than PAYOUT_STUCK_AFTER_S, and since when the oldest is (ISO). */
  stuck: number;
  oldestStuckSince: string | null;
  /** The hot wallet below TON_HOT_WALLET_MIN_TON: nothing is paid out; null: not checked yet. */
  lowOnTon: boolean | null;
  /** Its TON as last read (9 decimals); null: not read yet. */
  hotWalletTon: string | null;
}

/** What the console's banner shows: a difference is an alert (docs/payments.md, "Reconciliation"). */
export interface DashboardReconciliation {
  ok: boolean;
  checkedAt: string;
  /** On chain minus what the books say it holds, USDT ("0.000000" when they agree). */
  difference: string;
  /** The sum over all accounts, USDT (must be 0). */
  booksSum: string;
  /** Player accounts whose balance differs from their transfers. */
  mismatches: number;
  /** The chain could not be read at that check (payments on, indexer down). */
  chainUnknown: boolean;
}
export type AdminDashboardResponse = AdminEnvelope<AdminDashboard>;
