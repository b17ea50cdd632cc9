/**
 * The back office's one HTTP client: same origin, the session cookie (fetch's default
 * credentials, same-origin), `X-CSRF-Token` on every write, and a 401 ends the session. The
 * player's client (src/lib/api-client.ts) is not reused: it carries the player's credentials.
 */
import { ADMIN_API_BASE, ADMIN_CSRF_HEADER } from '../../contract/admin';
import { errorFromResponse } from '../../lib/api-error';
import { adminSession } from './admin-session';

type Query = Record<string, string | number | undefined | null>;

function url(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  const text = search.toString();
  return `${ADMIN_API_BASE}${path}${text ? `?${text}` : ''}`;
}

async function request<T>(method: string, path: string, options: { query?: Query; body?: unknown; headers?: Record<string, string>; endOn401?: boolean } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const csrf = adminSession.get()?.csrfToken;
  if (method !== 'GET' && csrf) headers[ADMIN_CSRF_HEADER] = csrf;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url(path, options.query), {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (response.status === 401 && options.endOn401 !== false) adminSession.end('ended');
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const adminClient = {
  get: <T>(path: string, query?: Query, endOn401?: boolean) => request<T>('GET', path, { query, endOn401 }),
  post: <T>(path: string, body?: unknown, endOn401?: boolean, headers?: Record<string, string>) => request<T>('POST', path, { body: body ?? {}, endOn401, headers }),
};
