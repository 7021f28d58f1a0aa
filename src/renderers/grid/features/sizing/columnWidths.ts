import { cellTypeOf, type GridColumn } from '../../gridDefinition';

const BY_TYPE: Record<string, number> = { number: 110, decimal: 120, date: 120, datetime: 160, boolean: 90 };
const BY_CELL: Record<string, number> = { action: 90, icon: 70, img: 110, 'img-link': 110, phone: 140, email: 220, time: 100, time_hhmm: 90, duration: 110 };
/** The narrowest a column gets when the grid shrinks its columns to fit: a date, a 10-digit probill, a short name still read whole. */
const MIN_BY_TYPE: Record<string, number> = { number: 64, decimal: 80, date: 92, datetime: 132, boolean: 64 };
const MIN_BY_CELL: Record<string, number> = { action: 72, icon: 48, img: 72, 'img-link': 72, phone: 112, email: 128, time: 72, time_hhmm: 64, duration: 80 };
const MIN_TEXT = 80;

/** Width in px a column would like: its own, else one by cell and data type. */
export function columnWidth(c: GridColumn): number {
  return c.width ?? BY_CELL[cellTypeOf(c)] ?? BY_TYPE[c.type] ?? 160;
}

// About the width of a character of a heading (0.875rem, semibold), and what a heading adds: padding and the sort arrow.
const HEADING_CHAR_PX = 8;
const HEADING_EXTRA_PX = 26;

/**
 * The narrowest a column may be: by cell and data type, and never narrower
 * than the longest word of its (translated) heading, which may wrap between
 * words but not inside one. A definition's own width is the most it asks.
 */
export function minColumnWidth(c: GridColumn, heading: string): number {
  const byType = MIN_BY_CELL[cellTypeOf(c)] ?? MIN_BY_TYPE[c.type] ?? MIN_TEXT;
  const word = Math.max(0, ...heading.split(/[\s/]+/).map((w) => w.length));
  const min = Math.max(byType, Math.ceil(word * HEADING_CHAR_PX + HEADING_EXTRA_PX));
  return c.width === undefined ? min : Math.min(min, c.width);
}

/** The selection and expand columns. */
export const CONTROL_WIDTH = 40;
