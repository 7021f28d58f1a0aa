import { drawImage } from './imageDocument';
import { drawPdfPage } from './pdfDocument';
import type { ViewerDocument } from './useViewerDocument';

/** Print quality: pages drawn at twice their 100% size. */
const PRINT_ZOOM = 2;

async function pageImage(draw: (canvas: HTMLCanvasElement) => Promise<void>): Promise<string> {
  const canvas = document.createElement('canvas');
  await draw(canvas);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('A page could not be drawn for printing');
  return URL.createObjectURL(blob);
}

/**
 * Every page of the document as an image (blob: URLs, which the policy's
 * img-src allows), upright, for the print view. The browser's own PDF viewer
 * is not used: the policy's object-src 'none' keeps plugins out of the page.
 */
export async function printPages(doc: ViewerDocument): Promise<string[]> {
  if (doc.phase === 'image') return [await pageImage(async (c) => drawImage(doc.image, c, 1, 0))];
  if (doc.phase !== 'pdf') return [];
  const urls: string[] = [];
  for (let page = 1; page <= doc.pdf.numPages; page++) urls.push(await pageImage((c) => drawPdfPage(doc.pdf, page, c, PRINT_ZOOM, 0).done));
  return urls;
}
