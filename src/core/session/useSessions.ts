import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSessions, type SessionSnapshot } from './sessionStore';
import type { CurrentSession } from './types';

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribeSessions, getSessionSnapshot);
}

/** This tab's session, whatever its company. */
export function useCurrentSession(): CurrentSession | null {
  return useSessionSnapshot().current;
}

/** This tab's session if it belongs to `company`: another company's session counts as none. */
export function useCompanySession(company: string | undefined): CurrentSession | null {
  const current = useCurrentSession();
  return current && company && current.company === company ? current : null;
}
