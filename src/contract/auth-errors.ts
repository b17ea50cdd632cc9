import type { ApiErrorCode } from './api-error-codes';

/**
 * 401 codes for a Telegram identity the server refuses although Telegram signed it (launch data or
 * a login): the app explains them as a profile it cannot use. docs/security.md lists the rules.
 */
export const PROFILE_ERROR_CODES = ['invalid_user_id', 'invalid_user_name', 'invalid_username'] as const satisfies readonly ApiErrorCode[];
export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number];

/** Client-side refusal of a login redirect that does not carry this tab's one-time state. */
export const LOGIN_STATE_MISMATCH = 'login_state_mismatch';

/** The longest first or last name we keep, in characters after trimming (Telegram's own limit). */
export const MAX_NAME_CHARS = 64;
