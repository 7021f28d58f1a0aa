import { AppError, validationError } from '../errors';
import type { FieldMessage } from '../../shared/validation/messages';

// NUL cannot be stored in PostgreSQL text and lone surrogates are not Unicode:
// both are refused as input, with the spec's 'Invalid characters', before any handler or SQL sees them.
const INVALID = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * How deep a request's structures may nest (arrays and objects). The deepest request
 * schema of the catalogue nests 5 levels; 32 leaves room and stops a 4 KB body of
 * 2,000 brackets from reaching code that walks it.
 */
export const MAX_NESTING = 32;

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Walks a parsed request part with an explicit stack (never recursion, so no input can
 * overflow the call stack): refuses nesting beyond MAX_NESTING, and collects strings
 * (keys included) that are not storable Unicode.
 */
function walk(root: unknown, faults: FieldMessage[]): void {
  const stack: { value: unknown; pointer: string; depth: number }[] = [{ value: root, pointer: '', depth: 0 }];
  while (stack.length) {
    const { value, pointer, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (INVALID.test(value)) faults.push({ pointer: pointer || '/', message: 'Invalid characters' });
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_NESTING) throw new AppError('NESTING_TOO_DEEP', { 1: MAX_NESTING });
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], pointer: `${pointer}/${i}`, depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, v] = entries[i]!;
      if (INVALID.test(k)) faults.push({ pointer: pointer || '/', message: 'Invalid characters' });
      stack.push({ value: v, pointer: `${pointer}/${escapePointer(k)}`, depth: depth + 1 });
    }
  }
}

/**
 * Throws a 400 when any part of the request (path, query, body) nests deeper than
 * MAX_NESTING or holds text that is not storable Unicode.
 */
export function rejectInvalidText(parts: { query?: unknown; params?: unknown; body?: unknown }): void {
  const faults: FieldMessage[] = [];
  for (const part of [parts.params, parts.query, parts.body]) walk(part, faults);
  if (faults.length) throw validationError(faults);
}
