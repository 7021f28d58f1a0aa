/**
 * When the user last did something in this tab (pointer, key, scroll, focus).
 * The expiry check refreshes the token only for an active user, and the
 * version update reloads only an idle one.
 */
let last = Date.now();
let installed = false;

export function markActivity(at = Date.now()): void {
  last = at;
}

export function lastActivity(): number {
  return last;
}

/** Active: something happened within the last `withinMs`. */
export function isActive(withinMs: number, now = Date.now()): boolean {
  return now - last < withinMs;
}

/** Starts listening (once per page). */
export function trackActivity(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const mark = () => markActivity();
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart', 'focus'])
    window.addEventListener(type, mark, { passive: true, capture: true });
}
