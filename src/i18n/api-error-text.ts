/**
 * The server's error codes (contract/api-error-codes.ts) in the player's language. The server's
 * own `message` is English and for developers; players read these. Several codes share a text
 * where a player can do the same thing about them. A code the app does not know (a newer server,
 * a proxy's `http_<status>`) gets the generic text.
 */
import type { ApiErrorCode } from '../contract/api-error-codes';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../contract/protection';
import { displayUsdt } from './format-amount';
import { formatDateTime } from './format-date';
import type { MessageId } from './messages/en';
import { t } from './t';

export const API_ERROR_MESSAGES: Record<ApiErrorCode, MessageId> = {
  missing_authorization: 'apiError.session',
  bad_auth_scheme: 'apiError.session',
  bad_init_data_encoding: 'apiError.session',
  init_data_invalid: 'apiError.session',
  hash_mismatch: 'apiError.session',
  invalid_auth_date: 'apiError.session',
  auth_date_in_future: 'apiError.session',
  auth_expired: 'apiError.session',
  token_expired: 'apiError.session',
  invalid_token: 'apiError.session',
  unknown_user: 'apiError.session',
  token_without_expiry: 'apiError.session',
  token_revoked: 'apiError.session',
  tma_required: 'apiError.session',
  invalid_user_id: 'login.problem.badProfile',
  invalid_user_name: 'login.problem.badProfile',
  invalid_username: 'login.problem.badProfile',
  metrics_unauthorized: 'apiError.unknown',
  webhook_unauthorized: 'apiError.unknown',
  circle_not_found: 'apiError.circleNotFound',
  already_withdrawn: 'apiError.alreadyWithdrawn',
  nothing_to_withdraw: 'apiError.nothingToWithdraw',
  circle_not_finished: 'apiError.circleNotFinished',
  insufficient_balance: 'apiError.insufficientBalance',
  payments_off: 'apiError.paymentsOff',
  no_bound_wallet: 'apiError.noBoundWallet',
  withdraw_below_min: 'apiError.withdrawBelowMin',
  withdraw_daily_limit: 'apiError.withdrawDailyLimit',
  withdraw_above_balance: 'apiError.withdrawAboveBalance',
  // The wallet screen's Connect button says "not connected, try again" itself; elsewhere a request to reload.
  proof_payload_unknown: 'apiError.badRequest',
  proof_expired: 'apiError.badRequest',
  proof_domain_mismatch: 'apiError.badRequest',
  proof_invalid: 'apiError.badRequest',
  wallet_unsupported: 'apiError.badRequest',
  limit_reached: 'apiError.limitReached',
  timed_out: 'apiError.timedOut',
  self_excluded: 'apiError.selfExcluded',
  exclusion_not_offered: 'apiError.exclusionNotOffered',
  order_too_soon: 'apiError.orderTooSoon',
  terms_required: 'apiError.termsRequired',
  verification_required: 'apiError.verificationRequired',
  jurisdiction_blocked: 'apiError.jurisdictionBlocked',
  nothing_held: 'apiError.nothingHeld',
  wallet_not_bound: 'apiError.badRequest',
  indexer_unavailable: 'apiError.server',
  // The order details screen says "not found" itself; elsewhere it is a request to reload.
  order_not_found: 'apiError.badRequest',
  idempotency_key_reused: 'apiError.badRequest',
  rate_limited: 'apiError.rateLimited',
  invalid_request: 'apiError.badRequest',
  payload_too_large: 'apiError.badRequest',
  unsupported_media_type: 'apiError.badRequest',
  malformed_json: 'apiError.badRequest',
  bad_request: 'apiError.badRequest',
  not_found: 'apiError.badRequest',
  bad_url: 'apiError.badRequest',
  // The request did not arrive whole in time: a slow or broken connection.
  request_timeout: 'apiError.network',
  headers_too_large: 'apiError.badRequest',
  database_unavailable: 'apiError.server',
  bot_api_failed: 'apiError.server',
  draining: 'apiError.server',
  internal_error: 'apiError.server',
};

/** The message id for `code`: the contract's codes, a proxy's 5xx page, else the generic text. */
export function apiErrorMessageId(code: string): MessageId {
  if (Object.hasOwn(API_ERROR_MESSAGES, code)) return API_ERROR_MESSAGES[code as ApiErrorCode];
  return code.startsWith('http_5') ? 'apiError.server' : 'apiError.unknown';
}

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T => (values as readonly string[]).includes(value ?? '');

/**
 * A player protection refusal with its details (server/protection/order-gate.ts): which limit, for
 * which period and when it resets, or when the break ends, in the player's language and dates.
 * Null when the details are not what the app knows: the code's plain text then.
 */
function refusalText(code: string, details: Record<string, string>): string | null {
  const { kind, period, limit, resetsAt, until, permanent } = details;
  if (code === 'limit_reached' && isOneOf(LIMIT_KINDS, kind) && isOneOf(LIMIT_PERIODS, period) && limit && resetsAt) {
    return t('apiError.limitReachedDetail', {
      kind: t(`protection.kind.${kind}`),
      period: t(`protection.period.${period}`),
      limit: displayUsdt(limit),
      date: formatDateTime(resetsAt),
    });
  }
  if (code === 'timed_out' && until) return t('apiError.timedOutUntil', { date: formatDateTime(until) });
  if (code === 'self_excluded' && permanent === 'true') return t('apiError.selfExcludedPermanently');
  if (code === 'self_excluded' && until) return t('apiError.selfExcludedUntil', { date: formatDateTime(until) });
  return null;
}

/** The text for a server error `code` (and its `details`, when it has them) in the language on screen. */
export function apiErrorText(code: string, details?: Record<string, string>): string {
  return (details && refusalText(code, details)) ?? t(apiErrorMessageId(code));
}

/**
 * Any failure of an API call, for the player: an answer with an error code (lib/api-error.ts's
 * ApiError) by its code, anything else (no network, a dropped connection) as a connection problem.
 */
export function failureText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const details = (error as { body?: { error?: { details?: Record<string, string> } } }).body?.error?.details;
  if (error instanceof Error && error.name === 'ApiError' && typeof code === 'string') return apiErrorText(code, details);
  return t('apiError.network');
}
