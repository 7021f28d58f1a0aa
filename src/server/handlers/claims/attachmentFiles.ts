import { validationError } from '../../errors';
import type { UploadedFile } from '../../multipart';

/** The uploader's default (02-business.md §5 Uploads): pdf and images. SVG is left out: it can carry script. */
export const ACCEPTED_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/tiff', 'image/bmp', 'image/webp']);

/** Claim, EDI and feature-request attachments: 25 MB each (02-business.md §9). */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** A stored name: the last path part, without control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'attachment';
}

/** The request's 'file' parts, each checked for size and type; the field's message otherwise. */
export function acceptedFiles(files: UploadedFile[] | null): UploadedFile[] {
  const parts = (files ?? []).filter((f) => f.field === 'file');
  if (!parts.length) throw validationError([{ pointer: '/file', message: 'Field is required' }]);
  for (const f of parts) {
    if (f.data.length > MAX_ATTACHMENT_BYTES) throw validationError([{ pointer: '/file', message: 'File size is over limit' }]);
    if (!ACCEPTED_TYPES.has(f.contentType.toLowerCase())) throw validationError([{ pointer: '/file', message: 'Only PDF and image files are accepted' }]);
  }
  return parts;
}

/** content-disposition for a download (RFC 6266): a plain ASCII name and the exact UTF-8 one. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
