import { isPageRanges } from '../../shared/rules/uploadRules';

export type OutputFormat = 'PDF' | 'TIFF' | 'JPEG';

/** One document to make, as the wizard edits it (02-business.md §3 Document processing item). */
export interface ItemDraft {
  pdfname: string;
  pdfoutput: OutputFormat;
  pages: 'All' | 'Custom';
  custom: string;
}

export const MAX_ITEMS = 50;

/** The file's name without its extension: the first document's default name. */
export function baseName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '').trim();
  return (base || 'Document').replace(/[/\\:*?"<>|]/g, '_').slice(0, 100);
}

/**
 * The next document's defaults: the same name (the server suffixes it _1, _2...), the same
 * output, and custom pages starting at the previous item's last page plus one when numeric
 * (02-business.md §5).
 */
export function nextItem(items: ItemDraft[], fileName: string): ItemDraft {
  const last = items[items.length - 1];
  if (!last) return { pdfname: baseName(fileName), pdfoutput: 'PDF', pages: 'All', custom: '' };
  const lastPage = /(\d+)\s*$/.exec(last.custom)?.[1];
  return { pdfname: last.pdfname, pdfoutput: last.pdfoutput, pages: 'Custom', custom: last.pages === 'Custom' && lastPage ? String(Number(lastPage) + 1) : '' };
}

/** The English message of an item's fault, field by field; empty when it can be sent. */
export function itemFaults(item: ItemDraft): { pdfname?: string; custom?: string } {
  const faults: { pdfname?: string; custom?: string } = {};
  const name = item.pdfname.trim();
  if (!name) faults.pdfname = 'Field is required';
  else if (!/^[^/\\:*?"<>|]{1,100}$/.test(name)) faults.pdfname = 'Invalid characters';
  if (item.pages === 'Custom' && !isPageRanges(item.custom)) faults.custom = 'Invalid format';
  return faults;
}

/** The `params` list the upload call takes. */
export function processingItems(items: ItemDraft[]) {
  return items.map((i) => ({ pdfname: i.pdfname.trim(), pdfoutput: i.pdfoutput, pdfpages: i.pages === 'All' ? 'All' : i.custom.trim() }));
}

/** The per-file limit in bytes (25 MB, base 1024: 02-business.md §9). */
export const limitBytes = (mb = 25) => mb * 1024 * 1024;
