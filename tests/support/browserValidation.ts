import { loadCallBody, makeCustomValidate, makeTransformErrors } from '../../src/renderers/form/formValidator';
import { fillPlaceholders } from '../../src/shared/validation/messages';
import validationFr from '../../src/shared/validation/fr.json';
import rulesFr from '../../src/shared/rules/fr.json';

const fr: Record<string, string> = { ...validationFr, ...rulesFr };

function flatten(node: unknown, pointer: string, out: Record<string, string[]>) {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '__errors') {
      const messages = value as string[];
      if (messages.length) out[pointer || '/'] = [...(out[pointer || '/'] ?? []), ...messages];
    } else flatten(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  }
}

/**
 * What the browser's form says about a body: the call's precompiled validator
 * (as codegen wrote it) and the body's rules, through rjsf exactly as the
 * form renderer wires them, translated; messages by JSON pointer.
 */
export async function browserFaults(callId: string, body: unknown, lang: 'en' | 'fr', context: { today: string; username?: string }): Promise<Record<string, string[]>> {
  const compiled = await loadCallBody(callId);
  if (!compiled) throw new Error(`${callId} takes no body`);
  const { schema, validator } = compiled;
  const t = (en: string, values?: Record<string, string | number>) => fillPlaceholders(lang === 'fr' ? (fr[en] ?? en) : en, values);
  const { errorSchema } = validator.validateFormData(structuredClone(body), schema, makeCustomValidate(schema, t, () => context), makeTransformErrors(t));
  const out: Record<string, string[]> = {};
  flatten(errorSchema, '', out);
  return out;
}
