import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorCode } from '../../src/contract/api-error-codes';
import type { ApiErrorBody } from '../../src/contract/api-types';
import { ApiError, type ErrorCode } from './api-error';

/** Fastify's own client errors, given stable codes and messages a user can act on. */
const FASTIFY_CODES: Record<string, { code: ApiErrorCode; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is larger than 16 KB' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Send the body as application/json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformed_json', message: 'The body is empty but declared as JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request' },
};

type ErrorWithValidation = FastifyError & { validationContext?: string };

function describeValidation(error: ErrorWithValidation): string {
  const where = error.validationContext ?? 'request';
  return (error.validation ?? [])
    .map((issue) => `${where}${issue.instancePath.replace(/\//g, '.').replace(/^\.$/, '')}: ${issue.message}`)
    .join('; ');
}

export function toBody(code: ErrorCode, message: string, details?: Record<string, string>): ApiErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

/** One error handler for the whole server: every failure leaves as `{error: {code, message}}`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<ErrorWithValidation>((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(toBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send(toBody('invalid_request', describeValidation(error)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(toBody('rate_limited', error.message));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (status < 500) {
      const code = known?.code ?? (error instanceof SyntaxError ? 'malformed_json' : 'bad_request');
      return reply.code(status).send(toBody(code, known?.message ?? error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(toBody('internal_error', 'Something went wrong on our side'));
  });
}
