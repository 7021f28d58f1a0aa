import { inflateSync } from 'node:zlib';

export interface PdfPage {
  /** Text lines of the page, top to bottom: the strings shown at one height, left to right. */
  lines: string[][];
}

function unescape(s: string): string {
  return s.replace(/\\([0-7]{1,3}|.)/g, (_, c: string) => (/^[0-7]+$/.test(c) ? String.fromCharCode(parseInt(c, 8)) : c));
}

const WIN_ANSI_BACK: Record<number, string> = { 0x85: '…', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x80: '€' };

/**
 * Reads back a PDF made by the export's writer: checks the header, that every
 * cross-reference offset points at its object, and the page count; then
 * extracts the text of each page's (deflated) content stream, in page order.
 */
export function readPdf(pdf: Buffer): PdfPage[] {
  const text = pdf.toString('latin1');
  if (!text.startsWith('%PDF-1.')) throw new Error('not a PDF');
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
  const xref = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  if (!xref) throw new Error('no cross-reference table at startxref');
  const rows = text.slice(xrefAt + xref[0].length).split('\n').slice(0, Number(xref[1]));
  rows.forEach((row, id) => {
    if (id === 0) return;
    const offset = Number(row.slice(0, 10));
    if (!text.startsWith(`${id} 0 obj`, offset)) throw new Error(`object ${id} is not at ${offset}`);
  });
  const objectAt = (id: number) => text.slice(Number(rows[id]!.slice(0, 10)));
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(objectAt(2))![1]!.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const count = Number(/\/Count (\d+)/.exec(objectAt(2))![1]);
  if (kids.length !== count) throw new Error('page count differs from its kids');
  return kids.map((pageId) => {
    const contentId = Number(/\/Contents (\d+) 0 R/.exec(objectAt(pageId))![1]);
    const obj = objectAt(contentId);
    const length = Number(/\/Length (\d+)/.exec(obj)![1]);
    const start = obj.indexOf('stream\n') + 7;
    const data = inflateSync(Buffer.from(obj.slice(start, start + length), 'latin1')).toString('latin1');
    const byY = new Map<number, string[]>();
    for (const m of data.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm \(((?:[^\\)]|\\.)*)\) Tj/g)) {
      const y = Number(m[1]);
      const s = [...unescape(m[2]!)].map((ch) => WIN_ANSI_BACK[ch.charCodeAt(0)] ?? ch).join('');
      byY.set(y, [...(byY.get(y) ?? []), s]);
    }
    return { lines: [...byY.entries()].sort((a, b) => b[0] - a[0]).map(([, cells]) => cells) };
  });
}
