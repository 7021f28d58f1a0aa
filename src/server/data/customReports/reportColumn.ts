/** Types of a report column, as the grid protocol names them. */
export type ReportColumnType = 'text' | 'number' | 'decimal' | 'date' | 'datetime' | 'boolean';

/**
 * One selectable column of a base report, declared once: its name (what a
 * definition names), its type, the SQL it reads (fixed here, never from a
 * request) and its English and French labels.
 */
export interface ReportColumn {
  name: string;
  type: ReportColumnType;
  sql: string;
  en: string;
  fr: string;
  category: string;
  /** Shown ticked when a report is started from this base. */
  default?: boolean;
}

export const isNumeric = (c: { type: ReportColumnType }): boolean => c.type === 'number' || c.type === 'decimal';

/** Column declarations in a compact form: [name, type, sql, English, French, default?]. */
export type ColumnRow = [string, ReportColumnType, string, string, string, boolean?];

export function columnsOf(category: string, rows: ColumnRow[]): ReportColumn[] {
  return rows.map(([name, type, sql, en, fr, def]) => ({ name, type, sql, en, fr, category, ...(def ? { default: true } : {}) }));
}
