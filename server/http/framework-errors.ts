import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiErrorCode } from '../../src/contract/api-error-codes';
import type { ApiErrorBody } from '../../src/contract/api-types';

const body = (code: ApiErrorCode, message: string) => JSON.stringify({ error: { code, message } } satisfies ApiErrorBody);

/** The HTTP parser's refusals (before Fastify has a request), by Node's error code. */
const CLIENT_ERRORS: Record<string, { status: number; code: ApiErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request headers are too large' },
};
const MALFORMED: { status: number; code: ApiErrorCode; message: string } = { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };

/**
 * Fastify answers these itself in its own shape (`{error, message, statusCode}`); these options keep
 * `{error: {code, message}}` for every answer, as error-handler.ts does for the rest.
 */
export const frameworkErrorOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  // Before routing: a URL that does not percent-decode (FST_ERR_BAD_URL), a failed route constraint.
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    void reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send(body(badUrl ? 'bad_url' : 'bad_request', badUrl ? 'The URL is not validly percent-encoded' : error.message));
  },
  // Written on the raw socket, as Fastify's default does (https://nodejs.org/api/http.html#event-clienterror).
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
    const text = body(code, message);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  },
};
