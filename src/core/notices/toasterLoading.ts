/**
 * Whether the toaster's code has loaded. It loads with the first notice (zag's
 * toast machine is not needed before one), and the notices' view mounts then.
 */
let loaded = false;
const listeners = new Set<() => void>();

/** Called once by toaster.ts as its module runs. */
export function markToasterLoaded(): void {
  loaded = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Calls `listener` when the toaster has loaded (at once if it has); answers the unsubscribe. */
export function whenToasterLoaded(listener: () => void): () => void {
  if (loaded) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
