import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { validationError } from '../errors';
import { openPdf, renderPdfPage } from './renderPdfPages';

/** Images sharp reads (TIFF with its pages, GIF, BMP is not among them: refused as unreadable). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/tiff', 'image/gif', 'image/webp']);

/**
 * A file to split and convert, by the type its bytes are: a PDF (pages kept as PDF by
 * pdf-lib, drawn by pdf.js when an image is asked for) or an image (a multi-page TIFF's
 * pages read one by one by sharp).
 */
export interface SourceDocument {
  contentType: string;
  pageCount: number;
  /** The PDF as pdf-lib holds it, for page copies; null for an image. */
  pdf: PDFDocument | null;
  /** One page as a PNG, drawn from a PDF or read from an image's page. */
  pageImage(page: number): Promise<Buffer>;
  close(): Promise<void>;
}

const unreadable = () => validationError([{ pointer: '/file', message: 'The file cannot be read' }]);

export async function openSource(data: Uint8Array, contentType: string): Promise<SourceDocument> {
  if (contentType === 'application/pdf') {
    let pdf: PDFDocument;
    let pageCount: number;
    let drawn: PDFDocumentProxy | null = null;
    try {
      // An encrypted PDF is refused here too (pdf-lib cannot copy its pages).
      pdf = await PDFDocument.load(data, { ignoreEncryption: false, updateMetadata: false });
      pageCount = pdf.getPageCount();
    } catch {
      throw unreadable();
    }
    if (pageCount < 1) throw unreadable();
    return {
      contentType,
      pageCount,
      pdf,
      async pageImage(page) {
        drawn ??= await openPdf(data);
        return renderPdfPage(drawn, page);
      },
      async close() {
        await drawn?.destroy();
      },
    };
  }
  if (!IMAGE_TYPES.has(contentType)) throw unreadable();
  let pages: number;
  try {
    pages = (await sharp(data).metadata()).pages ?? 1;
  } catch {
    throw unreadable();
  }
  return {
    contentType,
    pageCount: pages,
    pdf: null,
    // Each page upright (EXIF orientation applied), as a PNG: lossless between the steps.
    pageImage: (page) => sharp(data, { page: page - 1 }).rotate().png().toBuffer(),
    close: async () => {},
  };
}
