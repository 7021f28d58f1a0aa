import type { FieldMessage } from '../../shared/validation/messages';
import { callChecker, propertiesOf, rowFieldsOf, type CatalogueCall, type CatalogueView, type KindContract, type NameUse } from '../../kinds/KindContract';
import { CELL_TYPES } from '../cells/cellTypes';
import schema from './grid.schema.json' with { type: 'json' };

/**
 * The grid kind's contract: its meta-schema part, the cell names its cells
 * draw, and its cross-check. Pure (no React): the server validates with it,
 * and GridScreen, named beside it in src/kinds/registry.ts, draws it.
 */

/**
 * An action column's call: it exists, its body fields are the call's, and
 * the {field}s its path and body take from the row are in the grid's answer.
 */
function actionFaults(col: any, at: string, needCall: (pointer: string, ref: string) => CatalogueCall | undefined, row: Record<string, unknown> | undefined, source: string): FieldMessage[] {
  const faults: FieldMessage[] = [];
  const call = needCall(`${at}/call`, col.call);
  if (!call) return faults;
  const declared = propertiesOf(call.body);
  if (col.body && !call.body) faults.push({ pointer: `${at}/body`, message: `${col.call} takes no body` });
  const used: [string, string][] = [...(col.call as string).matchAll(/\{(\w+)\}/g)].map((m) => [`${at}/call`, m[1]!]);
  for (const [key, value] of Object.entries(col.body ?? {})) {
    if (declared && !(key in declared)) faults.push({ pointer: `${at}/body/${key}`, message: `Field ${key} is not in the body of ${col.call}` });
    if (typeof value === 'string') for (const m of value.matchAll(/\{(\w+)\}/g)) used.push([`${at}/body/${key}`, m[1]!]);
  }
  if (row) for (const [pointer, field] of used) if (!(field in row)) faults.push({ pointer, message: `Field ${field} is not in the answer of ${source}` });
  return faults;
}

/**
 * The {name}s of a data source's path are the call's own path parameters, filled
 * from the route by the grid screen; a form's list is drawn with no route, so it
 * cannot take one (it would never ask).
 */
function sourceParamFaults(dataSource: string, call: CatalogueCall, at: string): FieldMessage[] {
  const names = [...dataSource.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const declared = propertiesOf(call.params) ?? {};
  return names.flatMap((name): FieldMessage[] => {
    if (!(name in declared)) return [{ pointer: `${at}/dataSource`, message: `Parameter ${name} is not a path parameter of ${dataSource}` }];
    if (at) return [{ pointer: `${at}/dataSource`, message: `A list has no route to fill {${name}} of ${dataSource}` }];
    return [];
  });
}

/**
 * A grid (or a form's list, at `at`) against the catalogue: its data source is
 * a grid call, and its columns, row key and fixed filters are in its answer.
 * Faults are added to `faults` in the order they are found.
 */
export function gridFaults(def: any, catalogue: CatalogueView, faults: FieldMessage[], at = ''): void {
  const needCall = callChecker(catalogue, faults);
  const call = needCall(`${at}/dataSource`, def.dataSource);
  if (call && !call.grid) faults.push({ pointer: `${at}/dataSource`, message: `${def.dataSource} is not a grid data source` });
  if (call) faults.push(...sourceParamFaults(def.dataSource, call, at));
  const row = rowFieldsOf(call);
  if (row) {
    def.columns.forEach((col: any, i: number) => {
      if (!(col.field in row)) faults.push({ pointer: `${at}/columns/${i}/field`, message: `Field ${col.field} is not in the answer of ${def.dataSource}` });
    });
    if (!(def.rowKey in row)) faults.push({ pointer: `${at}/rowKey`, message: `Field ${def.rowKey} is not in the answer of ${def.dataSource}` });
    (def.fixedFilters ?? []).forEach((f: any, i: number) => {
      if (!(f.field in row)) faults.push({ pointer: `${at}/fixedFilters/${i}/field`, message: `Field ${f.field} is not in the answer of ${def.dataSource}` });
    });
  }
  def.columns.forEach((col: any, i: number) => {
    if (col.call) faults.push(...actionFaults(col, `${at}/columns/${i}`, needCall, row, def.dataSource));
  });
  if (def.rowUpdate) {
    const update = needCall(`${at}/rowUpdate`, def.rowUpdate);
    if (update && !update.body) faults.push({ pointer: `${at}/rowUpdate`, message: `${def.rowUpdate} takes no body` });
  }
}

/** The cell names a grid's columns give (a form's list: at `at`). */
export function gridCellUses(def: any, at = ''): NameUse[] {
  return (def.columns ?? []).flatMap((col: any, i: number): NameUse[] => (col.cell ? [{ pointer: `${at}/columns/${i}/cell`, what: 'cells', name: col.cell }] : []));
}

export const gridContract: KindContract = {
  kind: 'grid',
  schema,
  accepts: { cells: CELL_TYPES },
  nameUses: (def) => gridCellUses(def),
  crossCheck(def, catalogue) {
    const faults: FieldMessage[] = [];
    gridFaults(def, catalogue, faults);
    return faults;
  },
};
