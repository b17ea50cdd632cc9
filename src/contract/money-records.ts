/**
 * The lists that cross the SQL boundary, declared once (docs/architecture.md, "Lists declared
 * once"): each is a column's CHECK in the migrations, a zod enum in the endpoint table and a
 * TypeScript union here. tests/server/contract-checks.test.ts holds each list equal to its
 * column's final CHECK, so a migration and this file cannot drift apart.
 * (Event types: STREAM_EVENT_TYPES in events.ts; notification kinds: NOTIFICATION_KINDS in notifications.ts.)
 */

/**
 * deposits.status. A deposit arrives credited, held or unattributed; its owner,
 * server/deposits/deposit-status.ts, moves it on only along its transition table.
 * returned: a held deposit sent back to the player; refunding/refunded: an unattributed one on its
 * way back to its sender, and gone.
 */
export const DEPOSIT_STATUSES = ['credited', 'unattributed', 'held', 'returned', 'refunding', 'refunded'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** withdrawals.status (its owner: server/withdrawals; the meanings in docs/payments.md). */
// Declared with their transition table, beside the worker's one writer of the column.
export { WITHDRAWAL_STATUSES, type WithdrawalStatus } from './withdrawal-statuses';

/** adjustments.status (its owner: server/admin/adjustment-repository.ts). */
export const ADJUSTMENT_STATUSES = ['awaiting_approval', 'posted', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** transfers.reason: why the books moved money (server/books). */
export const TRANSFER_REASONS = [
  'demo_credit',
  'admin_credit',
  'stake',
  'payout',
  'referral_withdraw',
  'deposit',
  'migration',
  'withdrawal',
  'withdrawal_sent',
  'withdrawal_refund',
  'adjustment',
] as const;
export type TransferReason = (typeof TRANSFER_REASONS)[number];
