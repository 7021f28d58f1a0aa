import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { FieldMessage } from '../../shared/validation/messages';
import { undeclaredInputs } from './declaredInputs';

const KIND_PARTS = ['grid', 'form', 'detail'];

/** The screen meta-schema: the common part in schemas/, each kind's part beside its renderer. */
export function compileScreenSchema(root: string): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const kind of KIND_PARTS) ajv.addSchema(JSON.parse(readFileSync(join(root, `src/renderers/${kind}/${kind}.schema.json`), 'utf8')));
  return ajv.compile(JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8')));
}

function findByRef(calls: CallEntry[], ref: string): CallEntry | undefined {
  const [method, path] = ref.split(' ');
  return calls.find((c) => c.method === method && c.path === path);
}

function propertiesOf(schema: any): Record<string, unknown> | undefined {
  return schema && typeof schema === 'object' ? schema.properties : undefined;
}

/**
 * An action column's call: it exists, its body fields are the call's, and
 * the {field}s its path and body take from the row are in the grid's answer.
 */
function actionFaults(col: any, at: string, needCall: (pointer: string, ref: string) => CallEntry | undefined, row: Record<string, unknown> | undefined, source: string): FieldMessage[] {
  const faults: FieldMessage[] = [];
  const call = needCall(`${at}/call`, col.call);
  if (!call) return faults;
  const declared = propertiesOf(call.body);
  if (col.body && !call.body) faults.push({ pointer: `${at}/body`, message: `${col.call} takes no body` });
  const used: [string, string][] = [...col.call.matchAll(/\{(\w+)\}/g)].map((m: RegExpMatchArray) => [`${at}/call`, m[1]!]);
  for (const [key, value] of Object.entries(col.body ?? {})) {
    if (declared && !(key in declared)) faults.push({ pointer: `${at}/body/${key}`, message: `Field ${key} is not in the body of ${col.call}` });
    if (typeof value === 'string') for (const m of value.matchAll(/\{(\w+)\}/g)) used.push([`${at}/body/${key}`, m[1]!]);
  }
  if (row) for (const [pointer, field] of used) if (!(field in row)) faults.push({ pointer, message: `Field ${field} is not in the answer of ${source}` });
  return faults;
}

/**
 * Cross-checks a valid definition against the call catalogue: the calls it names
 * exist and the fields it shows are in their answers. Messages carry JSON pointers.
 */
export function crossCheck(def: any, calls: CallEntry[]): FieldMessage[] {
  const faults: FieldMessage[] = [];
  const needCall = (pointer: string, ref: string) => {
    const call = findByRef(calls, ref);
    if (!call) faults.push({ pointer, message: `No call ${ref} in the call catalogue` });
    return call;
  };
  if (def.kind === 'grid') {
    const call = needCall('/dataSource', def.dataSource);
    if (call && !call.grid) faults.push({ pointer: '/dataSource', message: `${def.dataSource} is not a grid data source` });
    const row = propertiesOf((call?.response as any)?.properties?.results?.items);
    if (row) {
      def.columns.forEach((col: any, i: number) => {
        if (!(col.field in row)) faults.push({ pointer: `/columns/${i}/field`, message: `Field ${col.field} is not in the answer of ${def.dataSource}` });
      });
      if (!(def.rowKey in row)) faults.push({ pointer: '/rowKey', message: `Field ${def.rowKey} is not in the answer of ${def.dataSource}` });
      (def.fixedFilters ?? []).forEach((f: any, i: number) => {
        if (!(f.field in row)) faults.push({ pointer: `/fixedFilters/${i}/field`, message: `Field ${f.field} is not in the answer of ${def.dataSource}` });
      });
    }
    def.columns.forEach((col: any, i: number) => {
      if (col.call) faults.push(...actionFaults(col, `/columns/${i}`, needCall, row, def.dataSource));
    });
    if (def.rowUpdate) {
      const update = needCall('/rowUpdate', def.rowUpdate);
      if (update && !update.body) faults.push({ pointer: '/rowUpdate', message: `${def.rowUpdate} takes no body` });
    }
  }
  if (def.kind === 'form') {
    const call = needCall('/submit', def.submit);
    if (call && !call.body) faults.push({ pointer: '/submit', message: `${def.submit} takes no body` });
    if (call?.body) faults.push(...undeclaredInputs(call.body, def.submit));
    const body = propertiesOf(call?.body);
    if (body && def.uiSchema) {
      for (const key of Object.keys(def.uiSchema)) {
        if (!key.startsWith('ui:') && !(key in body)) faults.push({ pointer: `/uiSchema/${key}`, message: `Field ${key} is not in the body of ${def.submit}` });
      }
    }
    if (def.load) needCall('/load', def.load);
    if (def.update) {
      const update = needCall('/update', def.update);
      if (update && !update.body) faults.push({ pointer: '/update', message: `${def.update} takes no body` });
      if (update?.body) faults.push(...undeclaredInputs(update.body, def.update).map((f) => ({ ...f, pointer: '/update' })));
    }
    if (def.delete) needCall('/delete', def.delete);
    if (def.list) {
      const list = needCall('/list/dataSource', def.list.dataSource);
      if (list && !list.grid) faults.push({ pointer: '/list/dataSource', message: `${def.list.dataSource} is not a grid data source` });
    }
  }
  if (def.kind === 'detail') {
    const call = needCall('/load', def.load);
    const fields = propertiesOf(call?.response);
    if (fields) {
      // A dotted field (shipper.city) is checked by its first part.
      def.fields.forEach((f: any, i: number) => {
        if (!(f.field.split('.')[0] in fields)) faults.push({ pointer: `/fields/${i}/field`, message: `Field ${f.field} is not in the answer of ${def.load}` });
      });
      (def.tables ?? []).forEach((table: any, i: number) => {
        if (!(table.field in fields)) faults.push({ pointer: `/tables/${i}/field`, message: `Field ${table.field} is not in the answer of ${def.load}` });
      });
    }
    for (const part of ['list', 'upload', 'download', 'delete']) {
      if (def.attachments?.[part]) needCall(`/attachments/${part}`, def.attachments[part]);
    }
  }
  return faults;
}
