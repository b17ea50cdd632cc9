/**
 * fetch that gives up when no response has come after `timeoutMs` (a lie-fi connection accepts a
 * request and never answers), and the test for what counts as a network error: the request got no
 * HTTP answer at all (docs/offline.md). An HTTP error status is an answer, not a network error.
 */

export class RequestTimeoutError extends Error {
  override name = 'TimeoutError';
}

export function isNetworkError(error: unknown): boolean {
  // fetch rejects with a TypeError when the network fails (refused, reset, offline, CORS).
  return error instanceof TypeError || error instanceof RequestTimeoutError;
}

export async function fetchWithTimeout(
  fetchNow: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number | undefined,
): Promise<Response> {
  if (timeoutMs === undefined) return fetchNow(url, init);
  const controller = new AbortController();
  const outer = init.signal;
  const abort = () => controller.abort(outer?.reason);
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetchNow(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw timedOut ? new RequestTimeoutError(`no answer within ${timeoutMs} ms`) : error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}
