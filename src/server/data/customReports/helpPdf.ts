import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { helpText } from './helpText';

const require = createRequire(import.meta.url);
const fontFile = (face: string) => join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', `${face}.ttf`);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** ReportGeneratorPDF: the guide as a Letter PDF (pdfkit, DejaVu Sans embedded so French prints as typed). */
export function helpPdf(lang: 'en' | 'fr'): Promise<Buffer> {
  fonts ??= { regular: readFileSync(fontFile('DejaVuSans')), bold: readFileSync(fontFile('DejaVuSans-Bold')) };
  const text = helpText[lang];
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: text.title, Producer: 'Freight portal', Creator: 'Freight portal' } });
  doc.registerFont('Regular', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Bold').fontSize(20).text(text.title);
  for (const section of text.sections) {
    doc.moveDown(0.8).font('Bold').fontSize(13).text(section.heading);
    for (const p of section.paragraphs) doc.moveDown(0.3).font('Regular').fontSize(10.5).text(p, { align: 'left' });
  }
  doc.end();
  return done;
}
