import { cellTypeOf, type GridColumn } from '../../gridDefinition';

const BY_TYPE: Record<string, number> = { number: 110, decimal: 120, date: 120, datetime: 160, boolean: 90 };
const BY_CELL: Record<string, number> = { action: 90, icon: 70, img: 110, 'img-link': 110, phone: 140, email: 220, time: 100, time_hhmm: 90, duration: 110 };

/** Width in px of a column: its own, else one by cell and data type (fixed widths make windowing exact). */
export function columnWidth(c: GridColumn): number {
  return c.width ?? BY_CELL[cellTypeOf(c)] ?? BY_TYPE[c.type] ?? 160;
}

export const CONTROL_WIDTH = 40;
