/**
 * A withdrawal's statuses, the one list (the API, the events, the back office and the database's
 * CHECK name exactly these; docs/payments.md, Withdrawals).
 */
export const WITHDRAWAL_STATUSES = ['pending', 'awaiting_approval', 'sending', 'sent', 'failed_refunded', 'rejected_refunded'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * The moves a withdrawal may make, from -> to; server/withdrawals/withdrawal-status.ts refuses every
 * other. pending -> awaiting_approval: a screening check failed (WITHDRAWAL_HOLD_REASONS). sending -> pending: its message is proven never taken, it is signed again.
 */
export const WITHDRAWAL_TRANSITIONS: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  awaiting_approval: ['pending', 'rejected_refunded'],
  // pending -> awaiting_approval: the screening before signing held it for an operator.
  pending: ['sending', 'awaiting_approval'],
  sending: ['sent', 'failed_refunded', 'pending'],
  sent: [],
  failed_refunded: [],
  rejected_refunded: [],
};

/** What a new withdrawal starts as: waiting for an operator or straight for the worker. */
export const WITHDRAWAL_START_STATUSES = ['pending', 'awaiting_approval'] as const satisfies readonly WithdrawalStatus[];

/**
 * Why the payout worker held a withdrawal for an operator instead of signing it (withdrawals.hold_reason;
 * docs/payments.md, "Screening before a payout"): the issuer locked the destination's USDT jetton
 * wallet, the destination is on the operator's deny list (PAYOUT_DENYLIST_FILE), or the player's
 * verification tier is below what their jurisdiction's profile asks for a withdrawal at that moment
 * (the tier lowered, or the requirement raised, after the request; docs/compliance.md).
 */
export const WITHDRAWAL_HOLD_REASONS = ['jetton_wallet_locked', 'deny_listed', 'tier_below_required'] as const;
export type WithdrawalHoldReason = (typeof WITHDRAWAL_HOLD_REASONS)[number];
