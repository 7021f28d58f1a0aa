import { isVisible, type GridColumn } from '../../gridDefinition';
import { validPageSize } from '../paging/paging';
import type { SavePrefsBody, TablePrefs } from '../../gridServices';

export const SEPARATORS = ['horizontal', 'vertical', 'cell', 'none'] as const;
export type Separator = (typeof SEPARATORS)[number];
export const DEFAULT_SEPARATOR: Separator = 'horizontal';

/** One column's place in the user's layout. */
export interface ColumnPref {
  name: string;
  visible: boolean;
}

/** What a user can change about a grid and have kept on the server (02-business.md §3). */
export interface Prefs {
  layout: ColumnPref[];
  pageSize: number;
  separator: Separator;
}

export function defaultPrefs(columns: readonly GridColumn[], pageSize: number | undefined): Prefs {
  return { layout: columns.map((c) => ({ name: c.name, visible: isVisible(c) })), pageSize: validPageSize(pageSize), separator: DEFAULT_SEPARATOR };
}

/**
 * Saved preferences over the defaults: saved columns in their saved order
 * (names the definition no longer has are dropped), then columns added to the
 * definition since, with their default visibility.
 */
export function fromServer(saved: TablePrefs, defaults: Prefs): Prefs {
  const known = new Map(defaults.layout.map((p) => [p.name, p]));
  const ordered = [...saved.table].sort((a, b) => a.index - b.index).filter((p) => known.has(p.name));
  const layout = ordered.map((p) => ({ name: p.name, visible: p.visible === 'Y' }));
  const seen = new Set(layout.map((p) => p.name));
  for (const p of defaults.layout) if (!seen.has(p.name)) layout.push(p);
  const separator = (SEPARATORS as readonly string[]).includes(saved.sep ?? '') ? (saved.sep as Separator) : defaults.separator;
  return { layout, pageSize: saved.record ? validPageSize(saved.record) : defaults.pageSize, separator };
}

export function toServer(prefs: Prefs, api: string, cmid: string): SavePrefsBody {
  return {
    record_pref: prefs.pageSize as SavePrefsBody['record_pref'],
    table_pref: prefs.layout.map((p, index) => ({ name: p.name, index, visible: p.visible ? 'Y' : 'N' })),
    view_pref: 'T',
    sep_pref: prefs.separator,
    api,
    cmid,
  };
}

export function samePrefs(a: Prefs, b: Prefs): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The visible columns in the user's order. */
export function visibleColumns(columns: readonly GridColumn[], layout: readonly ColumnPref[]): GridColumn[] {
  const byName = new Map(columns.map((c) => [c.name, c]));
  return layout.filter((p) => p.visible && byName.has(p.name)).map((p) => byName.get(p.name)!);
}

/** Moves one column of the layout one place up (-1) or down (+1). */
export function moveColumn(layout: readonly ColumnPref[], name: string, by: -1 | 1): ColumnPref[] {
  const i = layout.findIndex((p) => p.name === name);
  const j = i + by;
  if (i < 0 || j < 0 || j >= layout.length) return [...layout];
  const out = [...layout];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
