import { PDFDocument } from 'pdf-lib';
import yazl from 'yazl';
import { sniffedType } from '../sniffedType';
import { displayable } from './displayable';
import { addImagePage } from './imagePage';

export interface BundledFile {
  /** The name in a ZIP: unique within it (probill and image id). */
  name: string;
  data: Uint8Array;
}

/**
 * One PDF to print of several shipment documents: PDF pages are copied as they are (pdf-lib,
 * text stays text), JPEG and PNG become a page of their size, and a TIFF a page for each of
 * its pages (displayable: sharp reads every page). Files whose bytes are none of these are left out.
 */
export async function imagesPdf(files: BundledFile[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const f of files) {
    const type = await sniffedType(f.data);
    if (!type || !/^(application\/pdf|image\/)/.test(type)) continue;
    const shown = await displayable(f.data, type);
    if (shown.contentType === 'application/pdf') {
      const source = await PDFDocument.load(shown.data);
      for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
    } else if (shown.contentType === 'image/jpeg') {
      const image = await out.embedJpg(shown.data);
      out.addPage([image.width * 0.48, image.height * 0.48]).drawImage(image, { x: 0, y: 0, width: image.width * 0.48, height: image.height * 0.48 });
    } else {
      await addImagePage(out, Buffer.from(shown.data));
    }
  }
  return out.save();
}

/** The files themselves in one ZIP (yazl), each under its name; already compressed images are stored, not deflated again. */
export async function imagesZip(files: BundledFile[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const f of files) zip.addBuffer(Buffer.from(f.data), f.name, { compress: !/\.(jpe?g|png)$/i.test(f.name) });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
