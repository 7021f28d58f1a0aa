import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';

const require = createRequire(import.meta.url);
const fontFile = (face: string) => join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', `${face}.ttf`);
// Read once and embedded (subset) in every document, so French accents print alike on every printer.
let fonts: { regular: Buffer; bold: Buffer } | null = null;

export type Doc = PDFKit.PDFDocument;

/** A pdfkit document in DejaVu Sans ('Regular', 'Bold'), pages added by the caller. */
export function pdfDocument(title: string): Doc {
  fonts ??= { regular: readFileSync(fontFile('DejaVuSans')), bold: readFileSync(fontFile('DejaVuSans-Bold')) };
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title, Producer: 'Freight portal', Creator: 'Freight portal' } });
  doc.registerFont('Regular', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  return doc;
}

/**
 * A Code 128 barcode of a number as PNG, drawn by bwip-js (the barcode
 * writer in pure JavaScript: no native canvas on the server). Code 128
 * because every handheld scanner of a dock reads it and it packs digits
 * two to a symbol, so a 10-digit probill fits a small label.
 */
export function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: false, paddingwidth: 10, paddingheight: 4 });
}

/** A drawn document sent as a download: ended here, streamed to the client as pdfkit writes it. */
export function sendPdf(reply: import('fastify').FastifyReply, doc: Doc, fileName: string, disposition: (name: string) => string) {
  doc.end();
  return reply.header('content-type', 'application/pdf').header('content-disposition', disposition(fileName)).send(doc);
}
