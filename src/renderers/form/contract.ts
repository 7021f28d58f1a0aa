import type { FieldMessage } from '../../shared/validation/messages';
import { callChecker, pointerToken, propertiesOf, type KindContract, type NameUse } from '../../kinds/KindContract';
import { gridCellUses, gridContract, gridFaults } from '../grid/contract';
import { detailContract, detailFieldCellUses } from '../detail/contract';
import { undeclaredInputs } from './declaredInputs';
import { fileFieldFaults } from './fileFields';
import { FORM_FIELDS, REGISTERED_WIDGETS, WIDGETS_BY_TYPE } from './formNames';
import schema from './form.schema.json' with { type: 'json' };

/**
 * The form kind's contract: meta-schema part, the rjsf widget and field names
 * its theme draws, and its cross-check against the submit call's body. Pure
 * (no React); FormScreen, named beside it in src/kinds/registry.ts, draws it.
 */

const isObject = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The JSON type rjsf picks a widget alias by (getSchemaType, simplified): undefined when it cannot tell. */
function typeOf(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const real = type.filter((t) => t !== 'null');
    return real.length === 1 ? real[0] : undefined;
  }
  if (Array.isArray(schema.enum)) return 'string';
  if (isObject(schema.properties)) return 'object';
  return undefined;
}

/**
 * Every widget and field a uiSchema names, walked beside the body schema so a
 * widget alias is checked for its value's type: `ui:widget`, `ui:field` and
 * `ui:options.widget` at any depth, `items` for arrays.
 */
export function uiSchemaUses(ui: unknown, body: unknown, at: string): NameUse[] {
  if (!isObject(ui)) return [];
  const uses: NameUse[] = [];
  const type = typeOf(body);
  const widget = (pointer: string, name: unknown) => {
    if (typeof name === 'string') uses.push({ pointer, what: 'widgets', name, ...(type ? { type } : {}) });
  };
  widget(`${at}/ui:widget`, ui['ui:widget']);
  if (isObject(ui['ui:options'])) widget(`${at}/ui:options/widget`, ui['ui:options'].widget);
  if (typeof ui['ui:field'] === 'string') uses.push({ pointer: `${at}/ui:field`, what: 'fields', name: ui['ui:field'] });
  const props = propertiesOf(body) ?? {};
  for (const [key, sub] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const subSchema = key === 'items' && isObject(body) && isObject(body.items) ? body.items : props[key];
    uses.push(...uiSchemaUses(sub, subSchema, `${at}/${pointerToken(key)}`));
  }
  return uses;
}

export const formContract: KindContract = {
  kind: 'form',
  schema,
  // Its list's cells are checked as a grid's, its view fields' as a detail's.
  accepts: { widgets: { registered: REGISTERED_WIDGETS, byType: WIDGETS_BY_TYPE }, fields: FORM_FIELDS },
  nameUses(def, catalogue) {
    return [
      ...uiSchemaUses(def.uiSchema, catalogue.find(def.submit)?.body, '/uiSchema'),
      ...(def.list ? gridCellUses(def.list, '/list').map((u) => ({ ...u, accepts: gridContract.accepts })) : []),
      ...(def.view ? detailFieldCellUses(def.view.fields, '/view/fields').map((u) => ({ ...u, accepts: detailContract.accepts })) : []),
      ...(def.result ? detailContract.nameUses!({ fields: def.result.fields ?? [], tables: def.result.tables }, catalogue).map((u) => ({ ...u, pointer: `/result${u.pointer}`, accepts: detailContract.accepts })) : []),
    ];
  },
  crossCheck(def, catalogue) {
    const faults: FieldMessage[] = [];
    const needCall = callChecker(catalogue, faults);
    const call = needCall('/submit', def.submit);
    if (call && !call.body) faults.push({ pointer: '/submit', message: `${def.submit} takes no body` });
    if (call?.body) faults.push(...undeclaredInputs(call.body, def.submit));
    faults.push(...fileFieldFaults(def.uiSchema, call, uiSchemaUses(def.uiSchema, call?.body, '/uiSchema')));
    const body = propertiesOf(call?.body);
    if (body && def.uiSchema) {
      for (const key of Object.keys(def.uiSchema)) {
        if (!key.startsWith('ui:') && !(key in body)) faults.push({ pointer: `/uiSchema/${pointerToken(key)}`, message: `Field ${key} is not in the body of ${def.submit}` });
      }
    }
    if (def.load) needCall('/load', def.load);
    if (def.update) {
      const update = needCall('/update', def.update);
      if (update && !update.body) faults.push({ pointer: '/update', message: `${def.update} takes no body` });
      if (update?.body) faults.push(...undeclaredInputs(update.body, def.update).map((f) => ({ ...f, pointer: '/update' })));
    }
    if (def.delete) needCall('/delete', def.delete);
    if (def.list) gridFaults(def.list, catalogue, faults, '/list');
    // A search form's answer is the submit call's: what it shows must be in it.
    const answer = propertiesOf(call?.response);
    if (def.result && answer) {
      const shown = [
        ...(def.result.fields ?? []).map((f: any, i: number) => [`/result/fields/${i}/field`, f.field.split('.')[0]]),
        ...(def.result.tables ?? []).map((tb: any, i: number) => [`/result/tables/${i}/field`, tb.field]),
        ...(def.result.messages ? [['/result/messages/field', def.result.messages.field]] : []),
      ];
      for (const [pointer, field] of shown) if (!(field in answer)) faults.push({ pointer, message: `Field ${field} is not in the answer of ${def.submit}` });
    }
    return faults;
  },
};
