/**
 * The cell types CellValue draws (02-business.md §3, cell renderer), as data:
 * the grid and detail contracts accept these names at load, and CellType is
 * derived from the list, so a type cannot be drawn without being accepted.
 * Pure (no React): the server reads it through the kinds' contracts.
 */
export const CELL_TYPES = [
  'action',
  'boolean',
  'duration',
  'time',
  'time_hhmm',
  'datetime',
  'date',
  'email',
  'img-link',
  'link',
  'number',
  'decimal',
  'phone',
  'html',
  'icon',
  'img',
  'string',
] as const;

export type CellType = (typeof CELL_TYPES)[number];

/**
 * The cells a detail screen shows: values only. Actions, links, icons and
 * images need a row's rules that a record field does not carry.
 */
export const DETAIL_CELL_TYPES = ['string', 'date', 'datetime', 'number', 'decimal', 'email', 'phone', 'boolean', 'html', 'time_hhmm'] as const satisfies readonly CellType[];
