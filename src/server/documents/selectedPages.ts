import { isPageRanges } from '../../shared/rules/uploadRules';
import { validationError } from '../errors';

/**
 * The pages an item names, in the order given ('3, 1-2' is 3, 1, 2), checked against the
 * document: 'All' is every page; a page past the end is refused at the item's pointer, so a
 * range like 1-1000000 never builds a list larger than the document.
 */
export function selectedPages(pages: string, pageCount: number, pointer: string): number[] {
  if (pages === 'All') return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (!isPageRanges(pages)) throw validationError([{ pointer, message: 'Invalid format' }]);
  const out: number[] = [];
  for (const part of pages.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number(n.trim())) as [number, number?];
    if (to! > pageCount) throw validationError([{ pointer, message: 'Page {1} is not in the document ({2} pages)', values: { 1: to!, 2: pageCount } }]);
    for (let p = from; p <= to!; p++) out.push(p);
  }
  return out;
}
