import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import type { SourceDocument } from './sourceDocument';
import { addImagePage } from './imagePage';

export type OutputFormat = 'PDF' | 'TIFF' | 'JPEG';

export interface Output {
  data: Uint8Array;
  contentType: string;
  extension: string;
}

/** The pages as one PDF: copied page by page from a PDF (text stays text), else each image on a page of its size. */
async function asPdf(source: SourceDocument, pages: number[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  if (source.pdf) {
    const copied = await out.copyPages(source.pdf, pages.map((p) => p - 1));
    for (const page of copied) out.addPage(page);
  } else {
    for (const p of pages) await addImagePage(out, await source.pageImage(p));
  }
  return out.save();
}

/** The pages as raw RGB of one size (the first page's): TIFF pages and a JPEG strip must share a width. */
async function rasterPages(source: SourceDocument, pages: number[]) {
  const first = await sharp(await source.pageImage(pages[0]!)).metadata();
  const width = first.width!;
  const height = first.height!;
  const raws: Buffer[] = [];
  for (const p of pages) {
    raws.push(await sharp(await source.pageImage(p)).resize(width, height, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer());
  }
  return { width, height, data: Buffer.concat(raws) };
}

/**
 * The selected pages in the asked format: PDF (pdf-lib), a multi-page TIFF (sharp, one
 * page per page, LZW), or a JPEG (sharp; several pages are stacked top to bottom into one
 * image, since a JPEG has a single page).
 */
export async function writeOutput(source: SourceDocument, pages: number[], format: OutputFormat): Promise<Output> {
  if (format === 'PDF') return { data: await asPdf(source, pages), contentType: 'application/pdf', extension: 'pdf' };
  const { width, height, data } = await rasterPages(source, pages);
  const raw = { width, height: height * pages.length, channels: 3 as const, pageHeight: height };
  if (format === 'TIFF') return { data: await sharp(data, { raw }).tiff({ compression: 'lzw' }).toBuffer(), contentType: 'image/tiff', extension: 'tif' };
  return { data: await sharp(data, { raw: { width, height: height * pages.length, channels: 3 } }).jpeg({ quality: 85 }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
}
