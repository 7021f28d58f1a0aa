import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { addImagePage } from './imagePage';

/**
 * A file the browser's viewer can draw: PDF, JPEG and PNG as they are; a TIFF (which no
 * browser draws) becomes a PDF with one page per TIFF page, each page a lossless PNG at the
 * scan's own resolution, so the viewer's page navigation, rotation and zoom work on it.
 * Other images (GIF, WebP) become a PNG of their first frame.
 */
export async function displayable(data: Uint8Array, contentType: string): Promise<{ data: Uint8Array; contentType: string }> {
  if (contentType === 'application/pdf' || contentType === 'image/jpeg' || contentType === 'image/png') return { data, contentType };
  if (contentType === 'image/tiff') {
    const meta = await sharp(data).metadata();
    const out = await PDFDocument.create();
    for (let page = 0; page < (meta.pages ?? 1); page++) await addImagePage(out, await sharp(data, { page }).rotate().png().toBuffer());
    return { data: await out.save(), contentType: 'application/pdf' };
  }
  return { data: await sharp(data).png().toBuffer(), contentType: 'image/png' };
}
