import type { FieldMessage } from '../shared/validation/messages';

/** A call that answered 4xx/5xx, or was refused before sending (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldMessage[] = [],
    readonly url = '',
    readonly responseHeaders: Record<string, string> = {},
    readonly body: unknown = undefined,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}
