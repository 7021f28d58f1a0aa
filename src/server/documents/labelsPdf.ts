import { barcodePng, pdfDocument, type Doc } from './pdfDocument';
import { labelsPerSheet, type LabelFormat } from './labelFormats';

export interface LabelAddress {
  name: string;
  address: string;
  address2?: string | null;
  city: string;
  province: string;
  postal_code: string;
  country?: string | null;
}

/** What one label shows: the number its barcode carries, who ships to whom, and which piece it is. */
export interface LabelContent {
  number: string;
  from: LabelAddress;
  to: LabelAddress;
  piece: number;
  of: number;
  weight?: number | null;
  references?: string[];
  note?: string | null;
}

const PT = 72;

const lines = (a: LabelAddress) => [a.name, a.address, ...(a.address2 ? [a.address2] : []), `${a.city} ${a.province} ${a.postal_code}`];

/** One label in its box: from and to on top, the barcode and its number below, the piece count last. */
async function drawLabel(doc: Doc, box: { x: number; y: number; w: number; h: number }, label: LabelContent, barcodes: Map<string, Buffer>) {
  const pad = Math.min(10, box.w * 0.04);
  const size = Math.max(6, Math.min(11, box.h / 13));
  const x = box.x + pad;
  const w = box.w - 2 * pad;
  let y = box.y + pad;
  const fromW = w * 0.42;
  doc.font('Bold').fontSize(size * 0.75).text('FROM / DE', x, y, { width: fromW, lineBreak: false });
  doc.font('Bold').fontSize(size * 0.75).text('TO / À', x + fromW + pad, y, { width: w - fromW - pad, lineBreak: false });
  y += size;
  doc.font('Regular').fontSize(size * 0.8).text(lines(label.from).join('\n'), x, y, { width: fromW, height: box.h * 0.4, ellipsis: true });
  doc.font('Bold').fontSize(size).text(lines(label.to).join('\n'), x + fromW + pad, y, { width: w - fromW - pad, height: box.h * 0.42, ellipsis: true });
  const codeTop = box.y + box.h * 0.5;
  const codeH = box.h * 0.28;
  // A saved label with neither probill nor reference has no number: no barcode then (Code 128 of nothing is no symbol).
  if (label.number) {
    const png = barcodes.get(label.number) ?? (await barcodePng(label.number));
    barcodes.set(label.number, png);
    doc.image(png, x, codeTop, { fit: [w, codeH], align: 'center', valign: 'center' });
  }
  const below = codeTop + codeH + 1;
  doc.font('Bold').fontSize(size * 1.1).text(label.number, x, below, { width: w, align: 'center', lineBreak: false });
  const tail = [`${label.piece} / ${label.of}`, label.weight ? `${label.weight} lb` : '', ...(label.references ?? []).slice(0, 2), label.note ?? ''].filter(Boolean).join('   ');
  doc.font('Regular').fontSize(size * 0.8).text(tail, x, below + size * 1.3, { width: w, align: 'center', lineBreak: false, ellipsis: true });
}

/**
 * Labels on sheets of a format, the first at `start` (1-based, across then
 * down, as Avery numbers a sheet) so a partly used sheet is used up first.
 */
export async function labelsPdf(format: LabelFormat, start: number, labels: readonly LabelContent[], title: string): Promise<Doc> {
  const doc = pdfDocument(title);
  const perSheet = labelsPerSheet(format);
  const barcodes = new Map<string, Buffer>();
  let page = -1;
  for (let i = 0; i < labels.length; i++) {
    const slot = start - 1 + i;
    if (Math.floor(slot / perSheet) !== page) {
      page = Math.floor(slot / perSheet);
      doc.addPage({ size: [format.page[0] * PT, format.page[1] * PT], margin: 0 });
    }
    const within = slot % perSheet;
    const col = within % format.columns;
    const row = Math.floor(within / format.columns);
    await drawLabel(doc, { x: (format.left + col * format.pitchX) * PT, y: (format.top + row * format.pitchY) * PT, w: format.width * PT, h: format.height * PT }, labels[i]!, barcodes);
  }
  return doc;
}
