import { describe, expect, it } from 'vitest';
import { Output } from '../../src/server/export/Output';
import { ZipStream } from '../../src/server/export/zipStream';
import { xlsxWriter } from '../../src/server/export/xlsxWriter';
import { csvWriter } from '../../src/server/export/textWriters';
import { pdfWriter } from '../../src/server/export/pdfWriter';
import { attachment } from '../../src/server/export/attachment';
import { localTimeFormatter } from '../../src/server/export/localTime';
import type { ExportMeta } from '../../src/server/export/ExportColumn';
import { readZip } from '../support/readZip';
import { readSheet } from '../support/readSheet';
import { readPdf } from '../support/readPdf';

async function collect(write: (out: Output) => Promise<void>): Promise<Buffer> {
  const out = new Output(new AbortController().signal);
  const chunks: Buffer[] = [];
  out.stream.on('data', (c: Buffer) => chunks.push(c));
  await write(out);
  out.stream.end();
  await new Promise((r) => out.stream.on('end', r));
  return Buffer.concat(chunks);
}

const meta: ExportMeta = {
  title: 'Weights: [heavy]/light',
  columns: [
    { field: 'name', label: 'Name', type: 'text' },
    { field: 'kg', label: 'Weight', type: 'decimal' },
    { field: 'day', label: 'Day', type: 'date' },
    { field: 'ok', label: 'OK', type: 'boolean' },
  ],
  localTime: (iso) => iso,
  pageLabel: (n) => `Page ${n}`,
  exportedLabel: 'Exported',
};

describe('export writers', () => {
  it('writes zips whose entries (small, empty, and many deflated chunks) read back with their CRCs', async () => {
    const big = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `row ${i};`).join(''));
    const zip = await collect(async (out) => {
      const w = new ZipStream(out);
      await w.file('a.txt', 'hello é');
      await w.file('empty.txt', '');
      const e = await w.entry('dir/big.txt');
      for (let i = 0; i < big.length; i += 7_000) await e.write(big.subarray(i, i + 7_000));
      await e.close();
      await w.finish();
    });
    const files = readZip(zip);
    expect(files.get('a.txt')!.toString()).toBe('hello é');
    expect(files.get('empty.txt')!.length).toBe(0);
    expect(files.get('dir/big.txt')!.equals(big)).toBe(true);
  });

  it('continues an XLSX on a new sheet, with its heading, when a sheet is full', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => ({ name: `n${i}`, kg: i + 0.5, day: '2026-01-02', ok: i % 2 === 0 }));
    const zip = await collect(async (out) => {
      const w = xlsxWriter(out, meta, 5);
      await w.begin();
      await w.rows(rows.slice(0, 3));
      await w.rows(rows.slice(3));
      await w.end();
    });
    const files = readZip(zip);
    const workbook = files.get('xl/workbook.xml')!.toString();
    expect([...workbook.matchAll(/<sheet name="([^"]*)"/g)].map((m) => m[1])).toEqual(['Weights   heavy  light', 'Weights   heavy  light (2)', 'Weights   heavy  light (3)']);
    const sheets = [1, 2, 3].map((n) => files.get(`xl/worksheets/sheet${n}.xml`)!.toString());
    expect(sheets.map((s) => s.match(/<row /g)!.length)).toEqual([5, 5, 4]);
    expect(sheets.every((s) => s.includes('<row r="1"><c s="3" t="inlineStr"><is><t>Name</t></is></c>'))).toBe(true);
    expect(readSheet(files, 2)[1]).toEqual([{ text: 'n4', type: 's' }, { text: '4.5' }, { text: '46024', style: '1' }, { text: '1', type: 'b' }]);
    expect(files.get('[Content_Types].xml')!.toString()).toContain('/xl/worksheets/sheet3.xml');
  });

  it('shares the text that repeats, inlines the rest, and places a cell after an empty one by its reference', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ name: `n${i}`, kg: i % 3 ? i : null, day: i % 2 ? '2026-01-02' : null, ok: null, city: ['Montréal', ' Québec', 'A & B <c>'][i % 3], note: i % 7 ? null : 'line\nbreak' }));
    const columns = [...meta.columns, { field: 'city', label: 'City', type: 'text' as const }, { field: 'note', label: 'Note', type: 'text' as const }];
    const zip = await collect(async (out) => {
      const w = xlsxWriter(out, { ...meta, columns });
      await w.begin();
      for (let i = 0; i < rows.length; i += 1000) await w.rows(rows.slice(i, i + 1000));
      await w.end();
    });
    const files = readZip(zip);
    const cells = readSheet(files);
    expect(cells.length).toBe(5001);
    rows.forEach((r, i) => {
      const row = cells[i + 1]!;
      expect([row[0]?.text, row[1]?.text, row[2]?.text, row[3], row[4]?.text, row[5]?.text]).toEqual([r.name, r.kg === null ? undefined : String(r.kg), r.day === null ? undefined : '46024', undefined, r.city, r.note ?? undefined]);
    });
    // Cities repeat: three shared strings. Names are all new: the column stops sharing after its first 2,000.
    expect(cells.slice(1).every((row) => row[4]!.type === 's')).toBe(true);
    expect(cells.slice(1).filter((row) => row[0]!.type === 's').length).toBe(2000);
    expect(cells.at(-1)![0]!.type).toBe('inlineStr');
    const sharedXml = files.get('xl/sharedStrings.xml')!.toString();
    expect(sharedXml).toContain('<si><t>A &amp; B &lt;c&gt;</t></si>');
    expect(sharedXml).toContain('<si><t xml:space="preserve"> Québec</t></si>');
    expect(sharedXml).toContain('<si><t xml:space="preserve">line\nbreak</t></si>');
    // A cell after an empty one names its place; the others follow the previous cell.
    const sheet = files.get('xl/worksheets/sheet1.xml')!.toString();
    expect(sheet).toContain('<row r="2"><c t="s"><v>0</v></c><c r="E2" t="s"><v>1</v></c><c t="s"><v>2</v></c></row>');
    expect(files.get('xl/_rels/workbook.xml.rels')!.toString()).toContain('Target="sharedStrings.xml"');
    expect(files.get('[Content_Types].xml')!.toString()).toContain('<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>');
  });

  it('quotes CSV cells that need it and keeps formula-like text as text', async () => {
    const csv = (await collect(async (out) => {
      const w = csvWriter(out, meta);
      await w.begin();
      await w.rows([{ name: '=HYPERLINK("x")', kg: -2, day: null, ok: true }, { name: 'a,b\nc', kg: 1, day: '2026-01-01', ok: false }]);
    })).toString();
    expect(csv).toBe('\uFEFFName,Weight,Day,OK\r\n"\'=HYPERLINK(""x"")",-2,,true\r\n"a,b\nc",1,2026-01-01,false\r\n');
  });

  it('prints any text in the embedded font (accents, dashes, the euro, quotes), cut to its column with an ellipsis', async () => {
    const pdf = await collect(async (out) => {
      const w = pdfWriter(out, { ...meta, title: 'Réclamations – été' });
      await w.begin();
      await w.rows([{ name: 'Réclamation – 5 € “ok” œ', kg: 1, day: '2026-01-01', ok: true }]);
      await w.rows([{ name: `A rather long consignee name ${'that cannot fit '.repeat(20)}`, kg: 2, day: null, ok: false }]);
      await w.end();
    });
    const [page] = await readPdf(pdf);
    expect(page!.lines[0]).toEqual(['Réclamations – été', 'Exported']);
    expect(page!.lines[1]).toEqual(['Name', 'Weight', 'Day', 'OK']);
    expect(page!.lines[2]).toEqual(['Réclamation – 5 € “ok” œ', '1', '2026-01-01', 'true']);
    const cut = page!.lines[3]![0]!;
    expect(cut.startsWith('A rather long')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThan(200);
    expect(page!.lines.at(-1)).toEqual(['Page 1']);
  });

  it('names downloads safely: ASCII fallback and exact UTF-8, no paths', () => {
    expect(attachment('Expéditions/2026 "Q1".csv')).toBe(`attachment; filename="Expeditions_2026 _Q1_.csv"; filename*=UTF-8''Exp%C3%A9ditions_2026%20%22Q1%22.csv`);
    expect(attachment("Bob's (copy)*.pdf")).toBe(`attachment; filename="Bob's (copy)*.pdf"; filename*=UTF-8''Bob%27s%20%28copy%29%2A.pdf`);
  });

  it('shows instants as wall-clock time in the user time zone', () => {
    expect(localTimeFormatter('America/Toronto')!('2026-07-01T16:30:05Z')).toBe('2026-07-01 12:30:05');
    expect(localTimeFormatter('America/Toronto')!('2026-01-01T03:00:00Z')).toBe('2025-12-31 22:00:00');
    expect(localTimeFormatter('UTC')!('2026-01-01T03:00:00Z')).toBe('2026-01-01 03:00:00');
    expect(localTimeFormatter('Nowhere/City')).toBeNull();
  });
});
