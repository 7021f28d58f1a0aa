import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TableName } from '../db/ownership';
import type { Caller } from '../auth/Caller';
import type { ErrorCode } from '../errors';
import type { FieldType } from '../query/GridSource';
import type { FieldMessage } from '../../shared/validation/messages';
import type { ScopedDb } from './ScopedDb';

/** One row as a resource answers it: its fields by name. */
export type Row = Record<string, unknown>;

/** How a field is written by the plain create and update (replace semantics: PUT sends the whole record). */
export interface Write {
  /** Written on create only (a key, a section) or on update only; both when left out. */
  on?: 'create' | 'update';
  /** Stored when the body leaves the field out (or sends null). */
  default?: unknown;
  /** Left out on update, the stored value stays (a secret's form starts empty). */
  keep?: boolean;
  /** How a given value is stored: upper case, JSON text, sanitised HTML. */
  as?: (value: never) => unknown;
  /** The column written, when the field's column is an expression (a masked secret). */
  into?: string;
}

export interface Field {
  type: FieldType;
  /** The column or SQL expression filters and sorts work on; the field's own name when left out. */
  column?: string;
  /** What is selected for the answer when it differs from `column` (a formatted time, a masked secret). */
  select?: string;
  /** How the plain create and update write it; a field without it is read only. */
  write?: Write;
  /** Filled by the data layer on every write: the time, or the caller's user ID. */
  stamp?: 'now' | 'username';
  /** Written (a stamp) but never answered, filtered or sorted on: the catalogue's answer does not have it. */
  hidden?: true;
}

/** Another table's column naming a row's key: while one does, the row is in use and cannot be deleted. */
export interface Reference {
  table: TableName;
  column: string;
}

/**
 * A resource declared once: the table or view it is read from, its key, its
 * fields with their types, who may reach it, the fields a search looks in,
 * and the references that make a row "in use". Its grid source and its plain
 * get, create, update and delete come from this declaration (resourceRows.ts);
 * whose rows it holds is its table's ownership (db/ownership.ts).
 */
export interface Resource {
  /** The table or view read by the grid and by get. */
  table: string;
  /** The table the plain writes change, when `table` is a view; `table` otherwise. */
  writes?: TableName;
  /**
   * The field naming one row: its column is unique and never null (the grid's
   * tiebreak too). A read-only list may name a column it does not answer.
   */
  key: string;
  fields: Record<string, Field>;
  defaultSort: string;
  /** Fields a type-ahead search looks in (any of them containing the text). */
  search?: string[];
  /**
   * The carrier group's public reference data (exchange rates): rows that belong to no
   * company or customer, so every caller holding the screen reads them all. Declared so
   * that the scoping test can tell it from a source that forgot its scope.
   */
  referenceData?: true;
  /** A further refusal before any row is read or written (staff only, administrators only...). */
  guard?: (db: Kysely<DB>, caller: Caller) => Promise<void>;
  /** What still refers to a row refuses its delete with `error`; `field` answers it as a boolean. */
  inUse?: { refs: Reference[]; error: ErrorCode; field?: string };
  /** The refusal of a key that is not there (in the caller's scope), when the spec words it: NOT_FOUND otherwise. */
  notFound?: ErrorCode;
  /** The answer to a create whose key exists. */
  duplicate?: FieldMessage;
  /**
   * What the schema cannot check about a body (a value in a list, a row that
   * must exist); `current` on update. It may drop a value the body sends to
   * mean "keep" (a secret's empty field).
   */
  check?: (rows: ScopedDb, body: Row, current?: Row) => Promise<void>;
  /** A refusal of the delete beyond references (a built-in row). */
  beforeDelete?: (rows: ScopedDb, current: Row) => Promise<void>;
}

/** Field shorthands: a type, and its column, selection or writing when they differ from the defaults. */
type Options = Omit<Field, 'type'>;
export const text = (o: Options = {}): Field => ({ type: 'text', ...o });
export const number = (o: Options = {}): Field => ({ type: 'number', ...o });
export const decimal = (o: Options = {}): Field => ({ type: 'decimal', ...o });
export const date = (o: Options = {}): Field => ({ type: 'date', ...o });
export const boolean = (o: Options = {}): Field => ({ type: 'boolean', ...o });
export const json = (o: Options = {}): Field => ({ type: 'json', ...o });
/** Timestamps leave the database as ISO-8601 UTC text, the same on both drivers (PGlite and pg). */
export const datetime = (o: Options = {}): Field => ({ type: 'datetime', ...o });

/** Written as given, on create and update. */
export const WRITE: Write = {};
/** Optional text kept as '' when left out, as the tables hold it. */
export const OPTIONAL_TEXT: Write = { default: '' };
export const upper = (v: string) => v.toUpperCase();
