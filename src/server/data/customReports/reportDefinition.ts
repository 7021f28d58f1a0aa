import { validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { baseReportOf, columnOf, type BaseReport } from './baseReports';
import { isNumeric } from './reportColumn';
import { ExpressionError, parseExpression, type Expr } from './expression';
import type { ReportCalculated, ReportFilter, ReportSort } from '../../db/schemaCustomReports';

/** A report definition as the catalogue's schema has already shaped it (limits checked by the report-limits rule). */
export interface ReportDefinition {
  base_report: number;
  columns: string[];
  sort?: ReportSort[];
  sum_columns?: string[];
  calculated_columns?: ReportCalculated[];
  filters?: ReportFilter[];
  title?: string | null;
  style?: 'Detail' | 'Summary' | null;
  header?: string | null;
  footer?: string | null;
}

export interface CheckedDefinition {
  base: BaseReport;
  def: ReportDefinition;
  calculated: { name: string; label: string; decimals: number; tree: Expr }[];
}

/**
 * What the schema cannot say about a definition: every column, sort and
 * filter names a column of its base report, sums are over number columns,
 * calculated columns parse in the expression language over number columns.
 * Faults are 400s with JSON pointers under `at`.
 */
export function checkDefinition(def: ReportDefinition, at = ''): CheckedDefinition {
  const base = baseReportOf(def.base_report);
  const faults: FieldMessage[] = [];
  const numeric = (name: string) => {
    const c = columnOf(base, name);
    return !!c && isNumeric(c);
  };
  def.columns.forEach((name, i) => {
    if (!columnOf(base, name)) faults.push({ pointer: `${at}/columns/${i}`, message: 'Unknown column' });
  });
  (def.sort ?? []).forEach((s, i) => {
    if (!columnOf(base, s.column)) faults.push({ pointer: `${at}/sort/${i}/column`, message: 'Unknown column' });
  });
  (def.filters ?? []).forEach((f, i) => {
    if (!columnOf(base, f.column)) faults.push({ pointer: `${at}/filters/${i}/column`, message: 'Unknown column' });
  });
  const calculated: CheckedDefinition['calculated'] = [];
  (def.calculated_columns ?? []).forEach((c, i) => {
    if (columnOf(base, c.name)) faults.push({ pointer: `${at}/calculated_columns/${i}/name`, message: 'Column name already used' });
    try {
      calculated.push({ name: c.name, label: c.label ?? c.name, decimals: c.decimals ?? 2, tree: parseExpression(c.expression, numeric) });
    } catch (e) {
      if (!(e instanceof ExpressionError)) throw e;
      faults.push({ pointer: `${at}/calculated_columns/${i}/expression`, message: 'Invalid expression: {1}', values: { 1: e.message } });
    }
  });
  const calcNames = new Set(calculated.map((c) => c.name));
  (def.sum_columns ?? []).forEach((s, i) => {
    if (!calcNames.has(s) && !numeric(s)) faults.push({ pointer: `${at}/sum_columns/${i}`, message: 'Only number columns can be used here' });
  });
  if (faults.length) throw validationError(faults);
  return { base, def, calculated };
}
