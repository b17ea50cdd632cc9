/** An error the API answers as `{error: {code, message}}` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = (code: string, message: string) => new ApiError(401, code, message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
