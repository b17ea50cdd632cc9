/**
 * The back office's one HTTP client: same origin, the session cookie (fetch's default
 * credentials, same-origin), `X-CSRF-Token` on every write, and a 401 ends the session. The
 * player's client (src/lib/api-client.ts) is not reused: it carries the player's credentials.
 *
 * Every call names a row of the back office's endpoint table (src/contract/endpoints/admin/) by
 * its key, "POST /adjustments": the path, the method, the parameters, the body and the answer's
 * type come from that row, so a fetcher that disagrees with the server fails the type check. The
 * table is imported as types only: no schema reaches the bundle.
 */
import { ADMIN_API_BASE, ADMIN_CSRF_HEADER } from '../../contract/admin';
import type { AdminApi, AdminEndpointKey } from '../../contract/endpoints/admin';
import { errorFromResponse } from '../../lib/api-error';
import { fillPath, queryString, splitKey, type ArgsOf, type RowParts, type RowResponse, type Scalar } from '../../lib/endpoint-call';
import { adminSession } from './admin-session';

interface RequestOptions {
  params?: Record<string, Scalar>;
  query?: Record<string, Scalar | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** False for the login steps: their 401 is an answer, not the end of a session. */
  endOn401?: boolean;
}

export type AdminCallOptions<K extends AdminEndpointKey> = RowParts<AdminApi[K]> & Pick<RequestOptions, 'headers' | 'endOn401'>;
export type AdminResponseOf<K extends AdminEndpointKey> = RowResponse<AdminApi[K]>;

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const csrf = adminSession.get()?.csrfToken;
  if (method !== 'GET' && csrf) headers[ADMIN_CSRF_HEADER] = csrf;
  // A write always sends a JSON body ({} when the row has none): an empty one with the JSON type is a 400.
  const body = method === 'GET' ? undefined : (options.body ?? {});
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${ADMIN_API_BASE}${fillPath(path, options.params)}${queryString(options.query)}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401 && options.endOn401 !== false) adminSession.end('ended');
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const adminClient = {
  /** Calls the back office's endpoint-table row `key` ("GET /withdrawals"). */
  call<K extends AdminEndpointKey>(key: K, ...[options]: ArgsOf<AdminCallOptions<K>>): Promise<AdminResponseOf<K>> {
    const [method, path] = splitKey(key);
    return request<AdminResponseOf<K>>(method, path, options as RequestOptions);
  },
};
