/** One cell of a SpreadsheetML sheet as written: its text (shared strings resolved), style index and type. */
export interface SheetCell {
  text: string;
  style?: string;
  type?: string;
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The text of a `<t>` run or an `<si>`/`<is>` of runs. */
const runsText = (xml: string) => [...xml.matchAll(/<t(?: xml:space="preserve")?>([^<]*)<\/t>/g)].map((m) => unescape(m[1]!)).join('');

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
}

/**
 * Reads a sheet back as a reader of the format does (independent of the writer):
 * rows by their `r` or in order, cells placed by their `r` or after the previous
 * cell, shared strings (`t="s"`) looked up in xl/sharedStrings.xml, inline
 * strings unescaped. Missing cells are undefined.
 */
export function readSheet(files: Map<string, Buffer>, sheet = 1): (SheetCell | undefined)[][] {
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString() ?? '').matchAll(/<si>(.*?)<\/si>/gs)].map((m) => runsText(m[1]!));
  const xml = files.get(`xl/worksheets/sheet${sheet}.xml`)!.toString();
  const rows: (SheetCell | undefined)[][] = [];
  let rowAt = -1;
  for (const row of xml.matchAll(/<row(?: r="(\d+)")?[^>]*>(.*?)<\/row>/gs)) {
    rowAt = row[1] ? Number(row[1]) - 1 : rowAt + 1;
    const cells: (SheetCell | undefined)[] = [];
    let at = -1;
    for (const c of row[2]!.matchAll(/<c((?: \w+="[^"]*")*)\s*(?:\/>|>(.*?)<\/c>)/gs)) {
      const attrs = Object.fromEntries([...c[1]!.matchAll(/ (\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
      at = attrs.r ? columnIndex(/^[A-Z]+/.exec(attrs.r)![0]) : at + 1;
      const body = c[2] ?? '';
      const value = /<v>([^<]*)<\/v>/.exec(body)?.[1];
      const text = attrs.t === 's' ? shared[Number(value)]! : attrs.t === 'inlineStr' ? runsText(body) : unescape(value ?? '');
      cells[at] = { text, ...(attrs.s ? { style: attrs.s } : {}), ...(attrs.t ? { type: attrs.t } : {}) };
    }
    rows[rowAt] = cells;
  }
  return rows;
}
