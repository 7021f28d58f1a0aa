import type { Filter, FilterOp } from '../../../dataProvider';
import type { DatePreset } from '../../../../shared/datePresets';
import { optionLabel, optionValue, type GridColumn } from '../../gridDefinition';

/**
 * Column filters (02-business.md §5 Data grid): which operators a column
 * offers, its default, and how what the user typed becomes wire filters.
 */
export interface OperatorChoice {
  op: FilterOp;
  /** English label, translated by the view. */
  label: string;
}

const TEXT_OPS: OperatorChoice[] = [
  { op: 'icontains', label: 'Contains' },
  { op: 'not_icontains', label: 'Not contains' },
  { op: 'iexact', label: 'Is' },
  { op: 'not_iexact', label: 'Is not' },
  { op: 'istartswith', label: 'Starts with' },
  { op: 'not_istartswith', label: 'Not starts with' },
  { op: 'iendswith', label: 'Ends with' },
  { op: 'not_iendswith', label: 'Not ends with' },
];
const NUMBER_OPS: OperatorChoice[] = [
  { op: 'gt', label: 'Greater than' },
  { op: 'gte', label: 'Greater than equal' },
  { op: 'lt', label: 'Less than' },
  { op: 'lte', label: 'Less than equal' },
];
const RANGE: OperatorChoice = { op: 'date_range', label: 'Range' };
const ONE_OF: OperatorChoice = { op: 'in', label: 'Is one of' };
const IS: OperatorChoice = { op: 'is', label: 'Is' };

export function operatorsFor(c: GridColumn): OperatorChoice[] {
  if (c.type === 'boolean') return [IS];
  const ops = [...TEXT_OPS];
  if (c.type === 'number' || c.type === 'decimal') ops.push(...NUMBER_OPS);
  if (c.type === 'date' || c.type === 'datetime') ops.push(RANGE);
  if (c.searchOptions?.length) ops.push(ONE_OF);
  return ops;
}

export function defaultOperator(c: GridColumn): FilterOp {
  const offered = operatorsFor(c).map((o) => o.op);
  if (c.defaultFilterType && offered.includes(c.defaultFilterType)) return c.defaultFilterType;
  return c.type === 'boolean' ? 'is' : 'icontains';
}

/**
 * Date presets sent as {field}__daterange (02-business.md §5): the named ones,
 * then the label list of rolling periods; '' is a custom range. The names are
 * the shared list the server turns into bounds.
 */
export const DATE_PRESETS: readonly { value: DatePreset; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'this_week', label: 'This week' },
  { value: 'last_week', label: 'Last week' },
  { value: 'this_month', label: 'This month' },
  { value: 'last_month', label: 'Last month' },
  { value: 'this_year', label: 'This year' },
  { value: 'this_year_to_date', label: 'This year to date' },
  { value: 'last_year', label: 'Last year' },
  { value: 'last_year_to_date', label: 'Last year to date' },
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'last_30_days', label: 'Last 30 days' },
  { value: 'last_90_days', label: 'Last 90 days' },
  { value: 'last_365_days', label: 'Last 365 days' },
  { value: 'last_2_weeks', label: 'Last 2 weeks' },
  { value: 'last_3_weeks', label: 'Last 3 weeks' },
  { value: 'last_4_weeks', label: 'Last 4 weeks' },
  { value: 'last_6_weeks', label: 'Last 6 weeks' },
  { value: 'last_8_weeks', label: 'Last 8 weeks' },
  { value: 'last_6_months', label: 'Last 6 months' },
  { value: 'last_1_year', label: 'Last 1 year' },
];

/** What the filter row holds for one column. */
export interface FilterInput {
  op: FilterOp;
  /** Typed text; for boolean columns 'true', 'false' or ''. */
  text: string;
  /** Chosen option values of Is one of. */
  values: string[];
  /** Range: a preset name, or '' for the custom start/end. */
  preset: string;
  start: string;
  end: string;
}

export function emptyFilter(c: GridColumn): FilterInput {
  return { op: defaultOperator(c), text: '', values: [], preset: '', start: '', end: '' };
}

/** A value no row holds: sent when typed text matches none of a column's options. */
export const NEVER_MATCHES = '99999999999999999999';

const NEGATED: Partial<Record<FilterOp, FilterOp>> = {
  not_icontains: 'icontains',
  not_iexact: 'iexact',
  not_istartswith: 'istartswith',
  not_iendswith: 'iendswith',
};

/** The text operators applied in the browser, case-insensitive as on the server. */
export function textMatches(op: FilterOp, subject: string, text: string): boolean {
  const positive = NEGATED[op];
  if (positive) return !textMatches(positive, subject, text);
  const s = subject.toLowerCase();
  const q = text.toLowerCase();
  switch (op) {
    case 'icontains':
      return s.includes(q);
    case 'iexact':
      return s === q;
    case 'istartswith':
      return s.startsWith(q);
    case 'iendswith':
      return s.endsWith(q);
    default:
      return false;
  }
}

const isNumberOp = (op: FilterOp) => op === 'gt' || op === 'gte' || op === 'lt' || op === 'lte';

/**
 * The wire filter of one column, or null when it filters nothing. Text typed
 * against fixed options is matched against their (translated) labels, and the
 * matching values are sent, as the user reads labels, not stored values.
 */
export function toFilter(c: GridColumn, f: FilterInput, translate: (s: string) => string = (s) => s): Filter | null {
  const field = c.field;
  switch (f.op) {
    case 'is':
      return f.text === 'true' || f.text === 'false' ? { field, op: 'is', value: f.text === 'true' } : null;
    case 'in':
      return f.values.length ? { field, op: 'in', value: f.values } : null;
    case 'date_range':
      if (f.preset) return { field, op: 'daterange_preset', value: f.preset };
      return f.start || f.end ? { field, op: 'date_range', value: { start: f.start || undefined, end: f.end || undefined } } : null;
    default: {
      const text = f.text.trim();
      if (!text) return null;
      if (isNumberOp(f.op)) return Number.isFinite(Number(text)) ? { field, op: f.op, value: text } : null;
      if (c.searchOptions?.length) {
        const values = c.searchOptions.filter((o) => textMatches(f.op, translate(optionLabel(o)), text)).map(optionValue);
        return { field, op: 'in', value: values.length ? values : [NEVER_MATCHES] };
      }
      return { field, op: f.op, value: text };
    }
  }
}

/** A filter the user has set: it sends something to the server. */
export function isActive(c: GridColumn, f: FilterInput): boolean {
  return toFilter(c, f) !== null;
}
