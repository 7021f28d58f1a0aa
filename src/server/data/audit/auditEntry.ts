import { AppError } from '../../errors';
import { assertAdmin } from '../guards';
import { isoUtc } from '../isoUtc';
import type { Row } from '../Resource';
import type { ScopedDb } from '../ScopedDb';

export interface FieldChange {
  field: string;
  old_value: string | null;
  new_value: string | null;
}

/** A field's value as the detail shows it: text as is, other values as JSON, none as null. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The drivers answer jsonb parsed (pg) or parsed too (PGlite); text is parsed for safety. */
function record(value: unknown): Row {
  if (value === null || value === undefined) return {};
  return (typeof value === 'string' ? JSON.parse(value) : value) as Row;
}

/** The fields whose value differs between the record before and after, in the record's order. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = record(before);
  const now = record(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, old_value: shown(old[field]), new_value: shown(now[field]) }))
    .filter((c) => c.old_value !== c.new_value);
}

/** One audit entry of the caller's company with its field changes (AUD_DETAIL/{id}): administrators only. */
export async function getAuditEntry(rows: ScopedDb, id: number) {
  assertAdmin(rows.caller);
  const row = await rows.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const { before, after, at, ...rest } = row;
  return { ...rest, at: isoUtc(at), changes: fieldChanges(before, after) };
}
