/**
 * What the console says when the server refuses a request or cannot be reached, in the console's
 * language: every back-office code (contract/admin.ts) and the player API's codes a console
 * request can meet. The server's own message is English for developers and logs; it is shown only
 * for a code this table does not know (a newer server), with the code, so nothing is hidden.
 */
import { ADMIN_ERROR_CODES, isOperatorRole, type AdminErrorCode } from '../../contract/admin';
import type { ApiErrorCode } from '../../contract/api-error-codes';
import { ApiError } from '../../lib/api-error';
import { m } from '../i18n/admin-i18n';
import { ROLE_NAMES } from './texts';

/** The player API's codes that the back office's routes and their HTTP layer answer too. */
const SHARED_CODES = [
  'idempotency_key_reused',
  'rate_limited',
  'invalid_request',
  'payload_too_large',
  'malformed_json',
  'bad_request',
  'not_found',
  'request_timeout',
  'payments_off',
  'database_unavailable',
  'draining',
  'internal_error',
] as const satisfies readonly ApiErrorCode[];

type ConsoleErrorCode = AdminErrorCode | (typeof SHARED_CODES)[number];

const CODE_TEXTS: Record<ConsoleErrorCode, (details: Record<string, string>) => string> = {
  not_signed_in: () => m('error.not_signed_in'),
  session_expired: () => m('error.session_expired'),
  login_state_invalid: () => m('error.login_state_invalid'),
  unknown_operator: () => m('error.unknown_operator'),
  csrf_missing: () => m('error.csrf'),
  csrf_mismatch: () => m('error.csrf'),
  forbidden_role: ({ required = '' }) => m('error.forbidden_role', { required: isOperatorRole(required) ? ROLE_NAMES[required] : required }),
  player_not_found: () => m('error.player_not_found'),
  withdrawal_not_found: () => m('error.withdrawal_not_found'),
  deposit_not_found: () => m('error.deposit_not_found'),
  adjustment_not_found: () => m('error.adjustment_not_found'),
  not_awaiting_approval: () => m('error.not_awaiting_approval'),
  already_approved: () => m('error.already_approved'),
  same_operator: () => m('error.same_operator'),
  insufficient_balance: () => m('error.insufficient_balance'),
  deposit_already_settled: () => m('error.deposit_already_settled'),
  refund_unavailable: () => m('error.refund_unavailable'),
  amount_zero: () => m('error.amount_zero'),
  month_open: () => m('error.month_open'),
  month_closed: () => m('error.month_closed'),
  complaint_not_found: () => m('error.complaint_not_found'),
  complaint_transition: () => m('error.complaint_transition'),
  case_not_found: () => m('error.case_not_found'),
  case_closed: () => m('error.case_closed'),
  tier_unchanged: () => m('error.tier_unchanged'),
  not_flagged: () => m('error.not_flagged'),
  idempotency_key_reused: () => m('error.idempotency_key_reused'),
  rate_limited: () => m('error.rate_limited'),
  invalid_request: () => m('error.invalid_request'),
  payload_too_large: () => m('error.invalid_request'),
  malformed_json: () => m('error.invalid_request'),
  bad_request: () => m('error.invalid_request'),
  not_found: () => m('error.not_found'),
  request_timeout: () => m('error.unavailable'),
  payments_off: () => m('error.payments_off'),
  database_unavailable: () => m('error.unavailable'),
  draining: () => m('error.unavailable'),
  internal_error: () => m('error.internal_error'),
};

const isConsoleCode = (code: string): code is ConsoleErrorCode => code in CODE_TEXTS;

/** The words for a failed console request: the code's text, the network's, or the server's message with its code. */
export function consoleErrorText(error: Error | null | undefined): string {
  if (error instanceof ApiError) {
    if (isConsoleCode(error.code)) return CODE_TEXTS[error.code](error.body.error.details ?? {});
    if (/^http_\d{3}$/.test(error.code)) return m('error.http', { status: error.status });
    return m('error.other', { code: error.code, message: error.message });
  }
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return m('error.network');
  return error?.message ?? '';
}

/** For the completeness test: the back office's own codes all have words here. */
export const ADMIN_CODES_WITH_TEXT = ADMIN_ERROR_CODES.filter(isConsoleCode);
