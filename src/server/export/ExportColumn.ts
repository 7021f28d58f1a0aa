import type { FieldType } from '../query/GridSource';

/** One column of an export: the field, the heading the user sees, and its type. */
export interface ExportColumn {
  field: string;
  label: string;
  type: FieldType;
}

/** What every format writer is given besides the rows. */
export interface ExportMeta {
  title: string;
  columns: ExportColumn[];
  /** Formats a datetime value for people: in the user's time zone, 'YYYY-MM-DD HH:mm:ss'. */
  localTime: (iso: string) => string;
  /** A notice to print with the rows (e.g. the PDF row limit), in the caller's language. */
  notice?: string;
  /** 'Page {1}' and 'Exported {1}' in the caller's language. */
  pageLabel: (n: number) => string;
  exportedLabel: string;
}

/** A streaming file format: a header, rows a chunk at a time, an ending. */
export interface ExportWriter {
  begin(): Promise<void>;
  rows(rows: Record<string, unknown>[]): Promise<void>;
  end(): Promise<void>;
}

/** A cell's text for people (CSV, PDF): null is empty, datetimes local, JSON as JSON. */
export function cellText(col: ExportColumn, value: unknown, meta: Pick<ExportMeta, 'localTime'>): string {
  if (value === null || value === undefined) return '';
  if (col.type === 'datetime') return meta.localTime(String(value));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
