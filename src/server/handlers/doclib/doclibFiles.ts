import type { UploadedFile } from '../../multipart';
import { validationError } from '../../errors';
import type { ProcessingItem } from '../../documents/processDocument';
import type { NewFile } from '../../data/doclib/documentFiles';
import { cleanFileName } from '../../files/cleanFileName';
import { acceptedFiles } from '../claims/attachmentFiles';

/**
 * The files a library upload keeps: as sent, or, with processing items, the documents made
 * from the one file sent (split and converted on the server). Checked against the library's
 * limit in MB (25 by default) before anything is kept.
 */
export async function filesToKeep(files: UploadedFile[] | null, items: ProcessingItem[] | undefined, maxFileMb: number | null): Promise<NewFile[]> {
  const parts = acceptedFiles(files);
  const limit = (maxFileMb ?? 25) * 1024 * 1024;
  if (parts.some((p) => p.data.length > limit)) throw validationError([{ pointer: '/file', message: 'File size is over limit' }]);
  if (!items?.length) return parts.map((p) => ({ data: p.data, fileName: cleanFileName(p.fileName), pages: null }));
  if (parts.length !== 1) throw validationError([{ pointer: '/file', message: 'Processing items split one file' }]);
  // Loaded on the first processed upload: pdf.js, pdf-lib and sharp hold some 60 MiB of heap (uploadHandlers.ts).
  const { processDocument } = await import('../../documents/processDocument');
  const made = await processDocument(parts[0]!.data, parts[0]!.contentType, items);
  return made.map((d) => ({ data: d.data, fileName: d.fileName, pages: d.pages }));
}
