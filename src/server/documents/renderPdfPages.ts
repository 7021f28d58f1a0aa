import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Resolution of pages drawn from a PDF for TIFF and JPEG output: a fax-quality scan. */
export const RENDER_DPI = 150;
/** The longest side of a drawn page in pixels: a huge page size cannot make a huge image. */
const MAX_SIDE = 5000;

interface NodeCanvas {
  toBuffer(type: 'image/png'): Buffer;
}

/**
 * Draws pages of a PDF to PNG with pdf.js, the renderer the viewer uses, on the canvas
 * package pdf.js takes in Node (@napi-rs/canvas, its optional dependency): sharp's libvips
 * is built without a PDF loader, and the PDF's own fonts and images are drawn as in the browser.
 */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  // Loaded when a PDF is first opened, not at start: pdf.js with its canvas takes tens of MiB of heap,
  // and a server that never splits a PDF (the benchmark's 96 MiB run) should not carry it.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js takes the buffer over (transfers it) and the caller keeps its bytes.
  return getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
}

export async function renderPdfPage(doc: PDFDocumentProxy, pageNumber: number): Promise<Buffer> {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_DPI / 72, MAX_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: NodeCanvas; context: unknown } } }).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context, viewport, canvas } as unknown as Parameters<typeof page.render>[0]).promise;
  page.cleanup();
  return canvas.toBuffer('image/png');
}
