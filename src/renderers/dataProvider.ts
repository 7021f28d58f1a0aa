import { request } from '../api/client';

/**
 * The one data-provider contract of the renderers: a list query in, a page of
 * rows out, over the grid query protocol (00-contracts.md §4). Renderers never
 * build query strings themselves, so the wire format lives here only.
 */

/** The closed set of filter operators; the server refuses any other with a 400. */
export const FILTER_OPS = [
  'icontains',
  'iexact',
  'istartswith',
  'iendswith',
  'not_icontains',
  'not_iexact',
  'not_istartswith',
  'not_iendswith',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'date_range',
  'daterange_preset',
  'is',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface DateRange {
  /** YYYY-MM-DD, inclusive; empty for an open start. */
  start?: string;
  /** YYYY-MM-DD, inclusive; sent as the next day, exclusive. */
  end?: string;
}

export type FilterValue = string | number | boolean | readonly (string | number)[] | DateRange;

export interface Filter {
  field: string;
  op: FilterOp;
  value: FilterValue;
}

export interface SortKey {
  field: string;
  desc: boolean;
}

export interface SearchTerm {
  field: string;
  value: string;
}

export interface ListParams {
  limit: number;
  offset: number;
  sort?: readonly SortKey[];
  search?: readonly SearchTerm[];
  filters?: readonly Filter[];
  /** Ask for the exact count where the server would estimate a large one (`count=exact`). */
  exactCount?: boolean;
}

export interface ColumnDetail {
  field: string;
  type: string;
}

export type Row = Record<string, unknown>;

export interface ListResult<R = Row> {
  rows: R[];
  count: number;
  /** False when `count` is the server's estimate of a large result (count_exact, 00-contracts.md §4). */
  countExact?: boolean;
  columns: string[];
  columns_details: ColumnDetail[];
}

export type GetList = (dataSource: string, params: ListParams, signal?: AbortSignal) => Promise<ListResult>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a YYYY-MM-DD date, computed in UTC so no time zone shifts it. */
export function nextDay(date: string): string {
  if (!DATE.test(date)) throw new Error(`Invalid date ${date}, expected YYYY-MM-DD`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function scalar(value: FilterValue): string {
  if (typeof value === 'object') throw new Error(`Filter value ${JSON.stringify(value)} is not a single value`);
  return String(value);
}

/** The query parameters one filter adds. */
export function filterParams(f: Filter): Record<string, string> {
  switch (f.op) {
    case 'in': {
      const list = Array.isArray(f.value) ? f.value : scalar(f.value as FilterValue).split(',');
      return { [`${f.field}__in`]: list.map(String).join(',') };
    }
    case 'date_range': {
      const { start, end } = f.value as DateRange;
      const out: Record<string, string> = {};
      if (start) {
        if (!DATE.test(start)) throw new Error(`Invalid date ${start}, expected YYYY-MM-DD`);
        out[`${f.field}__gte`] = start;
      }
      if (end) out[`${f.field}__lt`] = nextDay(end);
      return out;
    }
    case 'daterange_preset':
      return { [`${f.field}__daterange`]: scalar(f.value) };
    case 'is': {
      const v = f.value === true || f.value === 'true' ? 'true' : f.value === false || f.value === 'false' ? 'false' : null;
      if (v === null) throw new Error(`Filter ${f.field} is: expected true or false`);
      return { [f.field]: v };
    }
    default:
      if (!(FILTER_OPS as readonly string[]).includes(f.op)) throw new Error(`Unknown filter operator ${String(f.op)}`);
      return { [`${f.field}__${f.op}`]: scalar(f.value) };
  }
}

/** The whole query string of a list request, as 00-contracts.md §4 pins it. */
export function listQuery(p: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { limit: p.limit, offset: p.offset };
  if (p.sort?.length) query.sort = p.sort.map((s) => (s.desc ? `-${s.field}` : s.field)).join(',');
  const search = (p.search ?? []).filter((s) => s.value !== '');
  if (search.length) query.search = search.map((s) => `${s.field}=${s.value}`).join('|');
  for (const f of p.filters ?? []) Object.assign(query, filterParams(f));
  if (p.exactCount) query.count = 'exact';
  return query;
}

interface WireList {
  results: Row[];
  count: number;
  count_exact?: boolean;
  columns?: string[];
  columns_details?: ColumnDetail[];
}

/** Reads one page of a data source ('GET path', a catalogue call). */
export const getList: GetList = async (dataSource, params, signal) => {
  // 02-business.md §5: a data source key is 'GET ' and a path, anything else is refused.
  if (!/^GET \S+$/.test(dataSource)) throw new Error(`Invalid data source ${dataSource}: expected 'GET path'`);
  const res = await request<WireList>(dataSource, { query: listQuery(params), signal });
  return { rows: res.results ?? [], count: res.count ?? 0, countExact: res.count_exact !== false, columns: res.columns ?? [], columns_details: res.columns_details ?? [] };
};
