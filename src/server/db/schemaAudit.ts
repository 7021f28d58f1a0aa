import type { ColumnType, Generated } from 'kysely';

/** m0070_audit_log: every change made through the portal (issue 16 point 5). */
export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, string | undefined, never>;
  company: string;
  user_id: string;
  cmid: string | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entity_id: string | null;
  ip: string | null;
  /** JSON text on the way in; the drivers answer the parsed record. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

/** m0071_password_history: each time a password was set, how and by whom (UA-PHIST). */
export interface PasswordHistoryTable {
  id: Generated<number>;
  company: string;
  user_id: number;
  uid: string;
  changed_at: ColumnType<Date, string | undefined, never>;
  changed_by: string;
  how: 'own' | 'admin' | 'reset';
}

export interface AuditTables {
  audit_log: AuditLogTable;
  password_history: PasswordHistoryTable;
}
