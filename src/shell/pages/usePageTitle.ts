import { useEffect, useSyncExternalStore } from 'react';
import { useBrand } from '../themes/BrandProvider';

// The current page's title, which the menu bar shows with a subtitle (01-shell.md §2.2).
let current = '';
const listeners = new Set<() => void>();

function publish(title: string): void {
  if (title === current) return;
  current = title;
  for (const l of listeners) l();
}

/** The title the current page set (translated). */
export function useCurrentPageTitle(): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

/** Sets the browser tab's title (the page's translated title and the brand) and tells the menu bar. */
export function usePageTitle(title: string): void {
  const { name } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
    publish(title);
  }, [title, name]);
}
