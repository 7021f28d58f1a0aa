/**
 * A Content-Disposition for a download (RFC 6266): an ASCII `filename` for old
 * clients and the exact UTF-8 name in `filename*`. Path separators and control
 * characters never reach either.
 */
export function attachment(name: string): string {
  const clean = name.replace(/[\\/\x00-\x1f\x7f]/g, '_').trim() || 'export';
  const ascii = clean.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
