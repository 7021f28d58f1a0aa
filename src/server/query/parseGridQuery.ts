import { DATE_PRESETS, presetRange, type DatePreset } from '../../shared/datePresets';
import { validationError } from '../errors';
import type { FieldMessage } from '../../shared/validation/messages';
import type { FieldSpec, GridSource } from './GridSource';
import { typedValue, type FilterValue } from './typedValue';

/** The closed set of filter operators of the grid protocol (00-contracts.md §4). */
export const TEXT_OPERATORS = ['icontains', 'iexact', 'istartswith', 'iendswith', 'not_icontains', 'not_iexact', 'not_istartswith', 'not_iendswith'] as const;
export const COMPARE_OPERATORS = ['gt', 'gte', 'lt', 'lte'] as const;
export type TextOperator = (typeof TEXT_OPERATORS)[number];
export type Operator = TextOperator | (typeof COMPARE_OPERATORS)[number] | 'in' | 'eq';

export interface Filter {
  field: string;
  op: Operator;
  /** Text operators keep the typed text; comparisons and equality a typed value; ONE_OF a list. */
  value: FilterValue | FilterValue[];
}

export interface GridQuery {
  limit: number;
  offset: number;
  sort: { field: string; desc: boolean }[];
  /** Generic search: a row matches when any pair matches. */
  search: { field: string; value: string }[];
  filters: Filter[];
  /** `count=exact`: the user asked for the exact count of a result whose count would be estimated. */
  exactCount?: boolean;
}

const RESERVED = new Set(['limit', 'offset', 'sort', 'search', 'count']);
const COMPARABLE = new Set(['number', 'decimal', 'date', 'datetime']);

function isText(op: string): op is TextOperator {
  return (TEXT_OPERATORS as readonly string[]).includes(op);
}

/** One `field__op=value` parameter as filters (a date preset is two), or faults. */
function filtersOf(field: string, spec: FieldSpec, op: string, raw: string, pointer: string, faults: FieldMessage[], now: Date): Filter[] {
  if (isText(op)) return [{ field, op, value: raw }];
  if ((COMPARE_OPERATORS as readonly string[]).includes(op) && COMPARABLE.has(spec.type)) {
    const value = typedValue(spec.type, raw, pointer, faults);
    return value === undefined ? [] : [{ field, op: op as Operator, value }];
  }
  if (op === 'in') {
    // ONE_OF: each listed value typed like the column, so `pieces__in=1,2` compares numbers.
    const parts = raw.split(',').map((v) => v.trim()).filter((v) => v !== '');
    const values = spec.type === 'text' || spec.type === 'json' ? parts : parts.map((v) => typedValue(spec.type, v, pointer, faults));
    return values.includes(undefined) ? [] : [{ field, op: 'in', value: values as FilterValue[] }];
  }
  if (op === 'daterange' && (spec.type === 'date' || spec.type === 'datetime')) {
    if (!(DATE_PRESETS as readonly string[]).includes(raw)) {
      faults.push({ pointer, message: 'Unknown date range {1}', values: { 1: raw } });
      return [];
    }
    const [start, end] = presetRange(raw as DatePreset, now).map((d) => typedValue(spec.type, d, pointer, faults)!);
    return [{ field, op: 'gte', value: start! }, { field, op: 'lt', value: end! }];
  }
  if (op === 'eq' && spec.type !== 'json') {
    const value = typedValue(spec.type, raw, pointer, faults);
    return value === undefined ? [] : [{ field, op: 'eq', value }];
  }
  faults.push({ pointer, message: 'Unknown operator {1}', values: { 1: op } });
  return [];
}

/**
 * Checks a grid request against its source and turns it into a GridQuery.
 * Anything unknown is a 400 naming it: never ignored, never passed to SQL.
 */
export function parseGridQuery(query: Record<string, unknown>, source: GridSource, now = new Date()): GridQuery {
  const faults: FieldMessage[] = [];
  const out: GridQuery = { limit: 20, offset: 0, sort: [], search: [], filters: [] };
  if (query.limit !== undefined) out.limit = Number(query.limit);
  if (query.offset !== undefined) out.offset = Number(query.offset);
  if (query.count !== undefined) {
    if (query.count === 'exact') out.exactCount = true;
    else faults.push({ pointer: '/count', message: 'Invalid value' });
  }

  const sort = typeof query.sort === 'string' && query.sort !== '' ? query.sort : source.defaultSort;
  for (const part of sort.split(',')) {
    const field = part.trim().replace(/^-/, '');
    if (!Object.hasOwn(source.fields, field)) faults.push({ pointer: '/sort', message: 'Unknown field {1}', values: { 1: field } });
    else if (!out.sort.some((s) => s.field === field)) out.sort.push({ field, desc: part.trim().startsWith('-') });
  }

  if (typeof query.search === 'string' && query.search !== '') {
    for (const pair of query.search.split('|')) {
      const at = pair.indexOf('=');
      const field = at < 0 ? pair : pair.slice(0, at);
      if (!Object.hasOwn(source.fields, field)) faults.push({ pointer: '/search', message: 'Unknown field {1}', values: { 1: field } });
      else if (at >= 0 && pair.slice(at + 1) !== '') out.search.push({ field, value: pair.slice(at + 1) });
    }
  }

  for (const [key, rawValue] of Object.entries(query)) {
    if (RESERVED.has(key)) continue;
    const pointer = `/${key}`;
    const raw = Array.isArray(rawValue) ? String(rawValue[rawValue.length - 1]) : String(rawValue);
    const cut = key.lastIndexOf('__');
    const field = cut < 0 ? key : key.slice(0, cut);
    // Own fields only: 'valueOf' or 'constructor' in a query must not find Object.prototype's.
    const spec = Object.hasOwn(source.fields, field) ? source.fields[field] : undefined;
    if (!spec) faults.push({ pointer, message: 'Unknown field {1}', values: { 1: field } });
    else out.filters.push(...filtersOf(field, spec, cut < 0 ? 'eq' : key.slice(cut + 2), raw, pointer, faults, now));
  }
  if (faults.length) throw validationError(faults);
  return out;
}
