import { portalFormats } from '../../../../shared/validation/formats';
import { messageFor } from '../../../../shared/validation/messages';
import type { Row } from '../../../dataProvider';
import { cellTypeOf, type GridColumn } from '../../gridDefinition';

/** A message of the spec's validation rules (02-business.md §5), in English with its values. */
export interface CellMessage {
  message: string;
  values?: Record<string, string | number>;
}

const numeric = (c: GridColumn) => c.type === 'number' || c.type === 'decimal';
const fail = (keyword: string, params: Record<string, unknown> = {}): CellMessage => messageFor({ keyword, instancePath: '', params });

/** The portal format an edited text must match, by data and cell type. */
function formatOf(c: GridColumn): string | undefined {
  if (c.type === 'date' || c.type === 'datetime') return c.type;
  return ({ email: 'email', phone: 'phone', time: 'time', time_hhmm: 'time' } as Record<string, string>)[cellTypeOf(c)];
}

/** The typed text as the value the row holds: numbers and booleans parsed, empty as null. */
export function parseEdit(c: GridColumn, text: string): unknown {
  const v = text.trim();
  // A cleared text is an empty text; a cleared number or date has no value.
  if (v === '') return c.type === 'text' && !c.required ? '' : null;
  if (numeric(c)) return Number.isFinite(Number(v)) ? Number(v) : v;
  if (c.type === 'boolean') return v === 'true';
  return text;
}

/** The edit text of a row's value. */
export function editText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

const decimalsIn = (text: string) => /\.(\d+)$/.exec(text.trim())?.[1]?.length ?? 0;

/**
 * The first rule an edited value breaks, or null: the same keywords and
 * messages as every form, checked by hand because the portal's pages may not
 * compile code (no 'unsafe-eval').
 */
export function validateEdit(c: GridColumn, text: string): CellMessage | null {
  const value = parseEdit(c, text);
  if (value === null || value === '') return c.required ? fail('required') : null;
  if (numeric(c)) {
    if (typeof value !== 'number') return fail('type', { type: 'number' });
    const allowed = c.decimals ?? (c.type === 'decimal' ? 2 : 0);
    if (decimalsIn(text) > allowed) return { message: 'Number of decimal place allowed: {1}', values: { 1: allowed } };
    if (c.min !== undefined && value < c.min) return fail('minimum', { limit: c.min });
    if (c.max !== undefined && value > c.max) return fail('maximum', { limit: c.max });
    return null;
  }
  if (typeof value !== 'string') return null;
  if (c.size !== undefined && value.length > c.size) return fail('maxLength', { limit: c.size });
  const format = formatOf(c);
  if (format && !portalFormats[format]!.test(value.trim())) return fail('format', { format });
  return null;
}

/** Editable here: the column is, and the row meets its edit condition. */
export function canEdit(c: GridColumn, row: Row): boolean {
  if (!c.editable) return false;
  const cond = c.editCondition;
  if (!cond) return true;
  const v = row[cond.field] as string | number | boolean;
  if (cond.in && !cond.in.includes(v)) return false;
  if (cond.notIn && cond.notIn.includes(v)) return false;
  return true;
}
