import type { FieldMessage } from '../shared/validation/messages';
import { errorStatuses, type ErrorCode } from './generated/errorCodes';

export type { ErrorCode };

/** Failures the browser meets without a coded answer of the server: no answer, or one it cannot use. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'NO_FILE_NAME' | 'UNEXPECTED_ANSWER';
/** What an ApiError's code may be: the server's catalogue code, or the browser's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatuses, value);
}

/** The code of an answer that carries none (a proxy's page, a test's bare status): the catalogue's generic one. */
function codeOfStatus(status: number): ApiErrorCode {
  if (status === 0) return 'NETWORK_ERROR';
  const generic: Partial<Record<number, ErrorCode>> = { 400: 'BAD_REQUEST', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 413: 'BODY_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'TOO_MANY_REQUESTS' };
  return generic[status] ?? (status >= 500 ? 'INTERNAL' : 'UNEXPECTED_ANSWER');
}

/**
 * A call that answered 4xx/5xx, or was refused before sending (status 0).
 * `code` is what the browser decides on (00-contracts.md §4): the server's
 * catalogue code from the answer's body; `detail` is text to show, in the
 * user's language, never to compare.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldMessage[] = [],
    readonly url = '',
    readonly responseHeaders: Record<string, string> = {},
    readonly body: unknown = undefined,
    code?: ApiErrorCode,
  ) {
    super(detail);
    this.name = 'ApiError';
    const answered = (body as { code?: unknown } | undefined)?.code;
    this.code = code ?? (isErrorCode(answered) ? answered : codeOfStatus(status));
  }

  /** An error with its code given (the browser's own refusals, and tests standing in for the server). */
  static coded(status: number, code: ApiErrorCode, detail: string, errors: FieldMessage[] = []): ApiError {
    return new ApiError(status, detail, errors, '', {}, undefined, code);
  }
}
