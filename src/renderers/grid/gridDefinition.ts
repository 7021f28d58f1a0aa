import type { Filter, FilterOp } from '../dataProvider';
import type { CellType } from '../cells/formatCell';
import type { ScreenDefinition } from '../registry';

/** A fixed option of a column: a plain string is its own label and value. */
export type SearchOption = string | { label: string; value: string | number | boolean };

export type ColumnType = 'text' | 'number' | 'decimal' | 'date' | 'datetime' | 'boolean';

/** One entry of a column's map: a value shown as an icon and/or a colour. */
export interface CellMapEntry {
  value: string | number | boolean;
  icon?: string;
  color?: string;
  label?: string;
}

/** When a cell may be edited: the row's `field` is (not) one of the values. */
export interface EditCondition {
  field: string;
  in?: (string | number | boolean)[];
  notIn?: (string | number | boolean)[];
}

/** One column of a grid definition (grid.schema.json). */
export interface GridColumn {
  name: string;
  field: string;
  label: string;
  type: ColumnType;
  cell?: CellType;
  searchable?: boolean;
  visible?: boolean;
  category?: string;
  searchOptions?: SearchOption[];
  defaultFilterType?: FilterOp;
  decimals?: number;
  width?: number;
  tooltip?: string;
  link?: string;
  icon?: string;
  color?: string;
  map?: CellMapEntry[];
  event?: string;
  action?: string;
  /** An action cell's catalogue call ('POST users/lock_unlock_user'), {field} filled from the row. */
  call?: string;
  /** The call's body; '{field}' strings are filled from the row. */
  body?: Record<string, unknown>;
  /** English question asked before the call. */
  confirm?: string;
  /** English notice after the call succeeded. */
  success?: string;
  /** The action is offered only on rows matching this. */
  condition?: EditCondition;
  editable?: boolean;
  editCondition?: EditCondition;
  required?: boolean;
  size?: number;
  min?: number;
  max?: number;
}

/** A toolbar link to another screen (grid.schema.json `links`). */
export interface GridLink {
  /** English label, translated through the definition's translations.fr. */
  label: string;
  /** Same-site path; '/pages/...' is put under the company, as addLink is; {selected} takes the selected rows' keys. */
  to: string;
}

export type AdvancedSearch = 'disabled' | 'basic' | 'advanced';
export type Selection = 'none' | 'single' | 'multiple';

export interface GridDefinition extends ScreenDefinition {
  kind: 'grid';
  dataSource: string;
  rowKey: string;
  defaultSort?: string;
  pageSize?: number;
  selection?: Selection;
  advancedSearch?: AdvancedSearch;
  searchPanel?: 'search' | 'closed';
  autoHideSearch?: boolean;
  history?: boolean;
  addLink?: string;
  addEvent?: string;
  rowLink?: string;
  links?: GridLink[];
  /** Filters sent with every request, export and push report; never shown as removable. Text values may take {name}s from the route. */
  fixedFilters?: Filter[];
  /** Query parameters of the route that set a column's filter (mtdProOnStatements?proNumber= filters probill), by parameter name. */
  routeQuery?: Record<string, string>;
  rowUpdate?: string;
  hidePdfExport?: boolean;
  hideDownload?: boolean;
  pushReport?: boolean;
  columns: GridColumn[];
}

export const isVisible = (c: GridColumn) => c.visible !== false;

/** The cell type a column is shown with: its own, or the one its data type implies. */
export function cellTypeOf(c: GridColumn): CellType {
  if (c.cell) return c.cell;
  return c.type === 'text' ? 'string' : c.type;
}

export function optionLabel(o: SearchOption): string {
  return typeof o === 'string' ? o : o.label;
}

export function optionValue(o: SearchOption): string {
  return typeof o === 'string' ? o : String(o.value);
}

/** The data source's path, without its method: what preferences and exports name it by. */
export function sourcePath(dataSource: string): string {
  return dataSource.replace(/^GET\s+/, '').split('?')[0]!;
}
