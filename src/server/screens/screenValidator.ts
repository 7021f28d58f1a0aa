import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { FieldMessage } from '../../shared/validation/messages';
import { kinds, contractOf } from '../../kinds/registry';
import { unknownNames, type CatalogueView } from '../../kinds/KindContract';

/**
 * The screen meta-schema: the common part in schemas/, and each registered
 * kind's part from its contract, applied when `kind` names it.
 */
export function compileScreenSchema(root: string): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false });
  // Kinds' parts may refer to each other (a form's list is a grid): all are known first.
  for (const { contract } of kinds) ajv.addSchema(contract.schema);
  const common = JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8'));
  const byKind = kinds.map(({ contract }) => ({ if: { properties: { kind: { const: contract.kind } } }, then: { $ref: contract.schema.$id } }));
  return ajv.compile({ ...common, allOf: [...(common.allOf ?? []), ...byKind] });
}

/** The catalogue as the kinds' cross-checks look calls up: by 'METHOD path'. */
export function catalogueView(calls: CallEntry[]): CatalogueView {
  const byRef = new Map(calls.map((c) => [`${c.method} ${c.path}`, c]));
  return { find: (ref) => byRef.get(ref) };
}

const views = new WeakMap<CallEntry[], CatalogueView>();
const viewOf = (calls: CallEntry[]) => {
  let view = views.get(calls);
  if (!view) views.set(calls, (view = catalogueView(calls)));
  return view;
};

/**
 * Checks a definition the meta-schema accepted, by its kind's contract: the
 * kind is registered, the widget, field and cell names it gives are ones its
 * component draws, and the calls it names exist and fit. JSON pointers.
 */
export function crossCheck(def: any, calls: CallEntry[]): FieldMessage[] {
  const contract = contractOf(def.kind);
  if (!contract) return [{ pointer: '/kind', message: `Unknown screen kind ${def.kind}; known: ${kinds.map((k) => k.contract.kind).join(', ')}` }];
  const catalogue = viewOf(calls);
  return [...unknownNames(contract.accepts, contract.nameUses(def, catalogue)), ...contract.crossCheck(def, catalogue)];
}
