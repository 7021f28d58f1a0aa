/** What the print form holds, as typed. */
export interface SheetForm {
  format: string;
  start: string;
  /** Empty: one label per piece of each saved label. */
  count: string;
}

export interface SheetBody {
  format: string;
  start_position: number;
  number_of_labels: number;
}

export const MAX_LABELS = 999;

/**
 * The body of label.print for one saved label, or the spec's message for
 * what the server would refuse the same way ('Invalid number of labels'
 * outside 1 to 999; a start position past the sheet's last label).
 */
export function sheetBody(form: SheetForm, pieces: number, perSheet: number): { body: SheetBody } | { error: string; values?: Record<string, number> } {
  const count = form.count.trim() === '' ? pieces : Number(form.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_LABELS) return { error: 'Invalid number of labels' };
  const start = form.start.trim() === '' ? 1 : Number(form.start);
  if (!Number.isInteger(start) || start < 1) return { error: 'Value must be greater than or equal to: {1}', values: { 1: 1 } };
  if (start > perSheet) return { error: 'Value must be less than or equal to: {1}', values: { 1: perSheet } };
  return { body: { format: form.format, start_position: start, number_of_labels: count } };
}

/** The saved labels a route names: ids, comma separated, each once. */
export function labelIds(path: string): number[] {
  const ids = decodeURIComponent(path.split('/').filter(Boolean)[0] ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}
