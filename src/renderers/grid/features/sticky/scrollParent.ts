/** The nearest ancestor that scrolls vertically (a dialog body, a panel), or null for the window. */
export function scrollParentOf(el: Element | null): HTMLElement | null {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** Top and bottom of the visible area of a scroll parent (the window's when null), in viewport px. */
export function viewportOf(parent: HTMLElement | null): { top: number; bottom: number } {
  if (!parent) return { top: 0, bottom: window.innerHeight };
  const r = parent.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom };
}

/** Listens to scrolls of every scrolling ancestor and of the window; the returned function stops. */
export function onAnyScroll(el: Element, listener: () => void): () => void {
  const targets: (Element | Window)[] = [window];
  for (let node = el.parentElement; node; node = node.parentElement) targets.push(node);
  for (const t of targets) t.addEventListener('scroll', listener, { passive: true });
  window.addEventListener('resize', listener);
  return () => {
    for (const t of targets) t.removeEventListener('scroll', listener);
    window.removeEventListener('resize', listener);
  };
}
