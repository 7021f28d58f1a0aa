import { toaster } from '../../core/notices/toaster';

/** A notice that stays while a call runs ('Sending email'); the answer dismisses it. */
export function progressNotice(title: string): () => void {
  const id = toaster.create({ type: 'loading', title, duration: Infinity });
  return () => toaster.dismiss(id);
}
