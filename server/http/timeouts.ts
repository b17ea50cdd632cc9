import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** The whole request (headers and body) must arrive within this: a slow upload is cut with 408. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A socket with no bytes either way for this long is closed (a dead client holding a handler). */
const MIN_IDLE_TIMEOUT_MS = 120_000;

/**
 * Fastify's timeouts (both off by default). requestTimeout only covers receiving the request, so
 * an event stream's long response is never cut by it; the idle timeout stays above twice the
 * stream's heartbeat, which writes a comment on every open stream that often. A request that
 * times out is answered 408 in our error shape by framework-errors.ts's clientErrorHandler.
 */
export function timeoutOptions(heartbeatMs: number, requestTimeoutMs = REQUEST_TIMEOUT_MS): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout'> & { http: ServerOptions } {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: Math.max(MIN_IDLE_TIMEOUT_MS, heartbeatMs * 2),
    http: {
      // Given to Node when the server is created too: Fastify only sets requestTimeout afterwards,
      // and with Node's default headersTimeout (60 s, longer than ours) a stalled body was never cut.
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      // Node checks the deadlines on this interval (30 s by default): a quarter of the timeout.
      connectionsCheckingInterval: Math.max(100, Math.floor(requestTimeoutMs / 4)),
    },
  };
}
