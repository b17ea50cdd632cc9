/**
 * A request signal that also gives up after `timeoutMs` (a lie-fi connection accepts a request and
 * never answers), and the test for what counts as a network error: the request got no HTTP answer
 * at all (docs/offline.md). An HTTP error status is an answer, not a network error.
 */

export function isNetworkError(error: unknown): boolean {
  // fetch rejects with a TypeError when the network fails (refused, reset, offline), and with the
  // signal's reason, a TimeoutError, when AbortSignal.timeout fires.
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

export function withTimeout(signal: AbortSignal | null | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  if (timeoutMs === undefined) return signal ?? undefined;
  const timeout = AbortSignal.timeout(timeoutMs);
  // AbortSignal.any: Safari 17.4+; before it, a call with its own signal keeps only that one.
  return signal ? (AbortSignal.any?.([signal, timeout]) ?? signal) : timeout;
}
