import type { ErrorSchema } from '@rjsf/utils';
import type { FieldMessage } from '../../shared/validation/messages';

type Translate = (english: string, values?: Record<string, string | number>) => string;

export interface ServerErrors {
  /** Errors on fields, for rjsf's extraErrors. */
  fields: ErrorSchema;
  /** Errors on the whole record (pointer '' or '/'). */
  form: string[];
}

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A 400 answer's errors ({pointer: '/probill', message}) placed on their fields, translated. */
export function toServerErrors(errors: readonly FieldMessage[], t: Translate): ServerErrors {
  const fields: Record<string, any> = {};
  const form: string[] = [];
  for (const e of errors) {
    const text = t(e.message, e.values);
    const path = e.pointer.split('/').slice(1).filter(Boolean).map(unescape);
    if (!path.length) {
      form.push(text);
      continue;
    }
    let node = fields;
    for (const key of path) node = node[key] ??= {};
    (node.__errors ??= []).push(text);
  }
  return { fields: fields as ErrorSchema, form };
}
