import type { Output } from './Output';
import { cellText, type ExportColumn, type ExportMeta, type ExportWriter } from './ExportColumn';

type Row = Record<string, unknown>;

// A text cell starting like a formula is kept as text by spreadsheets (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV field writer per column, chosen once: numbers, dates and booleans never need quoting. */
function csvField(col: ExportColumn, meta: ExportMeta): (value: unknown) => string {
  if (col.type === 'text' || col.type === 'json')
    return (v) => {
      if (v === null || v === undefined) return '';
      const text = cellText(col, v, meta);
      return csvCell(FORMULA_START.test(text) ? `'${text}` : text);
    };
  if (col.type === 'datetime') return (v) => (v === null || v === undefined ? '' : csvCell(meta.localTime(String(v))));
  return (v) => (v === null || v === undefined ? '' : String(v));
}

/** RFC 4180 CSV in UTF-8 with a byte order mark (so spreadsheets read accents), CRLF line ends. */
export function csvWriter(out: Output, meta: ExportMeta): ExportWriter {
  const fields = meta.columns.map((c) => [c.field, csvField(c, meta)] as const);
  return {
    begin: () => out.write(`\uFEFF${meta.columns.map((c) => csvCell(c.label)).join(',')}\r\n`),
    rows: (rows: Row[]) => {
      let text = '';
      for (const row of rows) {
        let line = '';
        for (let i = 0; i < fields.length; i++) line += (i ? ',' : '') + fields[i]![1](row[fields[i]![0]]);
        text += line + '\r\n';
      }
      return out.write(text);
    },
    end: async () => {},
  };
}

/** A JSON array of objects keyed by field, values typed as the grid answers them. */
export function jsonWriter(out: Output, meta: ExportMeta): ExportWriter {
  let first = true;
  return {
    begin: () => out.write('['),
    rows: (rows: Row[]) => {
      const text = rows.map((row) => JSON.stringify(Object.fromEntries(meta.columns.map((c) => [c.field, row[c.field] ?? null])))).join(',\n');
      const lead = first ? '\n' : ',\n';
      first = false;
      return out.write(lead + text);
    },
    end: () => out.write(first ? ']\n' : '\n]\n'),
  };
}

// Characters XML 1.0 cannot carry at all are dropped; the five specials escaped.
const XML_INVALID = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Most text needs nothing: one test spares the two replacements.
const XML_SPECIAL = /[&<>"'\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]/;

export function xmlText(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(XML_INVALID, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** `<export><row><field>value</field>...</row></export>`: element names are the fields (checked names). */
export function xmlWriter(out: Output, meta: ExportMeta): ExportWriter {
  const value = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return {
    begin: () => out.write(`<?xml version="1.0" encoding="UTF-8"?>\n<export title="${xmlText(meta.title)}">\n`),
    rows: (rows: Row[]) =>
      out.write(rows.map((row) => `<row>${meta.columns.map((c) => {
        const v = value(row[c.field]);
        return v === null ? `<${c.field}/>` : `<${c.field}>${xmlText(v)}</${c.field}>`;
      }).join('')}</row>\n`).join('')),
    end: () => out.write('</export>\n'),
  };
}
