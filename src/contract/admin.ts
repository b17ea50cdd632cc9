/**
 * The back office's API (docs/back-office.md): every request and response of
 * `/admin/api/*`, shared by the server (server/admin/) and the console (src/admin/). Money is as in
 * the player's API: integer micro-USDT carried as decimal USDT strings with six places
 * ("12.500000", contract/money.ts); an adjustment's amount is signed ("-5.000000"). Times are
 * ISO 8601 strings. Errors are `{error: {code, message, details?}}` (contract/api-types.ts
 * ApiErrorBody) with a code of ADMIN_ERROR_CODES or of the player API's list.
 */
import type { AdjustmentStatus } from './money-records';
import type { AdminDeposit, AdminWithdrawalRow } from './admin-players';

export const ADMIN_API_BASE = '/admin/api';
/** The session cookie: httpOnly, SameSite=Strict, Secure in production, Path=/admin. */
export const ADMIN_SESSION_COOKIE = 'sendswin_admin_session';
/** Every request but a GET carries the session's csrfToken in this header. */
export const ADMIN_CSRF_HEADER = 'x-csrf-token';
/** A session nobody used for this long is over (401 session_expired). */
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** How long a login state from GET /admin/api/login-state may wait for its POST /admin/api/session. */
export const ADMIN_LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * Roles, each allowed what the one before it is plus more: viewer reads everything; support also
 * writes player notes; finance also approves and rejects withdrawals, makes adjustments and
 * assigns or refunds unattributed deposits; admin may do everything.
 */
export const OPERATOR_ROLES = ['viewer', 'support', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do what `required` may: the server's check; the console hides buttons with it. */
export function roleAllows(role: OperatorRole, required: OperatorRole): boolean {
  return OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(required);
}

/** Codes the back office answers besides the player API's (contract/api-error-codes.ts). */
export const ADMIN_ERROR_CODES = [
  // 401: no session cookie, or one the server does not know (logged out, forged).
  'not_signed_in',
  // 401: the session was idle past ADMIN_IDLE_TIMEOUT_MS.
  'session_expired',
  // 400: POST /session with a login state that was never issued, already used, or expired.
  'login_state_invalid',
  // 403: a Telegram account that ADMIN_TELEGRAM_IDS does not name (or no longer names).
  'unknown_operator',
  // 403: a write without X-CSRF-Token, or with one that is not the session's.
  'csrf_missing', 'csrf_mismatch',
  // 403: the operator's role may not do this (details: {required, role}).
  'forbidden_role',
  // 404.
  'player_not_found', 'withdrawal_not_found', 'deposit_not_found', 'adjustment_not_found',
  // 409: a withdrawal or adjustment that is not waiting for a decision any more.
  'not_awaiting_approval',
  // 409: this operator already approved it; a second approval must come from another operator.
  'already_approved', 'same_operator',
  // 409: a debit would take the player's balance below zero (the player API's code).
  'insufficient_balance',
  // 409: an unattributed deposit that was already assigned or refunded.
  'deposit_already_settled',
  'refund_unavailable', // 409: a refund needs payments on and the sender's address.
  'amount_zero', // 400: an adjustment of zero.
  // 409: a month that has not ended yet, or one already closed (reports).
  'month_open', 'month_closed',
  // 404, and 409 for a complaint state change the states do not allow.
  'complaint_not_found', 'complaint_transition',
  // 404, and 409 for a case already closed (markers of harm).
  'case_not_found', 'case_closed',
  // 409: an operator's tier change to the tier the player already has (nothing to record).
  'tier_unchanged',
  // 409: clearing the jurisdiction flag of a player who is not flagged (nothing to clear).
  'not_flagged',
] as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];

export function isAdminErrorCode(value: unknown): value is AdminErrorCode {
  return (ADMIN_ERROR_CODES as readonly unknown[]).includes(value);
}

export type AdminEnvelope<T> = { data: T };

// ---- Session -------------------------------------------------------------------------------

export interface OperatorRef {
  telegramId: number;
  /** The name from the operator's Telegram profile at their last login; null if never seen. */
  name: string | null;
}

/** GET /admin/api/login-state (no session needed): a one-time nonce for the next login. */
export interface AdminLoginState {
  state: string;
  expiresAt: string;
}

/**
 * POST /admin/api/session: the login state and, beside it, the Telegram Login Widget's payload
 * exactly as the widget gave it (the state is not part of the signed fields).
 */
export type AdminLoginBody = {
  state: string;
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
};

/** POST /admin/api/session (sets the cookie) and GET /admin/api/session (the current one). */
export interface AdminSession {
  role: OperatorRole;
  csrfToken: string;
  /**
   * languageCode: the operator's language as the mini-app knows it, when they have opened it as a
   * player (null otherwise); the console speaks it unless the operator chose another
   * (docs/back-office.md, "Languages").
   */
  operator: { telegramId: number; name: string; languageCode: string | null };
  /** When the session ends unless used before then. */
  idleExpiresAt: string;
}
export type AdminSessionResponse = AdminEnvelope<AdminSession>;
// POST /admin/api/logout → 204, the cookie cleared.

// ---- Withdrawals ---------------------------------------------------------------------------

/** GET /admin/api/withdrawals?status= (default awaiting_approval; `all` for every status), newest first, at most 200. */
export type AdminWithdrawalsResponse = AdminEnvelope<AdminWithdrawalRow[]>;
/**
 * POST /admin/api/withdrawals/{id}/approve (finance, empty body) → the row: still awaiting_approval
 * with one approval when two are needed, else pending (handed to the payout worker).
 * POST /admin/api/withdrawals/{id}/reject (finance) {reason} → the row, rejected_refunded: the
 * amount is back in the player's balance (or the referral budget) in the same transaction.
 */
export interface AdminRejectBody {
  /** 1-500 characters after trimming. */
  reason: string;
}
export type AdminWithdrawalResponse = AdminEnvelope<AdminWithdrawalRow>;

// ---- Unattributed deposits -----------------------------------------------------------------

/** GET /admin/api/deposits/unattributed: deposits whose memo named no player, newest first (status unattributed or refunding). */
export type AdminUnattributedResponse = AdminEnvelope<AdminDeposit[]>;
/** POST /admin/api/deposits/{txHash}/assign (finance) {playerId} → the deposit, credited to that player. */
export interface AdminAssignDepositBody {
  playerId: number;
}
/** POST /admin/api/deposits/{txHash}/refund (finance) {reason} → the deposit, refunding (queued to go back to its sender). */
export type AdminRefundDepositBody = AdminRejectBody;
export type AdminDepositResponse = AdminEnvelope<AdminDeposit>;

// ---- Adjustments ---------------------------------------------------------------------------

/** POST /admin/api/adjustments (finance). */
export interface AdminAdjustmentBody {
  playerId: number;
  /** Signed decimal USDT: "10", "-2.5"; credits are from house:bankroll, debits to it. */
  amount: string;
  /** 1-500 characters after trimming. */
  reason: string;
}

export interface AdminAdjustment {
  id: number;
  playerId: number;
  amount: string;
  reason: string;
  /** posted: in the books; awaiting_approval: above ADJUSTMENT_DUAL_APPROVAL_ABOVE, waiting for a second operator. */
  status: AdjustmentStatus;
  requestedBy: OperatorRef;
  approvedBy: OperatorRef | null;
  createdAt: string;
  decidedAt: string | null;
  /** The player's balance right after posting; null until posted. */
  balanceAfter: string | null;
}
/**
 * POST /admin/api/adjustments → 201 the adjustment (posted, or awaiting_approval).
 * GET /admin/api/adjustments?status= (default awaiting_approval; `all`) → the list, newest first.
 * POST /admin/api/adjustments/{id}/approve (finance, another operator) → posted.
 * POST /admin/api/adjustments/{id}/reject (finance) {reason} → rejected.
 */
export type AdminAdjustmentResponse = AdminEnvelope<AdminAdjustment>;
export type AdminAdjustmentsResponse = AdminEnvelope<AdminAdjustment[]>;

// The reports' shapes (reconciliation, audit log, dashboard) live beside this file, to keep each small.
export { AUDIT_ACTIONS } from './admin-reports';
export type {
  AdminAuditResponse,
  AdminDashboard,
  AdminDashboardResponse,
  DashboardReconciliation,
  AdminReconciliation,
  AdminReconciliationResponse,
  AuditAction,
  AuditEntry,
  GgrLine,
  OptionReturn,
  PayoutAlertsView,
} from './admin-reports';
