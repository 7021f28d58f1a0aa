export interface Notice {
  type: 'success' | 'error' | 'info';
  /** Already translated. */
  title: string;
  description?: string;
  /** In milliseconds; the toaster's default when left out. */
  duration?: number;
  /** One button on the notice (already translated label). */
  action?: { label: string; onClick: () => void };
}

/**
 * Shows a notice in the app toaster; callers pass translated text. The
 * toaster's code is loaded with the first notice, not with the page.
 */
export function notify({ type, title, description, duration, action }: Notice): void {
  void import('./toaster').then(({ toaster }) => toaster.create({ type, title, description, duration, closable: true, action }));
}
