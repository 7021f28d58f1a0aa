import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Output } from './Output';
import { cellText, type ExportMeta, type ExportWriter } from './ExportColumn';

/** The most rows a PDF export holds: a report to read, not a data dump (CSV and XLSX take any size). */
export const PDF_ROW_LIMIT = 5000;

const PAGE_W = 792; // US Letter, landscape
const PAGE_H = 612;
const MARGIN = 36;
const SAMPLE = 200;
const ELLIPSIS = '…';
const TEXT = { lineBreak: false, baseline: 'alphabetic' } as const;

const require = createRequire(import.meta.url);
const fontFile = (face: string) => join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', `${face}.ttf`);
// Read once; embedded (subset) in every export, so French and other accents print the same everywhere.
let fonts: { regular: Buffer; bold: Buffer } | null = null;

type Doc = PDFKit.PDFDocument;

/** The text cut to fit `width` points in the document's current font, ending with an ellipsis when cut. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(text.slice(0, mid) + ELLIPSIS) <= width) lo = mid;
    else hi = mid - 1;
  }
  return text.slice(0, lo) + ELLIPSIS;
}

/**
 * A table as PDF, drawn by pdfkit: landscape Letter pages in DejaVu Sans, with
 * the title, an optional notice, a heading row on every page and page numbers.
 * Column widths follow the headings and the first rows; pages are written out
 * as they fill (only the current one is held).
 */
export function pdfWriter(out: Output, meta: ExportMeta): ExportWriter {
  fonts ??= { regular: readFileSync(fontFile('DejaVuSans')), bold: readFileSync(fontFile('DejaVuSans-Bold')) };
  const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: MARGIN, autoFirstPage: false, info: { Title: meta.title, Producer: 'Freight portal', Creator: 'Freight portal' } });
  doc.registerFont('Regular', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  // pdfkit writes synchronously as pages end; each chunk goes out in order, with the output's backpressure.
  let written: Promise<void> = Promise.resolve();
  doc.on('data', (chunk: Buffer) => (written = written.then(() => out.write(chunk))));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let layout: { size: number; widths: number[]; lines: number } | null = null;
  let pending: string[][] = [];
  let pages = 0;

  const plan = (sample: string[][]) => {
    doc.font('Regular').fontSize(1);
    const natural = meta.columns.map((c, i) => Math.max(doc.font('Bold').widthOfString(c.label), ...sample.map((r) => Math.min(24, doc.font('Regular').widthOfString(r[i]!)))) + 0.8);
    const avail = PAGE_W - 2 * MARGIN;
    const total = natural.reduce((a, b) => a + b, 0);
    const size = Math.max(5, Math.min(8, avail / total));
    const widths = natural.map((w) => (w / total) * avail);
    const room = PAGE_H - 2 * MARGIN - 28 - (meta.notice ? 12 : 0) - size * 2.4;
    return { size, widths, lines: Math.floor(room / (size * 1.35)) };
  };

  const page = (rows: string[][]) => {
    const { size, widths } = layout!;
    pages += 1;
    doc.addPage();
    // Every y below is a baseline: texts of one line share it whatever their size.
    doc.font('Bold').fontSize(12).text(meta.title, MARGIN, MARGIN + 12, TEXT);
    doc.font('Regular').fontSize(7);
    doc.text(meta.exportedLabel, PAGE_W - MARGIN - doc.widthOfString(meta.exportedLabel), MARGIN + 12, TEXT);
    let y = MARGIN + 28;
    if (meta.notice) {
      doc.font('Bold').fontSize(8).text(meta.notice, MARGIN, y, TEXT);
      y += 12;
    }
    y += size;
    const line = (cells: string[], font: 'Regular' | 'Bold') => {
      doc.font(font).fontSize(size);
      let x = MARGIN;
      cells.forEach((text, i) => {
        doc.text(fit(doc, text, widths[i]! - size * 0.6), x, y, TEXT);
        x += widths[i]!;
      });
      y += size * 1.35;
    };
    line(meta.columns.map((c) => c.label), 'Bold');
    doc.moveTo(MARGIN, y - size).lineTo(PAGE_W - MARGIN, y - size).lineWidth(0.5).stroke();
    for (const r of rows) line(r, 'Regular');
    doc.font('Regular').fontSize(7).text(meta.pageLabel(pages), MARGIN, PAGE_H - MARGIN + 12, TEXT);
  };

  const drain = async (all: boolean) => {
    layout ??= plan(pending.slice(0, SAMPLE));
    while (pending.length >= layout.lines || (all && (pending.length || !pages))) page(pending.splice(0, layout.lines));
    await written;
  };

  return {
    begin: async () => {},
    rows: async (rows) => {
      pending.push(...rows.map((row) => meta.columns.map((c) => cellText(c, row[c.field], meta).replace(/[\t\r\n]+/g, ' '))));
      if (pending.length >= SAMPLE || layout) await drain(false);
    },
    end: async () => {
      await drain(true);
      doc.end();
      await ended;
      await written;
      pending = [];
    },
  };
}
