import sharp from 'sharp';
import type { PDFDocument } from 'pdf-lib';

/** Pixels per inch assumed for an image that says none (or an absurd one): a scan's usual. */
const DEFAULT_DPI = 150;

/** Adds a PNG as a page of its own size (by its resolution) to a PDF being made. */
export async function addImagePage(out: PDFDocument, png: Buffer): Promise<void> {
  const { density } = await sharp(png).metadata();
  const image = await out.embedPng(png);
  const scale = 72 / (density && density > 30 ? density : DEFAULT_DPI);
  out.addPage([image.width * scale, image.height * scale]).drawImage(image, { x: 0, y: 0, width: image.width * scale, height: image.height * scale });
}
