import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, validationError, type ErrorCode } from './errors';
import { fieldMessages, type AjvLikeError } from '../shared/validation/messages';
import { langOf } from './serverMessages';
import { hasBody } from './catalogue/bodyGate';
import { faultAnswer, isConnectionError, RETRY_AFTER_SECONDS } from './db/connectionFaults';

/** The catalogue code of a refusal Fastify or a plugin raised with its own status. */
const BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** A coded AppError for any error a request met: ours, Fastify's, a plugin's, or an unexpected one. */
export function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  // A connection fault that did not pass through the driver's own answer (connectionFaults.ts): nothing known written.
  if (isConnectionError(error)) return faultAnswer(error, false);
  if (error.validation) return validationError(fieldMessages(error.validation as unknown as AjvLikeError[]));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = BY_STATUS[status];
    if (known) return new AppError(known);
    // Fastify's content-type parsers (FST_ERR_CTP_*) and JSON's SyntaxError: the body could not be read.
    if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) return new AppError('MALFORMED_BODY');
    return new AppError('BAD_REQUEST');
  }
  request.log.error({ err: error }, 'unexpected error');
  return new AppError('INTERNAL');
}

/**
 * Every failure leaves in the pinned shape {code, detail, errors?} (00-contracts.md §4),
 * `code` from the one catalogue. Unexpected errors are logged here and answered
 * with a generic message: no stack, SQL or path.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, request);
  // Refused before its body was read (access, 413, 415): the connection closes after the answer, so the
  // client stops sending and the server never reads what it refused.
  if (request.drainBody) reply.removeHeader('connection');
  else if (hasBody(request) && !request.raw.complete) reply.header('connection', 'close');
  // A 503 always says when to try again.
  const retryAfter = appError.retryAfter ?? (appError.status === 503 ? RETRY_AFTER_SECONDS : undefined);
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  return reply.status(appError.status).type('application/json').send(appError.toBody(langOf(request.headers['accept-language'])));
}
