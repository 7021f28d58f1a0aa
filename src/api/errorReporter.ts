import type { ApiError } from './ApiError';

/**
 * The error catalogue (01-shell.md §8) is shown by the shell; the client only
 * hands it errors of non-silent calls. Until the shell registers its handler
 * (tests, early start-up) errors are only thrown to their caller.
 */
type Reporter = (err: ApiError) => void;
let reporter: Reporter = () => {};

export function setErrorReporter(r: Reporter): void {
  reporter = r;
}

export function reportApiError(err: ApiError): void {
  reporter(err);
}
