import { validationError } from '../../errors';
import type { UploadedFile } from '../../multipart';

export { cleanFileName } from '../../files/cleanFileName';

/**
 * The request's 'file' parts. Their size, count and type (by their bytes) were
 * checked while they streamed in, from the call's catalogue entry (multipart.ts).
 */
export function acceptedFiles(files: UploadedFile[] | null): UploadedFile[] {
  const parts = (files ?? []).filter((f) => f.field === 'file');
  if (!parts.length) throw validationError([{ pointer: '/file', message: 'Field is required' }]);
  return parts;
}

/** content-disposition for a download (RFC 6266): a plain ASCII name and the exact UTF-8 one. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
