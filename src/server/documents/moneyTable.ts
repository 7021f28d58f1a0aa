import type { Doc } from './pdfDocument';

export const PAGE_MARGIN = 36;
export const PAGE_WIDTH = 612 - 2 * PAGE_MARGIN;
const PAGE_BOTTOM = 792 - PAGE_MARGIN;

const amountFormat = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Amounts as Canadian documents print them: two decimals, grouped thousands. */
export const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : amountFormat.format(v));

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * Rows of a table on a Letter page, with its heading repeated on each new
 * page, so a statement of many invoices stays readable; answers the y below it.
 */
export function moneyTable(doc: Doc, y: number, columns: Column[], rows: string[][]): number {
  const heading = (at: number) => {
    let x = PAGE_MARGIN;
    doc.font('Bold').fontSize(8);
    for (const c of columns) {
      doc.text(c.title, x + 2, at + 3, { width: c.width - 4, align: c.align ?? 'left', lineBreak: false });
      x += c.width;
    }
    doc.moveTo(PAGE_MARGIN, at + 14).lineTo(PAGE_MARGIN + PAGE_WIDTH, at + 14).lineWidth(0.6).stroke();
    return at + 18;
  };
  y = heading(y);
  doc.font('Regular').fontSize(9);
  for (const row of rows) {
    if (y + 14 > PAGE_BOTTOM) {
      doc.addPage({ size: 'LETTER', margin: PAGE_MARGIN });
      y = heading(PAGE_MARGIN);
      doc.font('Regular').fontSize(9);
    }
    let x = PAGE_MARGIN;
    row.forEach((cell, i) => {
      const c = columns[i]!;
      doc.text(cell, x + 2, y, { width: c.width - 4, align: c.align ?? 'left', lineBreak: false, ellipsis: true });
      x += c.width;
    });
    y += 14;
  }
  return y;
}

/** Label and value lines flush right under a table (totals), each on its own line. */
export function totals(doc: Doc, y: number, pairs: [string, string][]): number {
  for (const [label, value] of pairs) {
    doc.font('Bold').fontSize(9).text(label, PAGE_MARGIN + PAGE_WIDTH - 330, y, { width: 240, align: 'right', lineBreak: false });
    doc.font('Regular').text(value, PAGE_MARGIN + PAGE_WIDTH - 90, y, { width: 90, align: 'right', lineBreak: false });
    y += 14;
  }
  return y;
}
