/** The browser app's version (01-shell.md §9), the same as package.json's. */
export const FRONTEND_VERSION = '2.8.86';

/** 01-shell.md §9: the backend version is polled every 10 minutes. */
export const VERSION_POLL_MS = 600000;

/** The user counts as idle after this long without input, when a pending update may reload the page. */
export const IDLE_BEFORE_RELOAD_MS = 3000;

const BACKEND_VERSION_KEY = 'freightPortal.backendVersion';

export type UpdateState = 'current' | 'ready';

/** Remembers the backend version (long-lived storage) and says whether it differs from this app's. */
export function noteBackendVersion(version: string): UpdateState {
  try {
    localStorage.setItem(BACKEND_VERSION_KEY, version);
  } catch {
    // Storage full or denied: the comparison below still holds.
  }
  return version === FRONTEND_VERSION ? 'current' : 'ready';
}
