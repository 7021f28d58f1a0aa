import type { Row } from '../Resource';
import type { ScopedDb } from '../ScopedDb';
import { recordChange } from './auditLog';
import { withoutSecrets } from './auditedWrite';

/**
 * A row as the audit log keeps it: bytes are never copied into the log (a file's
 * metadata stays, its content does not), nor secrets (hashes, tokens) nor the
 * columns named in `omit`.
 */
export function auditRow(row: Row | null | undefined, omit: readonly string[] = []): Row | null {
  if (!row) return null;
  const out: Row = {};
  // Hashes, tokens and secrets by name (auditedWrite's rule), then bytes and the columns named.
  for (const [column, value] of Object.entries(withoutSecrets(row)!)) {
    if (omit.includes(column) || value instanceof Uint8Array) continue;
    out[column] = value;
  }
  return out;
}

/**
 * Records one changed row of a hand-written write, on the change's own connection
 * (call it inside its transaction): a create when there was no row before, a
 * delete when there is none after, else an update; `key` names the row's key column.
 */
export function recordRow(rows: ScopedDb, entity: string, key: string, before: Row | null | undefined, after: Row | null | undefined, omit: readonly string[] = []): Promise<void> {
  const action = !before ? 'create' : !after ? 'delete' : 'update';
  const entityId = (after ?? before)?.[key];
  return recordChange(rows, { action, entity, entityId: typeof entityId === 'string' ? entityId.trim() : entityId, before: auditRow(before, omit), after: auditRow(after, omit) });
}
