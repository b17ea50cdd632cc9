import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** The whole request (headers and body) must arrive within this: a slow upload is cut with 408. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A socket with no bytes either way for this long is closed (a dead client holding a handler). */
const MIN_IDLE_TIMEOUT_MS = 120_000;

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request was not received in time' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request headers are too large' },
};
const BAD_REQUEST = { status: 400, code: 'bad_request', message: 'The request could not be parsed' };

/**
 * Errors Node raises before Fastify sees a request (a timeout while reading it, unparseable HTTP):
 * answered on the raw socket in the API's `{error: {code, message}}` shape, then the socket closes.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * Fastify's timeouts (both off by default). requestTimeout only covers receiving the request, so
 * an event stream's long response is never cut by it; the idle timeout stays above twice the
 * stream's heartbeat, which writes a comment on every open stream that often.
 */
export function timeoutOptions(heartbeatMs: number, requestTimeoutMs = REQUEST_TIMEOUT_MS): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'clientErrorHandler'> & { http: ServerOptions } {
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
    clientErrorHandler,
  };
}
