import type { ViewerDocument } from '../pdfViewer/useViewerDocument';
import { sniffDocument } from '../pdfViewer/documentType';
import { openPdf } from '../pdfViewer/pdfDocument';

/** What the Prepare step shows of the chosen file before anything is sent. */
export type Preview =
  | { phase: 'loading' }
  | { phase: 'shown'; doc: ViewerDocument & { phase: 'pdf' | 'image' }; pages: number }
  /** TIFF: no browser draws it; processing still works (the server reads it). */
  | { phase: 'tiff' }
  | { phase: 'unavailable' };

const isTiff = (head: Uint8Array) => (head[0] === 0x49 && head[1] === 0x49 && head[2] === 0x2a && head[3] === 0) || (head[0] === 0x4d && head[1] === 0x4d && head[2] === 0 && head[3] === 0x2a);

/** Opens the chosen file as the viewer would, by its bytes (pdf.js for a PDF, the browser's decoder for JPEG and PNG). */
export async function openPreview(file: File): Promise<Preview> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isTiff(bytes)) return { phase: 'tiff' };
  const type = sniffDocument(bytes.subarray(0, 1024));
  const shown = { fileName: file.name, blob: file };
  try {
    if (type === 'pdf') {
      const pdf = await openPdf(bytes);
      return { phase: 'shown', doc: { phase: 'pdf', file: shown, pdf }, pages: pdf.numPages };
    }
    if (type) return { phase: 'shown', doc: { phase: 'image', file: shown, image: await createImageBitmap(file) }, pages: 1 };
  } catch {
    return { phase: 'unavailable' };
  }
  return { phase: 'unavailable' };
}

/** Frees what a preview holds (pdf.js's document, the decoded image). */
export function closePreview(preview: Preview): void {
  if (preview.phase !== 'shown') return;
  if (preview.doc.phase === 'pdf') void preview.doc.pdf.destroy();
  else preview.doc.image.close();
}
