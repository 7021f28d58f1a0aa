import type { FieldMessage } from '../../shared/validation/messages';
import { callChecker, propertiesOf, type KindContract, type NameUse } from '../../kinds/KindContract';
import { DETAIL_CELL_TYPES } from '../cells/cellTypes';
import schema from './detail.schema.json' with { type: 'json' };

/**
 * The detail kind's contract: meta-schema part, the cell names a record's
 * fields are drawn with, and its cross-check against the load call's answer.
 * Pure (no React); DetailScreen, named beside it in src/kinds/registry.ts, draws it.
 */

/** The cell names a list of detail fields gives, at `at`. */
export function detailFieldCellUses(fields: any[] | undefined, at: string): NameUse[] {
  return (fields ?? []).flatMap((f: any, i: number): NameUse[] => (f.cell ? [{ pointer: `${at}/${i}/cell`, what: 'cells', name: f.cell }] : []));
}

export const detailContract: KindContract = {
  kind: 'detail',
  schema,
  accepts: { cells: DETAIL_CELL_TYPES },
  nameUses: (def) => [
    ...detailFieldCellUses(def.fields, '/fields'),
    ...(def.tables ?? []).flatMap((table: any, i: number) => detailFieldCellUses(table.columns, `/tables/${i}/columns`)),
  ],
  crossCheck(def, catalogue) {
    const faults: FieldMessage[] = [];
    const needCall = callChecker(catalogue, faults);
    const call = needCall('/load', def.load);
    const fields = propertiesOf(call?.response);
    if (fields) {
      // A dotted field (shipper.city) is checked by its first part.
      def.fields.forEach((f: any, i: number) => {
        if (!(f.field.split('.')[0] in fields)) faults.push({ pointer: `/fields/${i}/field`, message: `Field ${f.field} is not in the answer of ${def.load}` });
      });
      // A condition on a field the record never has would hide (or show) its action for ever.
      (def.actions ?? []).forEach((a: any, i: number) => {
        if (a.condition && !(a.condition.field.split('.')[0] in fields)) faults.push({ pointer: `/actions/${i}/condition/field`, message: `Field ${a.condition.field} is not in the answer of ${def.load}` });
      });
      (def.tables ?? []).forEach((table: any, i: number) => {
        if (!(table.field in fields)) faults.push({ pointer: `/tables/${i}/field`, message: `Field ${table.field} is not in the answer of ${def.load}` });
      });
    }
    (def.actions ?? []).forEach((a: any, i: number) => a.call && needCall(`/actions/${i}/call`, a.call));
    for (const part of ['list', 'upload', 'download', 'delete']) {
      if (def.attachments?.[part]) needCall(`/attachments/${part}`, def.attachments[part]);
    }
    return faults;
  },
};
