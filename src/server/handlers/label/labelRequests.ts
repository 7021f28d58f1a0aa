import { AppError, validationError } from '../../errors';
import type { BolBol } from '../../../shared/generated/types';
import { labelFormat, labelsPerSheet, type LabelFormat } from '../../documents/labelFormats';
import { labelsPdf, type LabelAddress, type LabelContent } from '../../documents/labelsPdf';

export const MAX_LABELS = 999;

/** A sheet request checked: a known format, a start position on the sheet, 1 to 999 labels ('Invalid number of labels'). */
export function sheetOf(req: { format: string; start_position?: number; number_of_labels?: number }, pieces: number): { format: LabelFormat; start: number; count: number } {
  const format = labelFormat(req.format);
  if (!format) throw validationError([{ pointer: '/format', message: 'Invalid value' }]);
  const start = req.start_position ?? 1;
  if (start > labelsPerSheet(format)) throw validationError([{ pointer: '/start_position', message: 'Value must be less than or equal to: {1}', values: { 1: labelsPerSheet(format) } }]);
  const count = req.number_of_labels ?? pieces;
  if (!Number.isInteger(count) || count < 1 || count > MAX_LABELS) throw validationError([{ pointer: '/number_of_labels', message: 'Invalid number of labels' }]);
  return { format, start, count };
}

/** One label per piece (or as many as asked), numbered "piece of pieces". */
export function pieceLabels(count: number, pieces: number, base: Omit<LabelContent, 'piece' | 'of'>): LabelContent[] {
  const of = Math.max(pieces, count);
  return Array.from({ length: count }, (_, i) => ({ ...base, piece: i + 1, of }));
}

const address = (p: LabelAddress): LabelAddress => ({ name: p.name, address: p.address, address2: p.address2 ?? null, city: p.city, province: p.province, postal_code: p.postal_code, country: p.country ?? null });

/** The labels of a finalised BOL: its probill in the barcode, shipper to consignee, one per piece by default. */
export async function bolLabels(bol: BolBol, query: { format: string; start_position?: number; number_of_labels?: number }) {
  if (!bol.probill) throw new AppError('BOL_NOT_FINALIZED');
  const pieces = bol.items.reduce((n, i) => n + i.pieces, 0);
  const { format, start, count } = sheetOf(query, pieces);
  const weight = bol.items.reduce((n, i) => n + i.weight, 0);
  return labelsPdf(format, start, pieceLabels(count, pieces, { number: bol.probill, from: address(bol.shipper), to: address(bol.consignee), weight, references: bol.references ?? [] }), `Labels ${bol.probill}`);
}
