import Ajv, { type ValidateFunction } from 'ajv';
import type { CallEntry } from './readCatalogue';
import { ruleCatalogue } from '../../shared/rules/ruleCatalogue';
import { ruleEntries, RULES_KEY } from '../../shared/rules/applyRules';
import type { RuleDefinition } from '../../shared/rules/ruleTypes';

import { OPTIONAL_KEY } from '../../shared/catalogueExtensions';

/** The keyword listing the properties an object declares optional (every property is required or optional). */
export { OPTIONAL_KEY };

const ajv = new Ajv({ allErrors: true, strict: false });
const entryValidators = new Map<string, ValidateFunction>();

function entryValidator(name: string): ValidateFunction {
  let v = entryValidators.get(name);
  if (!v) {
    const rule = ruleCatalogue[name]!;
    v = ajv.compile({ type: 'object', additionalProperties: false, required: ['rule', ...(rule.required ?? [])], properties: { rule: { const: name }, ...rule.params } });
    entryValidators.set(name, v);
  }
  return v;
}

/** Where a keyword appears in a schema, as schema pointers. */
function keywordPointers(node: unknown, keyword: string, pointer = ''): string[] {
  if (!node || typeof node !== 'object') return [];
  const here = keyword in node ? [pointer] : [];
  return [...here, ...Object.entries(node).flatMap(([k, v]) => (k === keyword ? [] : keywordPointers(v, keyword, `${pointer}/${k}`)))];
}

/**
 * House rules of `x-rules` and `x-optional`: rules sit in request bodies only
 * (the server applies them there), name a rule of src/shared/rules with valid
 * parameters, and name fields the object declares; optional properties are
 * declared ones, not also required.
 */
export function lintRules(call: CallEntry): string[] {
  const faults: string[] = [];
  for (const part of ['params', 'query', 'response'] as const) {
    for (const p of keywordPointers(call[part], RULES_KEY)) faults.push(`${call.id} ${part}${p}: ${RULES_KEY} are applied to request bodies only`);
  }
  for (const { pointer, node, entry } of ruleEntries(call.body)) {
    const where = `${call.id} body${pointer}/${RULES_KEY}`;
    const rule: RuleDefinition | undefined = ruleCatalogue[entry.rule];
    if (!rule) {
      faults.push(`${where}: unknown rule ${JSON.stringify(entry.rule)} (known: ${Object.keys(ruleCatalogue).join(', ')})`);
      continue;
    }
    const validate = entryValidator(entry.rule);
    const valid: boolean = validate(entry);
    if (!valid) faults.push(`${where}: ${entry.rule} ${validate.errors!.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`);
    const declared = Object.keys((node.properties as object) ?? {});
    for (const param of rule.fields) {
      for (const field of ([] as unknown[]).concat(entry[param] ?? [])) {
        if (typeof field === 'string' && !declared.includes(field)) faults.push(`${where}: ${entry.rule} names ${field}, which is not a property here`);
      }
    }
  }
  for (const pointer of keywordPointers(call.body, OPTIONAL_KEY)) {
    const node = pointer.split('/').slice(1).reduce<any>((n, k) => n?.[k], call.body);
    const optional = node[OPTIONAL_KEY];
    const declared = Object.keys(node.properties ?? {});
    if (!Array.isArray(optional) || optional.some((n) => typeof n !== 'string')) {
      faults.push(`${call.id} body${pointer}: ${OPTIONAL_KEY} must be a list of property names`);
      continue;
    }
    for (const name of optional) {
      if (!declared.includes(name)) faults.push(`${call.id} body${pointer}: optional ${name} is not a property`);
      if ((node.required ?? []).includes(name)) faults.push(`${call.id} body${pointer}: ${name} is both required and optional`);
    }
  }
  return faults;
}
