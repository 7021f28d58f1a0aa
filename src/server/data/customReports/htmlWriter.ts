import type { Output } from '../../export/Output';
import { cellText, type ExportMeta, type ExportWriter } from '../../export/ExportColumn';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const htmlText = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * A report as one self-contained HTML page (the Excel, PDF and JSON formats
 * are the grid export's writers): a table with a heading row, every value
 * escaped, no script and no outside resource, so it reads alike in a mail
 * client and a browser. Numbers are right-aligned.
 */
export function htmlWriter(out: Output, meta: ExportMeta & { header?: string | null; footer?: string | null; lang: string }): ExportWriter {
  const numeric = meta.columns.map((c) => c.type === 'number' || c.type === 'decimal');
  const cell = (tag: 'td' | 'th', text: string, right: boolean) => `<${tag}${right ? ' style="text-align:right"' : ''}>${htmlText(text)}</${tag}>`;
  return {
    begin: () =>
      out.write(
        `<!DOCTYPE html>\n<html lang="${meta.lang}"><head><meta charset="utf-8"><title>${htmlText(meta.title)}</title>` +
          '<style>body{font-family:sans-serif;font-size:13px}table{border-collapse:collapse}th,td{border:1px solid #bbb;padding:3px 6px}th{background:#eee}</style></head><body>\n' +
          `<h1>${htmlText(meta.title)}</h1>\n${meta.header ? `<p>${htmlText(meta.header)}</p>\n` : ''}<table><thead><tr>${meta.columns.map((c, i) => cell('th', c.label, numeric[i]!)).join('')}</tr></thead><tbody>\n`,
      ),
    rows: (rows) => out.write(rows.map((r) => `<tr>${meta.columns.map((c, i) => cell('td', cellText(c, r[c.field], meta), numeric[i]!)).join('')}</tr>\n`).join('')),
    end: () => out.write(`</tbody></table>\n${meta.footer ? `<p>${htmlText(meta.footer)}</p>\n` : ''}<p>${htmlText(meta.exportedLabel)}</p></body></html>\n`),
  };
}
