import { onApiContextChange, setApiContext } from '../../api/apiContext';
import { callApi } from '../../api/client';

/** The secondary sign-on status kept in long-lived storage (01-shell.md §3, §9). */
export const OIDC_KEY = 'freightPortal.oidcStatus';
/** 02-business.md §9: the status is polled every 3 seconds while the sign-on dialog is open. */
export const OIDC_POLL_MS = 3000;

export interface OidcStatus {
  source: string;
  authorized: boolean;
  expires: string | null;
}

export function storedOidcStatus(): OidcStatus | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(OIDC_KEY) ?? 'null');
    return parsed && typeof parsed.source === 'string' ? (parsed as OidcStatus) : null;
  } catch {
    return null;
  }
}

/**
 * Engages auto-refresh for one source: the status header then travels with
 * every call. Only one source at a time (01-shell.md §4): engaging a second
 * one is an error; engaging the same one again is nothing new.
 */
export function engageOidc(source: string): void {
  const engaged = storedOidcStatus();
  if (engaged && engaged.source !== source) throw new Error(`Secondary sign-on is already engaged for ${engaged.source}`);
  if (engaged) return;
  const status: OidcStatus = { source, authorized: false, expires: null };
  localStorage.setItem(OIDC_KEY, JSON.stringify(status));
  setApiContext({ oidcStatus: JSON.stringify(status) });
}

export function disengageOidc(): void {
  localStorage.removeItem(OIDC_KEY);
  setApiContext({ oidcStatus: null });
}

/** Keeps the stored status in step with the header the server answers (client.ts copies it into the context). */
export function persistOidcStatus(): () => void {
  const stored = storedOidcStatus();
  if (stored) setApiContext({ oidcStatus: JSON.stringify(stored) });
  return onApiContextChange((c) => {
    if (!c.oidcStatus) return;
    try {
      const status = JSON.parse(c.oidcStatus) as OidcStatus;
      if (storedOidcStatus()?.source === status.source) localStorage.setItem(OIDC_KEY, c.oidcStatus);
    } catch {
      // A header that is not JSON is not a status.
    }
  });
}

/** Asks the server for the engaged source's status (GET oidc/status), every 3 seconds until stopped or authorized. */
export function pollOidcStatus(source: string, onStatus: (s: OidcStatus) => void): () => void {
  engageOidc(source);
  let timer: number | undefined;
  const controller = new AbortController();
  const ask = async () => {
    try {
      const status = await callApi('oidc.status', {
        query: { source },
        signal: controller.signal,
      });
      onStatus({
        source: status.source,
        authorized: status.authorized,
        expires: status.expires ?? null,
      });
      if (status.authorized) return;
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
    }
    timer = window.setTimeout(() => void ask(), OIDC_POLL_MS);
  };
  void ask();
  return () => {
    controller.abort();
    window.clearTimeout(timer);
  };
}
