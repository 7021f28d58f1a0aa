/**
 * Simple windowing (no virtualisation package is installed): only the rows
 * and columns in or near the visible area are rendered; spacers keep the
 * scroll sizes. A 100-row page of 70 columns then mounts a few hundred cells.
 */
export interface WindowRange {
  rowStart: number;
  rowEnd: number;
  colStart: number;
  colEnd: number;
  padTop: number;
  padBottom: number;
  padLeft: number;
  padRight: number;
  /** False when the whole page is drawn: the table then sizes its columns itself. */
  windowed?: boolean;
}

export interface WindowInput {
  rowCount: number;
  rowHeight: number;
  /** Visible part of the body, in px from its top. */
  viewTop: number;
  viewBottom: number;
  widths: readonly number[];
  /** Visible part of the data columns, in px from their left edge. */
  viewLeft: number;
  viewRight: number;
  overscanRows?: number;
  overscanCols?: number;
}

export const fullWindow = (rowCount: number, colCount: number): WindowRange => ({
  rowStart: 0,
  rowEnd: rowCount,
  colStart: 0,
  colEnd: colCount,
  padTop: 0,
  padBottom: 0,
  padLeft: 0,
  padRight: 0,
});

export function computeWindow({
  rowCount,
  rowHeight,
  viewTop,
  viewBottom,
  widths,
  viewLeft,
  viewRight,
  overscanRows = 6,
  overscanCols = 2,
}: WindowInput): WindowRange {
  const first = Math.max(0, Math.floor(viewTop / rowHeight) - overscanRows);
  const last = Math.min(rowCount, Math.max(first, Math.ceil(viewBottom / rowHeight) + overscanRows));
  let x = 0;
  let colStart = -1;
  let colEnd = widths.length;
  let padLeft = 0;
  for (let i = 0; i < widths.length; i++) {
    const right = x + widths[i]!;
    if (colStart < 0 && right > viewLeft) colStart = i;
    if (x >= viewRight) {
      colEnd = i;
      break;
    }
    x = right;
  }
  if (colStart < 0) colStart = Math.max(0, widths.length - 1);
  colStart = Math.max(0, colStart - overscanCols);
  colEnd = Math.min(widths.length, colEnd + overscanCols);
  for (let i = 0; i < colStart; i++) padLeft += widths[i]!;
  let padRight = 0;
  for (let i = colEnd; i < widths.length; i++) padRight += widths[i]!;
  return { rowStart: first, rowEnd: last, colStart, colEnd, padTop: first * rowHeight, padBottom: (rowCount - last) * rowHeight, padLeft, padRight };
}
