import type { FieldMessage } from '../../shared/validation/messages';
import { OPTIONAL_KEY } from '../../shared/catalogueExtensions';

const isObject = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * 02-business.md §5: inputs must declare required or not required. Every
 * property a form edits is either in its object's `required` or in its
 * `x-optional` list, in the body schema of the form's submit call: the one
 * place the server checks too. Answers one fault per undeclared input, at
 * the definition's /submit.
 */
export function undeclaredInputs(body: unknown, submit: string): FieldMessage[] {
  const faults: FieldMessage[] = [];
  const walk = (node: unknown, path: string) => {
    if (!isObject(node)) return;
    const required: unknown[] = Array.isArray(node.required) ? node.required : [];
    const optional: unknown[] = Array.isArray(node[OPTIONAL_KEY]) ? node[OPTIONAL_KEY] : [];
    for (const [name, sub] of Object.entries(isObject(node.properties) ? node.properties : {})) {
      const field = `${path}/${name}`;
      if (!required.includes(name) && !optional.includes(name))
        faults.push({ pointer: '/submit', message: `Input ${field} of ${submit} declares neither required nor optional (list it in required or in ${OPTIONAL_KEY})` });
      walk(sub, field);
    }
    if (isObject(node.items)) walk(node.items, `${path}/items`);
    for (const k of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[k])) for (const sub of node[k]) walk(sub, path);
  };
  walk(body, '');
  return faults;
}
