import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { CallEntry } from './readCatalogue';

/** Largest body of an ordinary call (JSON or a form): a call may declare its own `bodyLimit`. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Whether a request comes with a body (announced by its length or its chunked encoding). */
export function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

function isMultipart(request: FastifyRequest): boolean {
  return /^\s*multipart\//i.test(String(request.headers['content-type'] ?? ''));
}

/**
 * What a call refuses from its headers alone, before a byte of its body is read:
 * a multipart body to a call that takes none (415), a body whose announced length
 * is over the call's limit (413). `call` is undefined for requests no catalogue
 * route answers (unknown calls, the browser app), which take no multipart body.
 */
export function refuseByHeaders(call: CallEntry | undefined, request: FastifyRequest): void {
  if (isMultipart(request) && call?.contentType !== 'multipart') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (!call) return;
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > (call.bodyLimit ?? DEFAULT_BODY_LIMIT)) throw new AppError('BODY_TOO_LARGE');
}
