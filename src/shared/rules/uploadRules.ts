import { at, defineRule, FIELD, text } from './ruleTypes';

const RANGES = /^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/;

/** Pages like '1-5, 8, 11-13': numbers from 1, each range in order. */
export function isPageRanges(value: string): boolean {
  if (!RANGES.test(value)) return false;
  return value.split(',').every((part) => {
    const [from, to = from] = part.split('-').map((n) => Number(n.trim()));
    return from! >= 1 && to! >= from!;
  });
}

export const pageRanges = defineRule<{ pages: string; allowAll?: boolean }>({
  description: "Custom pages as comma-separated numbers or ranges like '1-5, 8, 11-13' ('All' too when allowAll): 'Invalid format'.",
  params: { pages: FIELD, allowAll: { type: 'boolean' } },
  required: ['pages'],
  fields: ['pages'],
  check(target, p) {
    const pages = text(target[p.pages]);
    if (!pages || (p.allowAll && pages === 'All') || isPageRanges(pages)) return [];
    return [{ pointer: at(p.pages), message: 'Invalid format' }];
  },
});
