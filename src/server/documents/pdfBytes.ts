import { pdfDocument, type Doc } from './pdfDocument';

/**
 * A Letter-size PDF drawn by `draw`, in DejaVu Sans (as the exports are, so
 * French accents print), as bytes. pdfkit streams; the documents here are a
 * few pages, so they are collected whole.
 */
export function pdfBytes(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = pdfDocument(title);
  doc.addPage({ size: 'LETTER', margin: 54 });
  doc.font('Regular');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A heading band with the carrier's name and the document's title. */
export function heading(doc: Doc, carrier: string, title: string, probill: string): void {
  doc.font('Bold').fontSize(18).text(carrier, { continued: false });
  doc.font('Regular').fontSize(13).text(title);
  doc.font('Bold').fontSize(12).text(`Probill ${probill}`, { align: 'right' });
  doc.moveTo(54, doc.y + 4).lineTo(558, doc.y + 4).stroke();
  doc.moveDown();
}

/** Label: value lines, two to a row. */
export function facts(doc: Doc, pairs: [string, string | number | null | undefined][]): void {
  doc.fontSize(10);
  for (const [label, value] of pairs) {
    doc.font('Bold').text(`${label}: `, { continued: true }).font('Regular').text(value === null || value === undefined || value === '' ? '—' : String(value));
  }
  doc.moveDown();
}
