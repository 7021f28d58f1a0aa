import type { Lang } from '../../serverMessages';
import { pdfBytes } from '../pdfBytes';
import type { Doc } from '../pdfDocument';
import type { InfoPage, InfoText } from './InfoPage';

const LEFT = 54;
const WIDTH = 504;

function table(doc: Doc, rows: string[][]): void {
  const colWidth = WIDTH / (rows[0]?.length ?? 1);
  for (const [i, row] of rows.entries()) {
    if (doc.y > 700) doc.addPage({ size: 'LETTER', margin: 54 });
    const y = doc.y;
    doc.font(i === 0 ? 'Bold' : 'Regular').fontSize(10);
    const heights = row.map((cell) => doc.heightOfString(cell, { width: colWidth - 8 }));
    row.forEach((cell, c) => doc.text(cell, LEFT + c * colWidth + 4, y + 3, { width: colWidth - 8 }));
    const bottom = y + Math.max(...heights) + 6;
    doc.moveTo(LEFT, bottom).lineTo(LEFT + WIDTH, bottom).lineWidth(i === 0 ? 1 : 0.4).stroke();
    doc.x = LEFT;
    doc.y = bottom + 2;
  }
  doc.moveDown();
}

/** Labels with a line to write on: the blank forms. */
function fields(doc: Doc, labels: string[]): void {
  for (const label of labels) {
    if (doc.y > 700) doc.addPage({ size: 'LETTER', margin: 54 });
    doc.font('Regular').fontSize(10).text(label, LEFT, doc.y + 6);
    const y = doc.y + 16;
    doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(0.5).stroke();
    doc.y = y + 4;
  }
  doc.moveDown();
}

function draw(doc: Doc, text: InfoText, company: string): void {
  doc.font('Bold').fontSize(18).text(company);
  doc.font('Regular').fontSize(14).text(text.title);
  doc.moveTo(LEFT, doc.y + 4).lineTo(LEFT + WIDTH, doc.y + 4).lineWidth(1).stroke();
  doc.moveDown();
  doc.fontSize(10).text(text.intro);
  doc.moveDown();
  for (const section of text.sections) {
    doc.x = LEFT;
    doc.font('Bold').fontSize(12).text(section.heading);
    doc.moveDown(0.3);
    doc.font('Regular').fontSize(10);
    for (const p of section.paragraphs ?? []) doc.text(p).moveDown(0.5);
    if (section.bullets) doc.list(section.bullets, { bulletRadius: 2, textIndent: 12 }).moveDown();
    if (section.table) table(doc, section.table);
    if (section.fields) fields(doc, section.fields);
  }
}

/** An informational page as a Letter PDF in DejaVu Sans, in the language asked, under the company's name. */
export function infoPagePdf(page: InfoPage, lang: Lang, company: string): Promise<Buffer> {
  const text = page[lang];
  return pdfBytes(text.title, (doc) => draw(doc, text, company));
}

/** The file's name in that language: the French one marks it. */
export const infoFileName = (page: InfoPage, lang: Lang) => `${page.file}${lang === 'fr' ? '-fr' : ''}.pdf`;
