import type { Output } from './Output';
import { ZipStream, type ZipEntry } from './zipStream';
import { xmlText } from './textWriters';
import type { ExportColumn, ExportMeta, ExportWriter } from './ExportColumn';
import { SharedStrings } from './SharedStrings';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's rows per sheet, the heading included: a longer result continues on the next sheet. */
export const XLSX_SHEET_ROWS = 1_048_576;
const CELL_TEXT_MAX = 32_767;
const DAY_MS = 86_400_000;
const EPOCH_1900 = 25_569; // Excel's serial of 1970-01-01

const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function columnLetters(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

// Leading or trailing spaces, tabs and line breaks are kept by Excel only where the text says so.
const NEEDS_PRESERVE = /^\s|\s$|[\t\n\r]/;

/** A `<t>` element of text: escaped, cut to Excel's cell limit, `xml:space="preserve"` only where it matters. */
function textElement(text: string): string {
  const t = xmlText(text.length > CELL_TEXT_MAX ? text.slice(0, CELL_TEXT_MAX) : text);
  return NEEDS_PRESERVE.test(t) ? `<t xml:space="preserve">${t}</t>` : `<t>${t}</t>`;
}

/** `at` is '' or ` r="B7"`: a cell names its place only after a gap (an empty cell), otherwise it is the next one. */
function inlineText(at: string, text: string, style = ''): string {
  return `<c${at}${style} t="inlineStr"><is>${textElement(text)}</is></c>`;
}

/** `YYYY-MM-DD[ HH:mm:ss]` wall-clock text as an Excel serial number. */
function serial(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const t = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  return t / DAY_MS + EPOCH_1900;
}

/** One cell writer per column, chosen once; `at` is '' or the cell's ` r="A1"` reference. */
function cellWriter(col: ExportColumn, meta: ExportMeta, strings: SharedStrings): (at: string, value: unknown) => string {
  switch (col.type) {
    case 'number':
    case 'decimal':
      return (at, v) => {
        const n = Number(v);
        return Number.isFinite(n) ? `<c${at}><v>${n}</v></c>` : inlineText(at, String(v));
      };
    case 'boolean':
      return (at, v) => `<c${at} t="b"><v>${v ? 1 : 0}</v></c>`;
    case 'date':
    case 'datetime': {
      // Grids repeat dates a lot: each distinct one is converted once (bounded, so memory stays flat).
      const serials = new Map<string, number | null>();
      const style = col.type === 'date' ? 1 : 2;
      return (at, v) => {
        const shown = col.type === 'date' ? String(v) : meta.localTime(String(v));
        let s = serials.get(shown);
        if (s === undefined) {
          s = serial(shown);
          if (serials.size < 10_000) serials.set(shown, s);
        }
        return s === null ? inlineText(at, shown) : `<c${at} s="${style}"><v>${s}</v></c>`;
      };
    }
    default: {
      const column = strings.column();
      return (at, v) => {
        const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
        const index = column.indexOf(text);
        return index < 0 ? inlineText(at, text) : `<c${at} t="s"><v>${index}</v></c>`;
      };
    }
  }
}

/** Sheet names: at most 31 characters, none of []:*?/\ and unique. */
function sheetName(title: string, n: number): string {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 24) || 'Export';
  return n === 1 ? base : `${base} (${n})`;
}

/**
 * XLSX as a streamed zip (yazl): a minimal SpreadsheetML package (content types,
 * relationships, workbook, styles, shared strings, sheets). Rows go to the
 * current sheet as they come, typed (numbers, booleans, dates as dates); text
 * that repeats is a shared string, other text inline (SharedStrings.ts); a
 * cell names its place only after an empty one. The parts naming the sheets
 * and the shared strings are written last, once they are known.
 */
export function xlsxWriter(out: Output, meta: ExportMeta, sheetRows = XLSX_SHEET_ROWS): ExportWriter {
  const zip = new ZipStream(out);
  const letters = meta.columns.map((_, i) => columnLetters(i));
  const strings = new SharedStrings();
  const writers = meta.columns.map((c) => cellWriter(c, meta, strings));
  const fields = meta.columns.map((c) => c.field);
  let sheet: ZipEntry | null = null;
  let sheets = 0;
  let rowNo = 0;

  const openSheet = async () => {
    sheets += 1;
    sheet = await zip.entry(`xl/worksheets/sheet${sheets}.xml`);
    const cols = meta.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.min(60, Math.max(10, c.label.length + 2))}" customWidth="1"/>`).join('');
    const heading = meta.columns.map((c) => inlineText('', c.label, ' s="3"')).join('');
    await sheet.write(`${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${heading}</row>`);
    rowNo = 1;
  };
  const closeSheet = async () => {
    await sheet!.write('</sheetData></worksheet>');
    await sheet!.close();
  };

  return {
    begin: openSheet,
    rows: async (rows) => {
      let text = '';
      for (const row of rows) {
        if (rowNo === sheetRows) {
          await sheet!.write(text);
          text = '';
          await closeSheet();
          await openSheet();
        }
        rowNo += 1;
        let line = `<row r="${rowNo}">`;
        let gap = false;
        for (let i = 0; i < writers.length; i++) {
          const value = row[fields[i]!];
          if (value === null || value === undefined) gap = true;
          else {
            line += writers[i]!(gap ? ` r="${letters[i]}${rowNo}"` : '', value);
            gap = false;
          }
        }
        text += line + '</row>';
      }
      await sheet!.write(text);
    },
    end: async () => {
      await closeSheet();
      const ids = Array.from({ length: sheets }, (_, i) => i + 1);
      await zip.file('xl/styles.xml', STYLES);
      await zip.file('xl/sharedStrings.xml', `${HEAD}<sst xmlns="${MAIN}" uniqueCount="${strings.size}">${strings.list().map((t) => `<si>${textElement(t)}</si>`).join('')}</sst>`);
      await zip.file('xl/workbook.xml', `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${ids.map((n) => `<sheet name="${xmlText(sheetName(meta.title, n))}" sheetId="${n}" r:id="rId${n}"/>`).join('')}</sheets></workbook>`);
      await zip.file('xl/_rels/workbook.xml.rels', `${HEAD}<Relationships xmlns="${PKG_REL}">${ids.map((n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}<Relationship Id="rIdStyles" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rIdStrings" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`);
      await zip.file('_rels/.rels', `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
      await zip.file('[Content_Types].xml', `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/>${ids.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${CT}.worksheet+xml"/>`).join('')}</Types>`);
      await zip.finish();
    },
  };
}
