import type { FilterInput } from './features/filtering/filtering';

const KEYS = ['op', 'text', 'values', 'preset', 'start', 'end'] as const;

/**
 * Filters handed to a grid from outside through its route (01-shell.md route
 * props gridFilter and searchString): `?gridFilter={"status":"Open"}` sets a
 * column's text, an object sets its operator or range too. Anything else is ignored.
 * A definition's `routeQuery` names further parameters, each setting one column's
 * text (`?proNumber=1000000007` on mtdProOnStatements filters its probill).
 */
export function routeFilters(search: string, routeQuery: Record<string, string> = {}): { filters?: Record<string, Partial<FilterInput>>; searchText?: string } {
  const q = new URLSearchParams(search);
  const out: { filters?: Record<string, Partial<FilterInput>>; searchText?: string } = {};
  const searchText = q.get('searchString');
  if (searchText) out.searchText = searchText;
  const named: Record<string, Partial<FilterInput>> = {};
  for (const [param, field] of Object.entries(routeQuery)) {
    const value = q.get(param);
    if (value) named[field] = { text: value };
  }
  if (Object.keys(named).length) out.filters = named;
  const raw = q.get('gridFilter');
  if (!raw) return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return out;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return out;
  const filters: Record<string, Partial<FilterInput>> = {};
  for (const [name, v] of Object.entries(parsed)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') filters[name] = { text: String(v) };
    else if (v && typeof v === 'object') {
      const patch: Record<string, unknown> = {};
      for (const k of KEYS) if (k in v) patch[k] = k === 'values' ? [].concat((v as never)[k]).map(String) : String((v as never)[k]);
      filters[name] = patch as Partial<FilterInput>;
    }
  }
  out.filters = { ...named, ...filters };
  return out;
}
