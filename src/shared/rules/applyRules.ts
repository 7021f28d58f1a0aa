import { ruleCatalogue } from './ruleCatalogue';
import type { RuleContext, RuleEntry, RuleFault, Target } from './ruleTypes';

/** The keyword a schema names its rules with (an OpenAPI extension, ignored by ajv). */
export const RULES_KEY = 'x-rules';

const isObject = (v: unknown): v is Target => !!v && typeof v === 'object' && !Array.isArray(v);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Runs every rule named in the schema (at any depth: on the body, on an
 * object property, on the items of a list) against the data, and answers
 * their faults with pointers from the root, at most one per pointer (the
 * first, as the schema's own messages). Pure, so the browser's form and the
 * server run exactly this.
 */
export function applyRules(schema: unknown, data: unknown, ctx: RuleContext): RuleFault[] {
  const faults: RuleFault[] = [];
  const walk = (node: any, value: unknown, pointer: string) => {
    if (!isObject(node)) return;
    if (Array.isArray(node[RULES_KEY]) && isObject(value)) {
      for (const entry of node[RULES_KEY] as RuleEntry[]) {
        const rule = ruleCatalogue[entry.rule];
        if (!rule) throw new Error(`Unknown rule ${entry.rule} at ${pointer || '/'}`);
        for (const f of rule.check(value, entry, ctx)) faults.push({ ...f, pointer: pointer + f.pointer });
      }
    }
    if (isObject(value) && isObject(node.properties)) {
      for (const [key, sub] of Object.entries(node.properties))
        if (value[key] !== undefined) walk(sub, value[key], `${pointer}/${escape(key)}`);
    }
    if (Array.isArray(value) && isObject(node.items)) value.forEach((item, i) => walk(node.items, item, `${pointer}/${i}`));
    for (const k of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(node[k])) for (const sub of node[k]) walk(sub, value, pointer);
  };
  walk(schema, data, '');
  const seen = new Set<string>();
  return faults.filter((f) => !seen.has(f.pointer) && seen.add(f.pointer));
}

/** Every rule entry of a schema with the schema pointer of the object it sits on (for lint and for callers that skip rule-free schemas). */
export function ruleEntries(schema: unknown, pointer = ''): { pointer: string; node: Target; entry: RuleEntry }[] {
  if (!isObject(schema)) return [];
  const here = Array.isArray(schema[RULES_KEY])
    ? (schema[RULES_KEY] as RuleEntry[]).map((entry) => ({
        pointer,
        node: schema,
        entry,
      }))
    : [];
  const below = [
    ...Object.entries(isObject(schema.properties) ? schema.properties : {}).flatMap(([k, s]) =>
      ruleEntries(s, `${pointer}/properties/${escape(k)}`),
    ),
    ...(isObject(schema.items) ? ruleEntries(schema.items, `${pointer}/items`) : []),
    ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) =>
      Array.isArray(schema[k]) ? (schema[k] as unknown[]).flatMap((s, i) => ruleEntries(s, `${pointer}/${k}/${i}`)) : [],
    ),
  ];
  return [...here, ...below];
}
