/**
 * Revenue from the books (docs/back-office.md, "Reports"): turnover, payouts, gross gaming revenue,
 * referral costs and net revenue per UTC day, month, game or jurisdiction, summed from transfers, never from the
 * orders table. Amounts are decimal USDT strings, like every amount the back office shows.
 */
import type { AdminEnvelope } from './admin';

export const REVENUE_GROUPINGS = ['day', 'month', 'game', 'jurisdiction'] as const;
export type RevenueGrouping = (typeof REVENUE_GROUPINGS)[number];

/** The key of referral costs in a report by game: they belong to no game. */
export const NO_GAME_KEY = 'referrals';

/** The key of the players whose country the server does not know, in a report by jurisdiction. */
export const NO_JURISDICTION_KEY = 'unknown';

export interface RevenueLine {
  /** "2026-11-03", "2026-11", a game ("odd_even", or NO_GAME_KEY), or a country ("MT", or NO_JURISDICTION_KEY). */
  key: string;
  /** What players staked. */
  turnover: string;
  /** What the games paid back. */
  payouts: string;
  /** turnover - payouts. */
  ggr: string;
  /** What referral circles paid out of house:referral_expense (net of refunds). */
  referralCost: string;
  /** ggr - referralCost. */
  ngr: string;
}
export type AdminRevenueResponse = AdminEnvelope<RevenueLine[]>;

export interface RevenueClose {
  month: string;
  closedAt: string;
  closedBy: number;
}
export type AdminRevenueCloseResponse = AdminEnvelope<RevenueClose>;
