import type { CurrentSession, Session } from './types';
import { splitSessionKey } from './sessionKey';

/** Every session of the browser, shared by its tabs (01-shell.md §9: long-lived storage). */
export const SESSIONS_KEY = 'freightPortal.sessions';
/** The session this tab works with (per browser session). */
export const CURRENT_KEY = 'freightPortal.currentSession';

export interface SessionSnapshot {
  sessions: Readonly<Record<string, Session>>;
  currentKey: string | null;
  current: CurrentSession | null;
}

function readMap(): Record<string, Session> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSIONS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Session>) : {};
  } catch {
    // A corrupt entry must not lock the user out: start over without sessions.
    return {};
  }
}

function writeMap(map: Record<string, Session>): void {
  localStorage.setItem(SESSIONS_KEY, JSON.stringify(map));
}

function read(): SessionSnapshot {
  const sessions = readMap();
  const currentKey = sessionStorage.getItem(CURRENT_KEY);
  const session = currentKey ? sessions[currentKey] : undefined;
  const current = currentKey && session ? { key: currentKey, ...splitSessionKey(currentKey), session } : null;
  return { sessions, currentKey, current };
}

let snapshot: SessionSnapshot | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  snapshot = read();
  for (const l of listeners) l();
}

function onStorage(e: StorageEvent): void {
  // Another tab signed in or out: its sessions are ours too.
  if (e.key === null || e.key === SESSIONS_KEY) changed();
}

export function getSessionSnapshot(): SessionSnapshot {
  snapshot ??= read();
  return snapshot;
}

export function subscribeSessions(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getSession(key: string): Session | null {
  return readMap()[key] ?? null;
}

/** Adds or replaces a session and makes it this tab's current one. */
export function openSession(key: string, session: Session): void {
  writeMap({ ...readMap(), [key]: session });
  sessionStorage.setItem(CURRENT_KEY, key);
  changed();
}

export function updateSession(key: string, patch: Partial<Session>): void {
  const map = readMap();
  const existing = map[key];
  if (!existing) return;
  writeMap({ ...map, [key]: { ...existing, ...patch } });
  changed();
}

/** Forgets a session; the tab has no current session afterwards if it was this one. */
export function removeSession(key: string): void {
  const { [key]: _removed, ...rest } = readMap();
  writeMap(rest);
  if (sessionStorage.getItem(CURRENT_KEY) === key) sessionStorage.removeItem(CURRENT_KEY);
  changed();
}

export function setCurrentSessionKey(key: string | null): void {
  if (key) sessionStorage.setItem(CURRENT_KEY, key);
  else sessionStorage.removeItem(CURRENT_KEY);
  changed();
}
