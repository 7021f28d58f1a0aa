import { mappedEntry } from '../../../cells/CellValue';
import type { Row } from '../../../dataProvider';
import { cellTypeOf, type GridColumn } from '../../gridDefinition';

// About the width of a character of a cell (0.875rem), its padding, and a cap: a long note is cut rather than widen its column without end.
const CHAR_PX = 7.5;
const CELL_PADDING_PX = 20;
const MAX_CHARS = 40;
/** Cell types drawn as text, whose width follows their characters (icons, images, buttons have the width of their type). */
const TEXT_CELLS = new Set(['string', 'number', 'decimal', 'date', 'datetime']);

/** About how many characters a value shows: a coded value its (translated) label, a number with its group separators. */
function shownLength(c: GridColumn, value: unknown, translate: (s: string) => string): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') {
    const digits = String(Math.trunc(Math.abs(value))).length;
    return digits + Math.floor((digits - 1) / 3) + (value < 0 ? 1 : 0) + (c.type === 'decimal' ? 1 + (c.decimals ?? 2) : 0);
  }
  const label = c.map || c.searchOptions ? mappedEntry(c, value)?.label : undefined;
  return (label ? translate(label) : String(value)).length;
}

/**
 * The width in px each text column's values take on a page: its widest value,
 * about (characters, not glyphs: no layout is forced). Columns drawn as
 * icons, images or buttons are left out.
 */
export function contentWidths(rows: readonly Row[], columns: readonly GridColumn[], translate: (s: string) => string = (s) => s): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of columns) {
    if (!TEXT_CELLS.has(cellTypeOf(c)) || c.icon || c.map?.some((m) => m.icon)) continue;
    let chars = 0;
    for (const row of rows) chars = Math.max(chars, shownLength(c, row[c.field], translate));
    out[c.name] = Math.ceil(Math.min(chars, MAX_CHARS) * CHAR_PX) + CELL_PADDING_PX;
  }
  return out;
}
