import { at, defineRule, FIELD } from './ruleTypes';

/** 02-business.md §2 and §9: the report generator's limits, in the words of its labels. */
export const REPORT_LIMITS = { columns: 70, sortLevels: 3, sumColumns: 10 } as const;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A report definition's limits: at most 70 columns, 3 sort levels and 10 sum
 * columns, each sum column one of the report's columns or calculated columns.
 * The schema's own maxItems are looser on purpose, so that this rule answers
 * the spec's message rather than a generic "too many items".
 */
export const reportLimits = defineRule<{ columns: string; sort: string; sums: string; calculated: string }>({
  description: "A report's columns (at most 70: 'A maximum of 70 columns per report'), sort levels (3) and sum columns (10: 'Select up to 10 columns to add together').",
  params: { columns: FIELD, sort: FIELD, sums: FIELD, calculated: FIELD },
  required: ['columns', 'sort', 'sums', 'calculated'],
  fields: ['columns', 'sort', 'sums', 'calculated'],
  check(target, p) {
    const faults = [];
    const columns = list(target[p.columns]);
    const sums = list(target[p.sums]);
    if (columns.length > REPORT_LIMITS.columns) faults.push({ pointer: at(p.columns), message: 'A maximum of 70 columns per report' });
    if (list(target[p.sort]).length > REPORT_LIMITS.sortLevels) faults.push({ pointer: at(p.sort), message: 'Up to 3 sort levels' });
    if (sums.length > REPORT_LIMITS.sumColumns) faults.push({ pointer: at(p.sums), message: 'Select up to 10 columns to add together' });
    const named = new Set([...columns, ...list(target[p.calculated]).map((c) => (c as { name?: unknown })?.name)]);
    sums.forEach((s, i) => {
      if (!named.has(s)) faults.push({ pointer: at(p.sums, i), message: "Sum columns must be among the report's columns" });
    });
    return faults;
  },
});
