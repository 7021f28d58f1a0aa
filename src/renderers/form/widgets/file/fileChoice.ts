import type { CallDef } from '../../../../api/callDef';
import { formatSize } from '../attachments/uploadLimits';

/** A file input's bounds: the media types a file may be and its largest size, within the call's own. */
export interface FileBounds {
  types: readonly string[];
  maxBytes: number;
}

/** What a file field's ui:options may narrow (never widen: the form contract refuses that at load). */
export interface FileOptions {
  accept?: readonly string[];
  maxBytes?: number;
}

/** No call bounds (a call without `upload` cannot take files): nothing is accepted. */
const NONE: FileBounds = { types: [], maxBytes: 0 };

/** The call's upload bounds narrowed by the field's options. */
export function fileBounds(upload: CallDef['upload'] | undefined, options: FileOptions): FileBounds {
  if (!upload) return NONE;
  const types = options.accept?.length ? upload.types.filter((t) => options.accept!.includes(t)) : upload.types;
  const maxBytes = options.maxBytes ? Math.min(options.maxBytes, upload.maxFileBytes) : upload.maxFileBytes;
  return { types, maxBytes };
}

/** Short names of media types as people know them: PDF, JPEG, PNG, TIFF, else the subtype. */
const LABELS: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/tiff': 'TIFF', 'image/gif': 'GIF', 'text/csv': 'CSV' };
export const typeLabel = (type: string) => LABELS[type] ?? type.split('/')[1]!.toUpperCase();

/** The hint under the input: 'PDF, JPEG, PNG or TIFF' and '25 MB'. */
export function boundsHint(bounds: FileBounds, or: string): { types: string; size: string } {
  const labels = bounds.types.map(typeLabel);
  const types = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} ${or} ${labels.at(-1)}` : (labels[0] ?? '');
  return { types, size: formatSize(bounds.maxBytes) };
}

/**
 * Why a chosen file cannot be sent (the English message, translated by the view), or null.
 * The browser's declared type is only a first sieve: the server types the bytes again and
 * refuses another type with 'Only PDF and image files are accepted'.
 */
export function fileProblem(file: { type: string; size: number }, bounds: FileBounds): string | null {
  if (!bounds.types.includes(file.type.toLowerCase())) return 'File type is not accepted';
  if (file.size > bounds.maxBytes) return 'File size is over limit';
  return null;
}
