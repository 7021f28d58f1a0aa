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
 * What a grid data source may be asked for: its table or view, its fields, and
 * the column that breaks ties. The query engine accepts nothing else; whose
 * rows it reads is the table's ownership (db/ownership.ts) in the caller's scope.
 */
export interface GridSource {
  table: string;
  fields: Record<string, FieldSpec>;
  defaultSort: string;
  /** Unique, never-null column appended to every sort so that pages never overlap. */
  tiebreak: string;
  /** A further check before any row is read (grid and export alike): throws the source's own refusal. */
  guard?: (db: Kysely<DB>, caller: Caller) => Promise<void>;
}
