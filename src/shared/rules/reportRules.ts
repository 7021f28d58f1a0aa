import { at, defineRule } from './ruleTypes';

/** 02-business.md §2 and §9: the report generator's limits, in the words of its labels. */
export const REPORT_LIMITS = { columns: 70, sortLevels: 3, sumColumns: 10 } as const;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A report definition's limits: at most 70 columns, 3 sort levels and 10 sum
 * columns, each sum column one of the report's columns or calculated columns.
 * The schema's own maxItems are looser on purpose, so that this rule answers
 * the spec's message rather than a generic "too many items".
 */
export const reportLimits = defineRule<Record<string, never>>({
  description: "A report's columns (at most 70: 'A maximum of 70 columns per report'), sort levels (3) and sum columns (10: 'Select up to 10 columns to add together').",
  params: {},
  fields: [],
  check(target) {
    const faults = [];
    const columns = list(target.columns);
    const sums = list(target.sum_columns);
    if (columns.length > REPORT_LIMITS.columns) faults.push({ pointer: at('columns'), message: 'A maximum of 70 columns per report' });
    if (list(target.sort).length > REPORT_LIMITS.sortLevels) faults.push({ pointer: at('sort'), message: 'Up to 3 sort levels' });
    if (sums.length > REPORT_LIMITS.sumColumns) faults.push({ pointer: at('sum_columns'), message: 'Select up to 10 columns to add together' });
    const named = new Set([...columns, ...list(target.calculated_columns).map((c) => (c as { name?: unknown })?.name)]);
    sums.forEach((s, i) => {
      if (!named.has(s)) faults.push({ pointer: at('sum_columns', i), message: "Sum columns must be among the report's columns" });
    });
    return faults;
  },
});
