/** The error every failed API call throws (docs/product.md section 8: "any non-OK response throws the parsed JSON body"). */
import type { ApiErrorBody } from '../contract/api-types';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's `{error: {code, message}}`, or a generic one when the body was not that. */
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.error.message);
    this.status = status;
    this.body = body;
  }

  get code(): string {
    return this.body.error.code;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** Reads a failed response; a proxy's HTML page or an empty body becomes `http_<status>`. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    // Not JSON: fall through to the generic body.
  }
  if (isErrorBody(parsed)) return new ApiError(response.status, parsed);
  const message = `Request failed with status ${response.status}`;
  return new ApiError(response.status, { error: { code: `http_${response.status}`, message } });
}
