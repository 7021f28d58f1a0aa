import { validationError } from '../errors';
import type { FieldMessage } from '../../shared/validation/messages';

// NUL cannot be stored in PostgreSQL text and lone surrogates are not Unicode:
// both are refused as input, with the spec's 'Invalid characters', before any handler or SQL sees them.
const INVALID = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function walk(value: unknown, pointer: string, faults: FieldMessage[]): void {
  if (typeof value === 'string') {
    if (INVALID.test(value)) faults.push({ pointer: pointer || '/', message: 'Invalid characters' });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${pointer}/${i}`, faults));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      walk(k, pointer, faults);
      walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, faults);
    }
  }
}

/** Throws a 400 when any text of the request's query, path or body is not storable Unicode. */
export function rejectInvalidText(parts: { query?: unknown; params?: unknown; body?: unknown }): void {
  const faults: FieldMessage[] = [];
  for (const part of [parts.params, parts.query, parts.body]) walk(part, '', faults);
  if (faults.length) throw validationError(faults);
}
