/**
 * Keeps a target (a `?redirect=`, a short URL) only when it is a path of this site: it starts
 * with one '/' and stays on this origin once resolved. '//host', '/\host',
 * 'https://host' and 'javascript:' are refused, so a crafted link cannot send
 * a signed-in user elsewhere.
 */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw || raw[0] !== '/' || raw[1] === '/' || raw[1] === '\\') return null;
  // Browsers drop tabs and newlines from URLs, which would turn '/\t/host' into '//host'.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'http://portal.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return url.pathname + url.search + url.hash;
}
