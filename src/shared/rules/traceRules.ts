import { at, defineRule, FIELD, text } from './ruleTypes';

/** 02-business.md §5 and §9: up to 50 shipments can be traced at once. */
export const TRACE_LIMIT = 50;
/** The longest number a trace takes (a reference number is up to 30 characters, §5). */
export const TRACE_NUMBER_LENGTH = 30;

/**
 * The numbers of a pasted list: one per line, or separated by commas, semicolons
 * or spaces; blanks dropped, each number once, in the order first typed. The
 * browser's form and the server read a trace with this one function.
 */
export function splitTraceNumbers(value: string): string[] {
  return [...new Set(value.split(/[\s,;]+/).filter((n) => n !== ''))];
}

export const traceNumbers = defineRule<{ field: string }>({
  description: "A pasted list of numbers to trace: at most 50 ('Up to 50 shipments can be traced at once'), each at most 30 characters.",
  params: { field: FIELD },
  required: ['field'],
  fields: ['field'],
  check(target, p) {
    const value = text(target[p.field]);
    if (value === undefined) return [];
    const numbers = splitTraceNumbers(value);
    if (!numbers.length) return [{ pointer: at(p.field), message: 'Field is required' }];
    if (numbers.length > TRACE_LIMIT) return [{ pointer: at(p.field), message: 'Up to {1} shipments can be traced at once', values: { 1: TRACE_LIMIT } }];
    if (numbers.some((n) => n.length > TRACE_NUMBER_LENGTH)) return [{ pointer: at(p.field), message: 'Maximum {1} characters', values: { 1: TRACE_NUMBER_LENGTH } }];
    return [];
  },
});
