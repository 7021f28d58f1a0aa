import { sameSitePath } from '../../shared/sameSitePath';

/**
 * Keeps a `?redirect=` target only when it is a path of this site (the rule
 * is shared with the server, which applies it to short URLs).
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  return sameSitePath(raw);
}
