import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { readZip } from '../support/readZip';
import { readSheet } from '../support/readSheet';
import { readPdf } from '../support/readPdf';

const COLUMNS = [
  { field: 'probill', label: 'Probill' },
  { field: 'weight', label: 'Weight (lbs)' },
  { field: 'shipper_city', label: 'City' },
  { field: 'pickup_date', label: 'Pickup date' },
  { field: 'delivery_date', label: 'Delivery date' },
];
const QUERY = { status__icontains: 'deliv', sort: '-weight', limit: 20, offset: 40 };

/** RFC 4180 records (quoted fields with commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      }
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    }
    else cell += ch;
  }
  return rows;
}

const xmlUnescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The cells of a sheet as text: numbers as written, date serials (style 1) back to YYYY-MM-DD. */
function sheetRows(files: Map<string, Buffer>, width: number): string[][] {
  return readSheet(files).map((cells) =>
    Array.from({ length: width }, (_, i) => {
      const c = cells[i];
      if (!c) return '';
      return c.style === '1' ? new Date((Number(c.text) - 25569) * 86_400_000).toISOString().slice(0, 10) : c.text;
    }),
  );
}

for (const dialect of await dialectsUnderTest()) {
  describe(`grid exports [${dialect.name}]`, () => {
    let t: TestApp;
    let expected: Record<string, unknown>[];
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 6300 }); // the employee sees 5,040: over the PDF limit
      const first = await grid('employee', 'status__icontains=deliv&sort=-weight&limit=1000');
      expected = first.results;
      for (let offset = 1000; offset < first.count; offset += 1000) expected.push(...(await grid('employee', `status__icontains=deliv&sort=-weight&limit=1000&offset=${offset}`)).results);
      expect(expected.length).toBe(first.count);
    }, 120_000);
    afterAll(() => t.close());

    // Listened on once, by the first test that needs a real socket.
    let address: Promise<string> | undefined;
    const listening = () => (address ??= t.app.listen({ port: 0, host: '127.0.0.1' }));
    async function grid(username: string, query: string) {
      const res = await t.app.inject({ method: 'GET', url: `/api/probill/pickup_date?${query}`, headers: auth(await t.tokenOf(username)) });
      return res.json();
    }
    async function exportFile(username: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
      return t.app.inject({ method: 'POST', url: '/api/export', headers: { ...auth(await t.tokenOf(username)), ...headers }, payload: { api_url: 'api/probill/pickup_date', title: 'Shipments by pickup date', query_params: QUERY, columns: COLUMNS, timezone: 'America/Toronto', ...payload } });
    }
    const expectedCells = () => expected.map((r) => COLUMNS.map((c) => (r[c.field] === null ? '' : String(r[c.field]))));

    it('streams CSV of the whole filtered, sorted result (not a page), with the visible columns in their order', async () => {
      const { exportActivity } = await import('../../src/server/export/exportActivity');
      const copied = exportActivity.copied;
      const res = await exportFile('employee', { output_type: 'CSV' });
      // PostgreSQL writes it (COPY): the same bytes as the rows written here, which PGlite's export still is.
      expect(exportActivity.copied).toBe(copied + (dialect.name === 'postgres' ? 1 : 0));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Shipments by pickup date.csv"; filename*=UTF-8''Shipments%20by%20pickup%20date.csv`);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(res.body.slice(1));
      expect(rows[0]).toEqual(COLUMNS.map((c) => c.label));
      expect(rows.length - 1).toBeGreaterThan(1000);
      expect(rows.slice(1)).toEqual(expectedCells());
    });

    it('streams an XLSX workbook that reads back as the same rows, typed', async () => {
      const res = await exportFile('employee', { output_type: 'XLSX' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const files = readZip(res.rawPayload);
      expect([...files.keys()].sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
      expect(files.get('xl/workbook.xml')!.toString()).toContain('<sheet name="Shipments by pickup date" sheetId="1" r:id="rId1"/>');
      const cells = readSheet(files);
      expect(cells.slice(1).every((row) => row[1]!.type === undefined && /^\d+$/.test(row[1]!.text))).toBe(true); // weights are numbers
      expect(cells.slice(1).filter((row) => row[2]?.type === 's').length).toBeGreaterThan(1000); // cities repeat: shared strings
      const rows = sheetRows(files, COLUMNS.length);
      expect(rows[0]).toEqual(COLUMNS.map((c) => c.label));
      expect(rows.slice(1)).toEqual(expectedCells());
      if (existsSync('/usr/bin/unzip')) {
        // A second, independent reader: Info-ZIP tests every entry's CRC.
        const dir = mkdtempSync(join(tmpdir(), 'xlsx-'));
        writeFileSync(join(dir, 'export.xlsx'), res.rawPayload);
        expect(execFileSync('/usr/bin/unzip', ['-t', join(dir, 'export.xlsx')]).toString()).toContain('No errors detected');
        rmSync(dir, { recursive: true });
      }
    });

    it('streams JSON and XML of the same rows, keyed by field', async () => {
      const json = await exportFile('employee', { output_type: 'JSON' });
      expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(json.json()).toEqual(expected.map((r) => Object.fromEntries(COLUMNS.map((c) => [c.field, r[c.field]]))));
      expect(Object.keys(json.json()[0])).toEqual(COLUMNS.map((c) => c.field));
      const xml = await exportFile('employee', { output_type: 'XML' });
      expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(xml.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<export title="Shipments by pickup date">')).toBe(true);
      const rows = [...xml.body.matchAll(/<row>(.*?)<\/row>/g)].map((m) => [...m[1]!.matchAll(/<(\w+)(?:\/>|>([^<]*)<\/\1>)/g)].map((c) => [c[1], c[2] === undefined ? '' : xmlUnescape(c[2])]));
      expect(rows).toEqual(expectedCells().map((cells) => cells.map((v, i) => [COLUMNS[i]!.field, v])));
    });

    it('writes a PDF of the rows, and caps it at 5,000 rows with the notice in the file and a header', async () => {
      const small = await exportFile('customer', { output_type: 'PDF', query_params: { status__iexact: 'refused', sort: 'probill' } });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('application/pdf');
      expect(small.headers['x-export-notice']).toBeUndefined();
      const refused = (await grid('customer', 'status__iexact=refused&sort=probill&limit=1000')).results;
      const pages = await readPdf(small.rawPayload);
      const body = pages.flatMap((p) => p.lines.slice(2, -1));
      expect(pages[0]!.lines[0]![0]).toBe('Shipments by pickup date');
      expect(pages[0]!.lines[1]).toEqual(COLUMNS.map((c) => c.label));
      expect(body.map((cells) => cells[0])).toEqual(refused.map((r: any) => r.probill));
      expect(pages.at(-1)!.lines.at(-1)).toEqual([`Page ${pages.length}`]);

      const big = await exportFile('employee', { output_type: 'PDF', query_params: {} }, { 'accept-language': 'fr' });
      expect(big.headers['x-export-notice']).toBe('PDF export is limited to 5000 rows; use CSV or XLSX for more');
      expect(big.headers['x-export-row-limit']).toBe('5000');
      const capped = await readPdf(big.rawPayload);
      expect(capped[0]!.lines[1]).toEqual(["L'exportation PDF est limitée à 5000 lignes; utilisez CSV ou XLSX pour en obtenir davantage"]);
      // Every page: title, notice, headings, rows, page number.
      expect(capped.every((p) => p.lines[1]![0] === capped[0]!.lines[1]![0])).toBe(true);
      expect(capped.flatMap((p) => p.lines.slice(3, -1))).toHaveLength(5000);
      expect(capped.at(-1)!.lines.at(-1)).toEqual([`Page ${capped.length}`]);
    });

    it("exports only the caller's rows, checked against the data source's own access rule", async () => {
      const mine = await exportFile('customer', { output_type: 'JSON', query_params: {}, columns: [{ field: 'customer_account' }] });
      expect(new Set(mine.json().map((r: any) => r.customer_account))).toEqual(new Set(['100001']));
      expect(mine.json()).toHaveLength((await grid('customer', 'limit=1')).count);
      expect((await exportFile('quoteonly', { output_type: 'CSV' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/export', payload: { api_url: 'api/probill/pickup_date', output_type: 'CSV', title: 'x', query_params: {} } })).statusCode).toBe(401);
      const usersAsEmployee = await exportFile('employee', { api_url: 'api/users/user', output_type: 'CSV', query_params: {}, columns: [] });
      expect(usersAsEmployee.statusCode).toBe(403);
    });

    it('names what it refuses: unknown data source, filter, column, time zone; Google Sheet without an account; too many at once', async () => {
      const faults = async (payload: Record<string, unknown>) => {
        const res = await exportFile('employee', { output_type: 'CSV', ...payload });
        expect(res.statusCode).toBe(400);
        return res.json().errors;
      };
      expect(await faults({ api_url: 'api/users/login' })).toEqual([{ pointer: '/api_url', message: 'Unknown data source api/users/login' }]);
      expect(await faults({ api_url: 'api/probill/pickup_date/x' })).toEqual([{ pointer: '/api_url', message: 'Unknown data source api/probill/pickup_date/x' }]);
      expect(await faults({ query_params: { nosuch__icontains: 'a', weight__gt: 'heavy' } })).toEqual([
        { pointer: '/query_params/nosuch__icontains', message: 'Unknown field nosuch' },
        { pointer: '/query_params/weight__gt', message: 'Value must be number' },
      ]);
      expect(await faults({ columns: [{ field: 'probill' }, { field: 'password_hash' }] })).toEqual([{ pointer: '/columns/1/field', message: 'Unknown field password_hash' }]);
      expect(await faults({ timezone: 'Mars/Olympus' })).toEqual([{ pointer: '/timezone', message: 'Invalid time zone' }]);
      expect(await faults({ output_type: 'GSHEET' })).toEqual([{ pointer: '/output_type', message: 'Google Sheet export is not available' }]);
      const { exportActivity, EXPORTS_AT_ONCE } = await import('../../src/server/export/exportActivity');
      exportActivity.running += EXPORTS_AT_ONCE; // as if that many were streaming now
      try {
        const busy = await exportFile('employee', { output_type: 'CSV' });
        expect(busy.statusCode).toBe(503);
        expect(busy.json().detail).toBe('Too many exports are running. Please try again in a moment.');
      } finally {
        exportActivity.running -= EXPORTS_AT_ONCE;
      }
    });

    it('writes CSV cells as the grid answers them: formulas kept as text, decimals as numbers, quotes doubled', async () => {
      const probill = String((await grid('customer', 'limit=1')).results[0].probill);
      const written = [['=1+1', 12.5], ['-5 crates', 7.25], ['@home', 100], ['\tTabbed', 0.1], ['plain, "quoted"', 3]] as const;
      for (const [description, amount] of written) {
        const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: auth(await t.tokenOf('customer')), payload: { probill, amount, claimant_email: 'claire@example.com', description } });
        expect(res.statusCode, res.body).toBe(200);
      }
      const { exportActivity } = await import('../../src/server/export/exportActivity');
      const copied = exportActivity.copied;
      const csv = await exportFile('customer', { output_type: 'CSV', api_url: 'api/claims', title: 'Claims', query_params: { sort: 'id' }, columns: [{ field: 'description', label: 'Description' }, { field: 'amount', label: 'Amount' }, { field: 'probill', label: 'Probill' }] });
      expect(exportActivity.copied).toBe(copied + (dialect.name === 'postgres' ? 1 : 0));
      const rows = parseCsv(csv.body.slice(1)).slice(-written.length);
      expect(rows).toEqual([["'=1+1", '12.5', probill], ["'-5 crates", '7.25', probill], ["'@home", '100', probill], ["'\tTabbed", '0.1', probill], ['plain, "quoted"', '3', probill]]);
      expect(csv.body).toContain(`\r\n"plain, ""quoted""",3,${probill}\r\n`);
    });

    it('keeps awkward text intact, shows date-times in the user time zone and names files in UTF-8', async () => {
      const probill = String((await grid('customer', 'limit=1')).results[0].probill);
      const description = 'Crate "B", dented, <&> =SUM(A1)\nsecond line, é';
      const claim = await t.app.inject({ method: 'POST', url: '/api/claims', headers: auth(await t.tokenOf('customer')), payload: { probill, amount: 12.5, claimant_email: 'claire@example.com', description } });
      expect(claim.statusCode, claim.body).toBe(200);
      const payload = { api_url: 'api/claims', title: 'Réclamations', query_params: {}, columns: [{ field: 'description', label: 'Description' }, { field: 'created_at', label: 'Filed' }] };
      const { exportActivity } = await import('../../src/server/export/exportActivity');
      const copied = exportActivity.copied;
      const csv = await exportFile('customer', { ...payload, output_type: 'CSV' });
      expect(exportActivity.copied).toBe(copied + (dialect.name === 'postgres' ? 1 : 0));
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="Reclamations.csv"; filename*=UTF-8''R%C3%A9clamations.csv`);
      const [head, row] = parseCsv(csv.body.slice(1));
      expect(head).toEqual(['Description', 'Filed']);
      expect(row![0]).toBe(description);
      const utc = claim.json().created_at as string;
      expect(row![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Toronto is 4 (summer) or 5 (winter) hours behind UTC.
      expect([-4, -5]).toContain((Date.parse(`${row![1]!.replace(' ', 'T')}Z`) - Date.parse(utc)) / 3_600_000);
      const xml = await exportFile('customer', { ...payload, output_type: 'XML' });
      expect(xml.body).toContain(`<description>${'Crate &quot;B&quot;, dented, &lt;&amp;&gt; =SUM(A1)\nsecond line, é'}</description>`);
      const json = await exportFile('customer', { ...payload, output_type: 'JSON' });
      expect(json.json()[0]).toEqual({ description, created_at: utc });
      const pdf = await readPdf((await exportFile('customer', { ...payload, output_type: 'PDF' })).rawPayload);
      expect(pdf[0]!.lines[0]![0]).toBe('Réclamations');
    });

    it.runIf(dialect.name === 'postgres')("ends PostgreSQL's COPY when the client of a CSV export goes away", async () => {
      const { exportActivity } = await import('../../src/server/export/exportActivity');
      const address = await listening();
      const before = exportActivity.cancelled;
      const body = JSON.stringify({ api_url: 'api/probill/pickup_date', output_type: 'CSV', title: 'All', query_params: {}, columns: Array(200).fill({ field: 'consignee_name' }) });
      const req = request(`${address}/api/export`, { method: 'POST', agent: false, headers: { ...auth(await t.tokenOf('employee')), 'content-type': 'application/json', 'accept-encoding': 'identity' } });
      req.end(body);
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      expect(res.statusCode).toBe(200);
      await once(res, 'data');
      res.pause();
      const copying = async () => Number((await sql<{ n: number }>`select count(*) as n from pg_stat_activity where query like 'copy (%' and state = 'active'`.execute(t.database.db)).rows[0]!.n);
      for (let i = 0; i < 40 && (await copying()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await copying()).toBe(1);
      req.destroy();
      for (let i = 0; i < 100 && exportActivity.running > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(exportActivity.running).toBe(0);
      expect(exportActivity.cancelled).toBe(before + 1);
      for (let i = 0; i < 100 && (await copying()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await copying()).toBe(0);
    });

    it('stops reading the database when the client goes away', async () => {
      const { exportActivity } = await import('../../src/server/export/exportActivity');
      const address = await listening();
      const before = exportActivity.cancelled;
      // 200 columns of every row: tens of megabytes, far more than socket buffers hold, so the
      // export must wait for this reader, who reads one chunk, stops reading and goes away.
      const body = JSON.stringify({ api_url: 'api/probill/pickup_date', output_type: 'XML', title: 'All', query_params: {}, columns: Array(200).fill({ field: 'consignee_name' }) });
      const req = request(`${address}/api/export`, { method: 'POST', agent: false, headers: { ...auth(await t.tokenOf('employee')), 'content-type': 'application/json' } });
      req.end(body);
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      expect(res.statusCode).toBe(200);
      await once(res, 'data');
      res.pause();
      await new Promise((r) => setTimeout(r, 300));
      expect(exportActivity.running).toBe(1);
      req.destroy();
      for (let i = 0; i < 100 && exportActivity.running > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(exportActivity.running).toBe(0);
      expect(exportActivity.cancelled).toBe(before + 1);
    });
  });
}
