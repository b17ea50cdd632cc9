import type { AdminErrorCode } from '../../src/contract/admin';
import type { ApiErrorCode } from '../../src/contract/api-error-codes';

/** The player API's codes, and the back office's own (contract/admin.ts) under /admin/api. */
export type ErrorCode = ApiErrorCode | AdminErrorCode;

/**
 * An error the API answers as `{error: {code, message}}` with its HTTP status. The code is one of
 * the contract's list, which the app translates; the message is for developers and logs.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Facts the app shows beside the translated text (a limit and when it resets, an end date). */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = (code: ErrorCode, message: string) => new ApiError(401, code, message);
export const conflict = (code: ErrorCode, message: string) => new ApiError(409, code, message);
export const forbidden = (code: ErrorCode, message: string, details?: Record<string, string>) => new ApiError(403, code, message, details);
