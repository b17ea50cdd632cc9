/**
 * A withdrawal's statuses, the one list (the API, the events, the back office and the database's
 * CHECK name exactly these; docs/payments.md, Withdrawals).
 */
export const WITHDRAWAL_STATUSES = ['pending', 'awaiting_approval', 'sending', 'sent', 'failed_refunded', 'rejected_refunded'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * The moves a withdrawal may make, from -> to; server/withdrawals/withdrawal-status.ts refuses every
 * other. sending -> pending: its message is proven never taken, it is signed again.
 */
export const WITHDRAWAL_TRANSITIONS: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  awaiting_approval: ['pending', 'rejected_refunded'],
  pending: ['sending'],
  sending: ['sent', 'failed_refunded', 'pending'],
  sent: [],
  failed_refunded: [],
  rejected_refunded: [],
};

/** What a new withdrawal starts as: waiting for an operator or straight for the worker. */
export const WITHDRAWAL_START_STATUSES = ['pending', 'awaiting_approval'] as const satisfies readonly WithdrawalStatus[];
