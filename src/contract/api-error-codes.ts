/**
 * Every `code` the server answers in `{error: {code, message}}`: the server's error helpers are
 * typed against this list (server/http/api-error.ts), so a renamed or new code fails the type
 * check until the app has a translated message for it (src/i18n/api-error-text.ts).
 */
export const API_ERROR_CODES = [
  // 401: the credentials (server/auth/*).
  'missing_authorization',
  'bad_auth_scheme',
  'bad_init_data_encoding',
  'init_data_invalid',
  'hash_mismatch',
  'invalid_auth_date',
  'auth_date_in_future',
  'auth_expired',
  'token_expired',
  'invalid_token',
  'unknown_user',
  // 401: session tokens (server/auth/tokens.ts, server/routes/session.ts).
  'token_without_expiry',
  'token_revoked',
  'tma_required',
  // 401: a Telegram identity that is signed but unusable (server/telegram/telegram-profile.ts).
  'invalid_user_id',
  'invalid_user_name',
  'invalid_username',
  // 401: GET /metrics without its token (server/http/metrics.ts).
  'metrics_unauthorized',
  // 401: POST /telegram/webhook without Telegram's secret (server/bot/webhook-route.ts).
  'webhook_unauthorized',
  // 409: withdraws (server/referrals/withdraw.ts) and orders (server/game/place-order.ts).
  'circle_not_found',
  'already_withdrawn',
  'nothing_to_withdraw',
  'circle_not_finished',
  'insufficient_balance',
  // 409: the server runs without payments (PAYMENTS is not on; server/routes/wallet.ts).
  'payments_off',
  // 409: a withdrawal the player cannot make (server/payments/request-withdrawal.ts).
  'no_bound_wallet',
  'withdraw_below_min',
  'withdraw_daily_limit',
  'withdraw_above_balance',
  // 400: a TON Connect ton_proof that binds nothing (server/payments/ton-proof.ts).
  'proof_payload_unknown',
  'proof_expired',
  'proof_domain_mismatch',
  'proof_invalid',
  'wallet_unsupported',
  // 403: player protection refuses an order (server/protection/order-gate.ts), with details.
  'limit_reached',
  'timed_out',
  'self_excluded',
  // 403: an order sooner than the jurisdiction's minimum game cycle after the previous one, with {nextAt, seconds}.
  'order_too_soon',
  // 422: a self-exclusion length the player's jurisdiction profile does not offer, with {offered}.
  'exclusion_not_offered',
  // 403: the deposit flow before the terms in force are accepted (server/protection/terms-gate.ts).
  'terms_required',
  // 403: below the verification tier an action needs, or a country the licence does not cover (server/compliance/).
  'verification_required',
  'jurisdiction_blocked',
  // 409: POST /wallet/held/withdraw with no held deposit.
  'nothing_held',
  // 409 / 502: GET /wallet/jetton-wallet without a bound wallet, or the indexer not answering.
  'wallet_not_bound',
  'indexer_unavailable',
  // 404: an order id that is not one of the caller's (server/routes/game-seed.ts).
  'order_not_found',
  // 422: an Idempotency-Key sent again with another body.
  'idempotency_key_reused',
  // 429.
  'rate_limited',
  // Malformed requests (server/http/error-handler.ts).
  'invalid_request',
  'payload_too_large',
  'unsupported_media_type',
  'malformed_json',
  'bad_request',
  'not_found',
  // Refused by the HTTP layer before routing (server/http/framework-errors.ts).
  'bad_url',
  'request_timeout',
  'headers_too_large',
  // 503: readiness and a draining instance (server/routes/health.ts, server/cluster/drain.ts).
  'database_unavailable',
  // 502: Telegram's Bot API refused or failed (server/telegram/bot-api.ts).
  'bot_api_failed',
  'draining',
  // 500.
  'internal_error',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return (API_ERROR_CODES as readonly unknown[]).includes(value);
}
