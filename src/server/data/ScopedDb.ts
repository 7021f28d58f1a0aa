import { sql, type DeleteQueryBuilder, type DeleteResult, type Expression, type Insertable, type InsertQueryBuilder, type InsertResult, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/Caller';
import { AppError } from '../errors';
import { scopeOf, type Scope } from '../auth/Scope';
import { ownershipOf, type Ownership, type TableName } from '../db/ownership';
import { scopeCondition } from '../query/scopeSql';

/** Tables whose rows a caller reaches directly, scoped by company, account or owner (ownership.ts). */
export type ScopedTable =
  | 'customers' | 'users' | 'sessions' | 'menu_groups' | 'shipments' | 'claims' | 'security_answers' | 'user_presets'
  | 'user_menu_state' | 'sign_in_log' | 'page_views' | 'oidc_authorizations' | 'user_table_prefs' | 'pushreports' | 'pushreport_results' | 'export_files'
  | 'invoices' | 'email_outbox' | 'announcements' | 'pickups' | 'quotes'
  | 'uploaded_documents' | 'doclib_documents' | 'doclib_policies' | 'image_subscriptions' | 'shipment_notifications' | 'contacts'
  | 'bols' | 'bol_templates' | 'bol_addresses' | 'product_descriptions' | 'saved_labels' | 'statements' | 'payments'
  | 'skeleton_accounts' | 'disputes'
  | 'ar_accounts' | 'collection_calls' | 'call_priority_log' | 'collection_actions' | 'ar_code_tables' | 'edi_billing_exceptions' | 'ar_email_log'
  | 'delivery_codes' | 'billing_exit_conditions' | 'billing_production' | 'audit_log'
  | 'custom_reports' | 'custom_report_templates' | 'custom_report_runs'
  | 'wanded_pros' | 'credit_limit_history' | 'form_submissions'
  | 'custom_report_requests' | 'custom_report_request_list';

/** Columns the scope fills: the company always, the owning user when left out. */
type Stamped = 'company' | 'user_id' | 'sent_by';
/** What a builder has selected before its select: Kysely's own type for it is the empty object type. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoSelection = {};

/** What an insert into a scoped table gives: the scope's columns may be left out, and the company is never given. */
export type ScopedInsert<T extends ScopedTable> = Omit<Insertable<DB[T]>, Stamped> & {
  [K in Extract<Stamped, keyof Insertable<DB[T]>>]?: K extends 'company' ? never : Insertable<DB[T]>[K];
};

function scopedOwnership(table: TableName): Ownership {
  const own = ownershipOf(table);
  if (!own.company && !own.owner) throw new Error(`${table} is not a scoped table: reach it through its parent or the shared data`);
  return own;
}

/**
 * The caller's view of the database: every query of an owned table it builds
 * already holds the caller's company, customer account and (for a user's own
 * rows) user id, so a repository cannot forget them. Another company's or
 * account's row is simply not there: reading it finds nothing, and writing it
 * changes nothing.
 */
/** Where a change came from, for the audit log: the screen (the request's cmid header) and the caller's address. */
export interface Via {
  cmid?: string | null;
  ip?: string | null;
}

export class ScopedDb {
  readonly scope: Scope;
  constructor(
    readonly db: Kysely<DB>,
    readonly caller: Caller,
    readonly via: Via = {},
  ) {
    this.scope = scopeOf(caller);
  }

  private where(table: TableName): Expression<SqlBool> {
    scopedOwnership(table);
    return scopeCondition(table, this.scope)!;
  }

  // Kysely types a builder by a literal table name; for the generic T the casts give back the caller's table.
  selectFrom<T extends ScopedTable>(table: T): SelectQueryBuilder<DB, T, NoSelection> {
    return this.db.selectFrom(table as TableName).where(this.where(table)) as unknown as SelectQueryBuilder<DB, T, NoSelection>;
  }

  /**
   * The company's rows whatever the caller's account: only for what is unique
   * across a company (a user ID, a preset's name) or a user's own rights (the
   * accounts they may switch to), never to answer another account's rows.
   */
  companyWide<T extends 'users' | 'customers' | 'menu_groups' | 'user_presets'>(table: T): SelectQueryBuilder<DB, T, NoSelection> {
    const column = scopedOwnership(table).company!;
    return this.db.selectFrom(table as TableName).where(sql.ref(`${table}.${column}`), '=', this.scope.company) as unknown as SelectQueryBuilder<DB, T, NoSelection>;
  }

  updateTable<T extends ScopedTable>(table: T): UpdateQueryBuilder<DB, T, T, UpdateResult> {
    return this.db.updateTable(table as TableName).where(this.where(table)) as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
  }

  deleteFrom<T extends ScopedTable>(table: T): DeleteQueryBuilder<DB, T, DeleteResult> {
    return this.db.deleteFrom(table as TableName).where(this.where(table)) as unknown as DeleteQueryBuilder<DB, T, DeleteResult>;
  }

  /**
   * An insert owned by the scope: the company is the caller's, a customer
   * user's row is their account's, a user's own row is theirs. A row naming
   * another account or user is refused rather than written.
   */
  insertInto<T extends ScopedTable>(table: T, values: ScopedInsert<T>): InsertQueryBuilder<DB, T, InsertResult> {
    const row = this.stamped(table, { ...values });
    return this.db.insertInto(table).values(row as Insertable<DB[T]>) as unknown as InsertQueryBuilder<DB, T, InsertResult>;
  }

  /**
   * A new row of a table owned by the scope, as it will be written: the company
   * the caller's; a customer user's account, a user's own id, a prospect's
   * skeleton account filled in when left out and refused (not found) when another.
   */
  stamped(table: TableName, row: Record<string, unknown>): Record<string, unknown> {
    const own = scopedOwnership(table);
    if (own.company) row[own.company] = this.scope.company;
    const prospect = own.prospect ? this.prospectOf(own) : null;
    // A prospect's row has no customer account: its skeleton account owns it (m0075).
    if (prospect !== null && own.customer) {
      if (row[own.customer] !== undefined && row[own.customer] !== null && row[own.customer] !== this.scope.customer) throw new AppError('NOT_FOUND');
      row[own.customer] = null;
    }
    const owners = [[own.customer, prospect === null ? this.scope.customer : null], [own.owner, this.scope.userId], [own.prospect, prospect]] as const;
    for (const [column, mine] of owners) {
      if (!column || mine === null) continue;
      if (row[column] === undefined || row[column] === null) row[column] = mine;
      else if (row[column] !== mine) throw new AppError('NOT_FOUND');
    }
    return row;
  }

  /** The skeleton account a prospect's row of a prospect-owned table belongs to; refused while it may not make BOLs. */
  private prospectOf(own: Ownership): number | null {
    const prospect = this.scope.prospect;
    if (!own.prospect || !prospect) return null;
    if (!prospect.bolAllowed) throw new AppError('RAPID_BOL_NOT_ALLOWED');
    return prospect.id;
  }

  /** The caller's skeleton account when a prospect allowed rapid BOLs (else null): what its BOLs name instead of an account. */
  get prospectAccount(): number | null {
    return this.prospectOf(ownershipOf('bols'));
  }

  /** Whether an account is one the caller may act on: any of the company's for staff, their own for a customer user. */
  mayUseAccount(account: string | null | undefined): boolean {
    return this.scope.customer === null || account === this.scope.customer;
  }

  /** The same scope inside one transaction: all of `work` commits or none of it. */
  transaction<R>(work: (scoped: ScopedDb) => Promise<R>): Promise<R> {
    return this.db.transaction().execute((trx: Transaction<DB>) => work(new ScopedDb(trx, this.caller, this.via)));
  }
}
