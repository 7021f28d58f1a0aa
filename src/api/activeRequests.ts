/**
 * The active-request tracker (01-shell.md §7.1): a request counts as active
 * until one second after its response, so the busy indicator does not flicker
 * between calls that follow each other.
 */
const RELEASE_DELAY_MS = 1000;
let active = 0;
const listeners = new Set<(n: number) => void>();

function emit() {
  for (const l of listeners) l(active);
}

export function trackRequest(): () => void {
  active += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    setTimeout(() => {
      active -= 1;
      emit();
    }, RELEASE_DELAY_MS);
  };
}

export function activeRequestCount(): number {
  return active;
}

export function onActiveRequests(listener: (n: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
