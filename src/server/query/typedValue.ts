import type { FieldMessage } from '../../shared/validation/messages';
import type { FieldType } from './GridSource';

export type FilterValue = string | number | boolean;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?))?(Z|[+-]\d{2}:?\d{2})?$/;

/** A calendar date that exists (no 2026-02-30, no year 0): what PostgreSQL's date accepts. */
function isDate(raw: string): boolean {
  const m = DATE_RE.exec(raw);
  if (!m || Number(m[1]) < 1) return false;
  const d = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === raw;
}

/**
 * A date-time as unambiguous ISO-8601 UTC text. A value without a zone is UTC,
 * as the grid shows timestamps in UTC; a date alone is its midnight.
 */
function isoDateTime(raw: string): string | undefined {
  const m = DATETIME_RE.exec(raw);
  if (!m || !isDate(m[1]!)) return undefined;
  const zone = !m[3] ? 'Z' : m[3] === 'Z' ? 'Z' : m[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const t = Date.parse(`${m[1]}T${m[2] ?? '00:00'}${zone}`);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/**
 * One protocol value typed like its column, or undefined with a fault naming the
 * parameter: a value that reaches SQL is always one the column type accepts.
 */
export function typedValue(type: FieldType, raw: string, pointer: string, faults: FieldMessage[]): FilterValue | undefined {
  switch (type) {
    case 'number':
    case 'decimal': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) return void faults.push({ pointer, message: 'Value must be number' });
      return n;
    }
    case 'date':
      if (!isDate(raw)) return void faults.push({ pointer, message: 'Invalid date format. Valid format is: {1}', values: { 1: 'YYYY-MM-DD' } });
      return raw;
    case 'datetime': {
      const iso = isoDateTime(raw);
      if (!iso) return void faults.push({ pointer, message: 'Invalid date format. Valid format is: {1}', values: { 1: 'YYYY-MM-DD HH:mm' } });
      return iso;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') return void faults.push({ pointer, message: 'Invalid value' });
      return raw === 'true';
    default:
      return raw;
  }
}
