import type { ApiError } from '../../api/ApiError';

/** What View Details shows and Copy to clipboard copies: enough to file a support ticket. */
export function errorDetails(err: ApiError): string {
  return JSON.stringify(
    { url: err.url, status: err.status, detail: err.detail, headers: err.responseHeaders, body: err.body ?? null },
    null,
    2,
  );
}
