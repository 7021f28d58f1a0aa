import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/Caller';

/** Column types of the grid protocol; `json` columns are answered and matched as text, never compared. */
export type FieldType = 'text' | 'number' | 'decimal' | 'date' | 'datetime' | 'boolean' | 'json';

export interface FieldSpec {
  /** The column (or SQL expression) filters and sorts work on. */
  column: string;
  type: FieldType;
  /** What is selected for the answer, when it differs from `column` (e.g. a formatted timestamp). */
  select?: string;
}

/**
 * What a grid data source may be asked for: its table, its fields, and the
 * column that scopes rows to a customer. The query engine accepts nothing else.
 */
export interface GridSource {
  table: string;
  fields: Record<string, FieldSpec>;
  /** Scopes a customer user's rows to their account; null only for sources scoped by `ownerColumn`. */
  customerColumn: string | null;
  /**
   * Scopes rows to the caller's company. null only for the carrier group's shared
   * reference tables (companies, master configuration, environment, translations):
   * one set of rows for every brand, guarded by the call's cmids alone.
   */
  companyColumn: string | null;
  /** Rows belong to one user (e.g. push reports): scoped to the caller's id through this column. */
  ownerColumn?: string;
  defaultSort: string;
  /** Unique, never-null column appended to every sort so that pages never overlap. */
  tiebreak: string;
  /** A further check before any row is read (grid and export alike): throws the source's own refusal. */
  guard?: (db: Kysely<DB>, caller: Caller) => Promise<void>;
}

/** Whose rows a query may see: the caller's company, customer account (null: all of the company) and id. */
export interface GridScope {
  company: string;
  customer: string | null;
  userId: number;
}
