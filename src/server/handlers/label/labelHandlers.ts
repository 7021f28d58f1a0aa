import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { LABEL_FORMATS, labelsPerSheet } from '../../documents/labelFormats';
import { labelsPdf } from '../../documents/labelsPdf';
import { sendPdf } from '../../documents/pdfDocument';
import { attachment } from '../../export/attachment';
import { probillParties, saveLabel } from '../../data/label/labelSources';
import { getRow } from '../../data/resourceRows';
import { savedLabels } from '../../data/resources/savedLabels';
import { pieceLabels, sheetOf } from './labelRequests';
import type { LabelSavedLabel } from '../../../shared/generated/types';

/** Shipping labels (CRT_Shipping_Label, CRT_Label_From_Pro, CRT_Label_SCB, Labels_ListEdit): PDFs by pdfkit with bwip-js barcodes. */
export const labelHandlers: FamilyHandlers<'label'> = {
  'label.formats': async () => LABEL_FORMATS.map((f) => ({ code: f.code, name: f.name, labels_per_sheet: labelsPerSheet(f), width_in: f.width, height_in: f.height })),
  'label.shipping_labels': async (ctx) => {
    const b = ctx.body;
    const { format, start, count } = sheetOf(b, b.pieces);
    // Without a probill the labels carry none: the barcode then holds the first reference, else the pieces' count is all they say.
    const number = b.probill ?? b.references?.[0] ?? '';
    const doc = await labelsPdf(format, start, pieceLabels(count, b.pieces, { number, from: b.shipper, to: b.consignee, weight: b.weight ?? null, references: b.references ?? [], note: b.purchase_order ?? null }), 'Shipping labels');
    return sendPdf(ctx.reply, doc, `Labels-${number || 'shipment'}.pdf`, attachment);
  },
  'label.from_probill': async (ctx) => {
    const p = await probillParties(scoped(ctx), ctx.body.probill);
    const { format, start, count } = sheetOf(ctx.body, p.pieces);
    const doc = await labelsPdf(format, start, pieceLabels(count, p.pieces, { number: p.probill, from: p.from, to: p.to, weight: p.weight, references: p.references }), `Labels ${p.probill}`);
    return sendPdf(ctx.reply, doc, `Labels-${p.probill}.pdf`, attachment);
  },
  'label.scb': async (ctx) => {
    const b = ctx.body;
    const copies = b.copies_per_probill ?? 1;
    const { format, start } = sheetOf({ ...b, number_of_labels: Math.min(b.probill_count * copies, 999) }, 1);
    const first = Number(b.first_probill);
    // Pre-assigned probills: the run from the first, each on `copies` labels with no addresses yet (the driver writes them).
    const blank = { name: '', address: '', city: '', province: '', postal_code: '' };
    const labels = Array.from({ length: b.probill_count }, (_, i) => String(first + i)).flatMap((number) => Array.from({ length: copies }, (_, c) => ({ number, from: blank, to: blank, piece: c + 1, of: copies })));
    const doc = await labelsPdf(format, start, labels.slice(0, 999), 'Probill labels');
    return sendPdf(ctx.reply, doc, `Probill-labels-${b.first_probill}.pdf`, attachment);
  },
  'label.create': async (ctx) => (await saveLabel(scoped(ctx), ctx.body)) as unknown as LabelSavedLabel,
  'label.update': async (ctx) => (await saveLabel(scoped(ctx), ctx.body, ctx.params.id)) as unknown as LabelSavedLabel,
  'label.print': async (ctx) => {
    const saved = (await getRow(scoped(ctx), savedLabels, ctx.params.id)) as unknown as LabelSavedLabel;
    const pieces = saved.pieces ?? 1;
    const { format, start, count } = sheetOf(ctx.body, pieces);
    const number = saved.probill ?? saved.references?.[0] ?? '';
    const doc = await labelsPdf(format, start, pieceLabels(count, pieces, { number, from: saved.shipper, to: saved.consignee, weight: saved.weight ?? null, references: saved.references ?? [], note: saved.purchase_order ?? null }), saved.name);
    return sendPdf(ctx.reply, doc, `Labels-${saved.name}.pdf`, attachment);
  },
};
