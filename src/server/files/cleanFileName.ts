/** A stored name: the last path part, without control characters, at most 200 characters. */
export function cleanFileName(name: string, fallback = 'attachment'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || fallback;
}
