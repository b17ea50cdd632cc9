import type { ApiErrorCode } from '../../src/contract/api-error-codes';

/**
 * An error the API answers as `{error: {code, message}}` with its HTTP status. The code is one of
 * the contract's list, which the app translates; the message is for developers and logs.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Facts the app shows beside the translated text (a limit and when it resets, an end date). */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = (code: ApiErrorCode, message: string) => new ApiError(401, code, message);
export const conflict = (code: ApiErrorCode, message: string) => new ApiError(409, code, message);
export const forbidden = (code: ApiErrorCode, message: string, details?: Record<string, string>) => new ApiError(403, code, message, details);
