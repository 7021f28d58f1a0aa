import { useSyncExternalStore } from 'react';

/**
 * Companies the server confirmed (globals.company) for URLs outside the five brands. The
 * shell names the URL's company in a header so that the server refuses a token of another
 * company; for these it may only do so once the server has said the company exists.
 */
const confirmed = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

export function confirmServerCompany(code: string): void {
  if (confirmed.has(code)) return;
  confirmed.add(code);
  version += 1;
  for (const l of listeners) l();
}

export function isServerCompany(code: string): boolean {
  return confirmed.has(code);
}

/** Re-renders the caller when a company is confirmed. */
export function useServerCompanies(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
}
