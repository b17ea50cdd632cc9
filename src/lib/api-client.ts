/**
 * The one HTTP client of the app (docs/product.md section 7): base `VITE_API_BASE + /api/v1`, the
 * Authorization header of session/credentials.ts on every call, path and query parameters, JSON
 * bodies; a non-OK response throws an ApiError carrying the server's error body. Components never
 * call fetch: they use the per-endpoint hooks built on this.
 *
 * Every call names a row of the endpoint table (src/contract/endpoints/) by its key, "POST
 * /game/orders": the path, the method, the parameters, the body and the answer's type all come from
 * that row, so a fetcher that disagrees with the server fails the type check. The table is imported
 * as types only: no schema reaches the bundle.
 */
import { API_BASE_PATH } from '../contract/constants';
import type { PlayerApi, PlayerEndpointKey } from '../contract/endpoints';
import { errorFromResponse } from './api-error';
import { fillPath, queryString, splitKey, type ArgsOf, type RowParts, type RowResponse, type Scalar } from './endpoint-call';
import { REQUEST_TIMEOUT_MS, reachability } from './app-reachability';
import { isNetworkError, withTimeout } from './fetch-with-timeout';
import type { Reachability } from './reachability';
import { currentAuthorization, rejectAuthorization } from './session/credentials';
import { referralHeaders } from './session/referral';
import { appConfig } from '../config';

export interface RequestOptions {
  /** Values for `:name` placeholders in the path, percent-encoded. */
  params?: Record<string, Scalar>;
  /** Query parameters; undefined and null are left out. */
  query?: Record<string, Scalar | null | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** False for the calls that create credentials (login), which must not send stale ones. */
  authorize?: boolean;
  /** 'text': the answer's body as it is (a CSV statement), not parsed as JSON. */
  responseType?: 'json' | 'text';
}

export interface ApiClientConfig {
  baseUrl: string;
  authorization: () => string | null;
  /** Headers added to every call, read per call (the pending referral of session/referral.ts). */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
  /**
   * The server refused `authorization` (401). Returns true when another credential is left to try:
   * the call is then sent once more with it (an Idempotency-Key header keeps an order single).
   */
  onUnauthorized?: (authorization: string | null) => boolean;
  /** Told whether the server answered or the network failed (lib/reachability.ts). */
  reachability?: Pick<Reachability, 'reportNetworkError' | 'reportAnswer'>;
  /** A call with no answer after this long fails as a network error (lie-fi); none when unset. */
  timeoutMs?: number;
}

type Row<K extends PlayerEndpointKey> = PlayerApi[K];

/** What a call of the row `K` sends: its path parameters, query and body as the row's schemas take them. */
export type CallOptions<K extends PlayerEndpointKey> = RowParts<Row<K>> & Omit<RequestOptions, 'params' | 'query' | 'body'>;

/** What the row `K` answers on success (any of its statuses). */
export type ResponseOf<K extends PlayerEndpointKey> = RowResponse<Row<K>>;

export function createApiClient(config: ApiClientConfig) {
  const { baseUrl, authorization, headers: extraHeaders, fetch: fetchImpl, onUnauthorized, reachability: reach, timeoutMs } = config;
  async function send(method: string, url: string, options: RequestOptions): Promise<{ response: Response; auth: string | null }> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders?.(), ...options.headers };
    const auth = options.authorize === false ? null : authorization();
    if (auth) headers.Authorization = auth;
    const init: RequestInit = { method, headers, signal: withTimeout(options.signal, timeoutMs) };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    // Looked up per call (not captured at import) so tests can fake the network edge.
    const fetchNow = fetchImpl ?? globalThis.fetch;
    try {
      const response = await fetchNow(url, init);
      reach?.reportAnswer();
      return { response, auth };
    } catch (error) {
      // The caller's own abort (a query cancelled) says nothing about the network.
      if (isNetworkError(error) && !options.signal?.aborted) reach?.reportNetworkError();
      throw error;
    }
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = `${baseUrl}${fillPath(path, options.params)}${queryString(options.query)}`;
    let { response, auth } = await send(method, url, options);
    // Every call's 401 goes one way (docs/sessions.md): the credential is dropped, and the call is
    // tried once more only when another one is left (launch data after a revoked session token).
    // A call that carries no credential on purpose (login) is not part of the session.
    const inSession = options.authorize !== false;
    if (response.status === 401 && inSession && onUnauthorized?.(auth)) {
      await response.body?.cancel().catch(() => {});
      ({ response, auth } = await send(method, url, options));
      if (response.status === 401) onUnauthorized(auth);
    }
    if (!response.ok) throw await errorFromResponse(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (options.responseType === 'text') return text as T;
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Calls the endpoint-table row `key` ("GET /game/history"). */
  function call<K extends PlayerEndpointKey>(key: K, ...[options]: ArgsOf<CallOptions<K>>): Promise<ResponseOf<K>> {
    const [method, path] = splitKey(key);
    return request<ResponseOf<K>>(method, path, options as RequestOptions);
  }

  return { call, request };
}

/** The app's client: same origin unless VITE_API_BASE names the backend host. */
export const apiClient = createApiClient({
  baseUrl: `${appConfig.apiBase}${API_BASE_PATH}`,
  authorization: currentAuthorization,
  headers: referralHeaders,
  onUnauthorized: rejectAuthorization,
  reachability,
  timeoutMs: REQUEST_TIMEOUT_MS,
});
