/**
 * Turns one ajv error into the spec's message (02-business.md §5), in English.
 * The English text is also the translation key; `values` fill its {1}, {2}...
 * The server sends the English message; the browser translates it.
 */
export interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
  message?: string;
}

export interface FieldMessage {
  pointer: string;
  message: string;
  values?: Record<string, string | number>;
}

const formatMessages: Record<string, string> = {
  email: 'Invalid email address',
  probill: 'Invalid Probill Number',
  postal: 'Invalid Postal/Zip Code',
  phone: 'Must be a 10 digit number',
  date: 'Invalid date format. Valid format is: {1}',
  datetime: 'Invalid date format. Valid format is: {1}',
  time: 'Time must be in 24hr format',
  'positive-integer': 'Must be a positive number',
};

const formatExamples: Record<string, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm' };

function decimalsOf(step: number): number {
  const text = String(step);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/** The English message and its values for one ajv error. */
export function messageFor(e: AjvLikeError): { message: string; values?: Record<string, string | number> } {
  switch (e.keyword) {
    case 'required':
      return { message: 'Field is required' };
    case 'minLength':
      return e.params.limit === 1 ? { message: 'Field is required' } : { message: 'Minimum {1} characters', values: { 1: e.params.limit } };
    case 'maxLength':
      return { message: 'Maximum {1} characters', values: { 1: e.params.limit } };
    case 'type':
      return /number|integer/.test(String(e.params.type)) ? { message: 'Value must be number' } : { message: 'Invalid format' };
    case 'minimum':
    case 'exclusiveMinimum':
      return e.params.limit === 0 ? { message: 'Negative value is not allowed' } : { message: 'Value must be greater or equal to: {1}', values: { 1: e.params.limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { message: 'Value must be less than or equal to: {1}', values: { 1: e.params.limit } };
    case 'multipleOf':
      return { message: 'Number of decimal place allowed: {1}', values: { 1: decimalsOf(e.params.multipleOf) } };
    case 'format': {
      const message = formatMessages[e.params.format] ?? 'Invalid format';
      const example = formatExamples[e.params.format];
      return example ? { message, values: { 1: example } } : { message };
    }
    case 'additionalProperties':
      return { message: 'Unknown field' };
    case 'enum':
    case 'const':
      return { message: 'Invalid value' };
    default:
      return { message: 'Invalid format' };
  }
}

/** JSON pointer of the field at fault: required errors point at the missing property. */
export function pointerFor(e: AjvLikeError): string {
  const base = e.instancePath ?? '';
  if (e.keyword === 'required') return `${base}/${e.params.missingProperty}`;
  if (e.keyword === 'additionalProperties') return `${base}/${e.params.additionalProperty}`;
  return base || '/';
}

/** One message per field (the first ajv reports), in document order. */
export function fieldMessages(errors: readonly AjvLikeError[]): FieldMessage[] {
  const seen = new Set<string>();
  const out: FieldMessage[] = [];
  for (const e of errors) {
    // An if/then's own error only repeats what its `then` already said on the field.
    if (e.keyword === 'if') continue;
    const pointer = pointerFor(e);
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    out.push({ pointer, ...messageFor(e) });
  }
  return out;
}

/** Fills {1}, {2}... A missing value is an error (01-shell.md §9). */
export function fillPlaceholders(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`Missing value for placeholder {${k}} in "${text}"`);
    return String(values[k]);
  });
}
