import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { loadFormBody } from './formValidator';

/** The request body schema of a catalogue call named 'METHOD path', if it has one (loaded with the form). */
export async function loadBodySchema(call: string): Promise<RJSFSchema | undefined> {
  return (await loadFormBody(call))?.schema;
}

const TEXT_KEYS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'];

/**
 * The definition's uiSchema with its texts translated and the submit label set.
 * Definition texts are English keys like every other text of the portal.
 */
export function translateUiSchema(ui: UiSchema, t: (s: string) => string, submitLabel?: string): UiSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node) || node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        TEXT_KEYS.includes(k) && typeof v === 'string' ? t(v) : k === 'ui:enumNames' && Array.isArray(v) ? v.map((name) => (typeof name === 'string' ? t(name) : name)) : walk(v),
      ]),
    );
  };
  const out = walk(ui) as UiSchema;
  const options = (out['ui:submitButtonOptions'] ?? {}) as { submitText?: string };
  out['ui:submitButtonOptions'] = { ...options, submitText: t(submitLabel ?? options.submitText ?? 'Save') };
  return out;
}
