import { deflateSync } from 'node:zlib';
import type { Output } from './Output';
import { cellText, type ExportMeta, type ExportWriter } from './ExportColumn';
import { fitText, pdfString, textWidth, winAnsi } from './pdfText';

/** The most rows a PDF export holds: a report to read, not a data dump (CSV and XLSX take any size). */
export const PDF_ROW_LIMIT = 5000;

const PAGE_W = 792; // US Letter, landscape
const PAGE_H = 612;
const MARGIN = 36;
const SAMPLE = 200;
const BOLD = 1.1;

/**
 * A minimal PDF 1.4 writer for a table: landscape pages of text in the standard
 * Helvetica fonts, written page by page as rows come (only one page is held),
 * with the title, an optional notice, a heading row on every page and page numbers.
 * Column widths follow the headings and the first rows.
 */
export function pdfWriter(out: Output, meta: ExportMeta): ExportWriter {
  const offsets: number[] = [];
  let position = 0;
  const pageIds: number[] = [];
  let nextId = 6; // 1 catalog, 2 pages, 3-4 fonts, 5 info
  let layout: { size: number; widths: number[]; lines: number } | null = null;
  let pending: string[][] = [];

  const emit = async (text: string | Buffer) => {
    const buf = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    position += buf.length;
    await out.write(buf);
  };
  const object = async (id: number, body: string | Buffer, stream?: Buffer) => {
    offsets[id] = position;
    await emit(`${id} 0 obj\n`);
    await emit(body);
    if (stream) {
      await emit('\nstream\n');
      await emit(stream);
      await emit('\nendstream');
    }
    await emit('\nendobj\n');
  };

  const plan = (sample: string[][]) => {
    const heads = meta.columns.map((c) => winAnsi(c.label));
    // Headings are bold: Helvetica-Bold runs about a tenth wider than the approximate widths.
    const natural = heads.map((h, i) => Math.max(textWidth(h, BOLD), ...sample.map((r) => textWidth(r[i]!, 1)).map((w) => Math.min(w, 24))));
    const total = natural.reduce((a, b) => a + b, 0) + meta.columns.length * 0.8;
    const avail = PAGE_W - 2 * MARGIN;
    const size = Math.max(5, Math.min(8, avail / total));
    const scale = avail / natural.reduce((a, b) => a + b + 0.8, 0);
    const widths = natural.map((w) => (w + 0.8) * scale);
    const top = PAGE_H - MARGIN - 16 - (meta.notice ? 12 : 0) - size * 1.6;
    return { size, widths, lines: Math.floor((top - MARGIN - 12) / (size * 1.35)) };
  };

  const page = async (rows: string[][]) => {
    const { size, widths } = layout!;
    const n = pageIds.length + 1;
    const ops: string[] = ['BT', `/F2 12 Tf 1 0 0 1 ${MARGIN} ${PAGE_H - MARGIN - 12} Tm ${pdfString(winAnsi(meta.title))} Tj`];
    const stamp = winAnsi(meta.exportedLabel);
    ops.push(`/F1 7 Tf 1 0 0 1 ${(PAGE_W - MARGIN - textWidth(stamp, 7)).toFixed(1)} ${PAGE_H - MARGIN - 12} Tm ${pdfString(stamp)} Tj`);
    let y = PAGE_H - MARGIN - 28;
    if (meta.notice) {
      ops.push(`/F2 8 Tf 1 0 0 1 ${MARGIN} ${y} Tm ${pdfString(winAnsi(meta.notice))} Tj`);
      y -= 12;
    }
    const line = (cells: string[], font: string) => {
      let x = MARGIN;
      ops.push(`/${font} ${size.toFixed(2)} Tf`);
      cells.forEach((text, i) => {
        ops.push(`1 0 0 1 ${x.toFixed(1)} ${y.toFixed(1)} Tm ${pdfString(fitText(text, font === 'F2' ? size * BOLD : size, widths[i]! - size * 0.6))} Tj`);
        x += widths[i]!;
      });
      y -= size * 1.35;
    };
    line(meta.columns.map((c) => winAnsi(c.label)), 'F2');
    const rule = y + size * 1.0;
    for (const r of rows) line(r, 'F1');
    ops.push(`/F1 7 Tf 1 0 0 1 ${MARGIN} ${MARGIN - 12} Tm ${pdfString(winAnsi(meta.pageLabel(n)))} Tj`, 'ET');
    ops.push(`0.5 w ${MARGIN} ${rule.toFixed(1)} m ${PAGE_W - MARGIN} ${rule.toFixed(1)} l S`);
    const content = deflateSync(Buffer.from(ops.join('\n'), 'latin1'));
    const contentId = nextId++;
    const pageId = nextId++;
    await object(contentId, `<< /Length ${content.length} /Filter /FlateDecode >>`, content);
    await object(pageId, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`);
    pageIds.push(pageId);
  };

  const drain = async (all: boolean) => {
    layout ??= plan(pending.slice(0, SAMPLE));
    while (pending.length >= layout.lines || (all && (pending.length || !pageIds.length))) await page(pending.splice(0, layout.lines));
  };

  return {
    begin: async () => {
      await emit('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
      await object(1, '<< /Type /Catalog /Pages 2 0 R >>');
      await object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
      await object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
      await object(5, `<< /Title ${pdfString(winAnsi(meta.title))} /Producer (Freight portal) >>`);
    },
    rows: async (rows) => {
      pending.push(...rows.map((row) => meta.columns.map((c) => winAnsi(cellText(c, row[c.field], meta)))));
      if (pending.length >= SAMPLE || layout) await drain(false);
    },
    end: async () => {
      await drain(true);
      await object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
      const xref = position;
      const size = nextId;
      const entries = Array.from({ length: size }, (_, id) => (id === 0 ? '0000000000 65535 f \n' : `${String(offsets[id]).padStart(10, '0')} 00000 n \n`));
      await emit(`xref\n0 ${size}\n${entries.join('')}trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
      pending = [];
    },
  };
}
