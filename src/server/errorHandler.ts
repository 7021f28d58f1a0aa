import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, validationError } from './errors';
import { fieldMessages, type AjvLikeError } from '../shared/validation/messages';
import { langOf } from './serverMessages';
import { hasBody } from './catalogue/bodyGate';

/**
 * Every failure leaves in the pinned shape {detail, errors?}. Unexpected errors
 * are logged here and answered with a generic message: no stack, SQL or path.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let appError: AppError;
  if (error instanceof AppError) appError = error;
  else if (error.validation) appError = validationError(fieldMessages(error.validation as unknown as AjvLikeError[]));
  else if (error.statusCode === 413) appError = new AppError('BODY_TOO_LARGE');
  else if (error.statusCode === 415) appError = new AppError('UNSUPPORTED_MEDIA_TYPE');
  else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) appError = new AppError('MALFORMED_BODY');
  else {
    request.log.error({ err: error }, 'unexpected error');
    appError = new AppError('INTERNAL');
  }
  // Refused before its body was read (access, 413, 415): the connection closes after the answer, so the
  // client stops sending and the server never reads what it refused.
  if (request.drainBody) reply.removeHeader('connection');
  else if (hasBody(request) && !request.raw.complete) reply.header('connection', 'close');
  if (appError.code === 'TOO_MANY_ATTEMPTS' && appError.retryAfter) reply.header('retry-after', String(appError.retryAfter));
  return reply.status(appError.status).type('application/json').send(appError.toBody(langOf(request.headers['accept-language'])));
}
