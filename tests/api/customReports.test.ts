import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { readPdf } from '../support/readPdf';
import { readZip } from '../support/readZip';
import { readSheet } from '../support/readSheet';
import { errorShapeFault } from '../support/errorShape';
import { baseReports } from '../../src/server/data/customReports/baseReports';

const RANGE = { date_from: '2000-01-01', date_to: '2099-12-31' };
const REPORT = { name: 'My lanes', base_report: 1, columns: ['probill', 'customer_account', 'weight', 'charges'], access_level: 'company', format: 'Excel', output: 'email' };

for (const dialect of await dialectsUnderTest()) {
  describe(`report generator [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 200 });
      // A second user of account 100001, in the customers' group: same account as `customer`, not the creator.
      const db = t.database.db;
      const c = await db.selectFrom('users').selectAll().where('username', '=', 'customer').executeTakeFirstOrThrow();
      const { id } = await db.insertInto('users').values({ username: 'colleague', company: 'MANITOULIN', password_hash: c.password_hash, type: 'CUSTOMER', first_name: 'Cole', last_name: 'League', email: 'colleague@example.com', customer_account: '100001' }).returning('id').executeTakeFirstOrThrow();
      const group = await db.selectFrom('menu_groups').select('id').where('name', '=', 'Customers').executeTakeFirstOrThrow();
      await db.insertInto('user_groups').values({ user_id: id, group_id: group.id }).execute();
    });
    afterAll(() => t.close());

    const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, username: string, payload?: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), 'x-cmid': 'CR_BaseReport_1', ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
    const run = (username: string, body: object) => send('POST', 'custom_reports/run', username, { ...RANGE, ...body });

    it('declares over 70 columns per base report, labelled in English and French', async () => {
      for (const base of Object.values(baseReports)) expect(base.columns.length).toBeGreaterThan(70);
      const en = (await send('GET', 'custom_reports/columns/2', 'customer')).json().results;
      const fr = (await send('GET', 'custom_reports/columns/2', 'customer', undefined, { 'accept-language': 'fr' })).json().results;
      expect(en.find((c: { name: string }) => c.name === 'due_date')).toMatchObject({ label: 'Due date', type: 'date', summable: false, default: true });
      expect(fr.find((c: { name: string }) => c.name === 'due_date').label).toBe("Date d'échéance");
      expect(en.find((c: { name: string }) => c.name === 'balance').summable).toBe(true);
    });

    it("refuses 71 columns, 4 sort levels and 11 sum columns with the spec's messages; 70 columns and 10 sums are fine", async () => {
      const names = baseReports[1].columns.map((c) => c.name);
      const numbers = baseReports[1].columns.filter((c) => c.type === 'number' || c.type === 'decimal').map((c) => c.name);
      const tooMany = await send('POST', 'custom_reports/reports', 'customer', { ...REPORT, name: 'Wide', columns: names.slice(0, 71) });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ code: 'VALIDATION', errors: [{ pointer: '/columns', message: 'A maximum of 70 columns per report' }] });
      const sums = await send('POST', 'custom_reports/reports', 'customer', { ...REPORT, name: 'Sums', columns: numbers.slice(0, 11), sum_columns: numbers.slice(0, 11) });
      expect(sums.statusCode).toBe(400);
      expect(sums.json().errors).toEqual([{ pointer: '/sum_columns', message: 'Select up to 10 columns to add together' }]);
      const fr = await send('POST', 'custom_reports/run', 'customer', { ...RANGE, definition: { base_report: 1, columns: numbers.slice(0, 11), sum_columns: numbers.slice(0, 11) } }, { 'accept-language': 'fr' });
      expect(fr.json().errors).toEqual([{ pointer: '/definition/sum_columns', message: "Sélectionnez jusqu'à 10 colonnes à additionner" }]);
      const sorts = await send('POST', 'custom_reports/reports', 'customer', { ...REPORT, name: 'Sorts', sort: ['probill', 'weight', 'charges', 'pieces'].map((column) => ({ column, direction: 'asc' })) });
      expect(sorts.json().errors).toEqual([{ pointer: '/sort', message: 'Up to 3 sort levels' }]);
      const ok = await send('POST', 'custom_reports/reports', 'customer', { ...REPORT, name: 'Seventy', access_level: 'personal', columns: names.slice(0, 70), sum_columns: numbers.slice(0, 10) });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ name: 'Seventy', owner: 'customer', customer_account: '100001', can_delete: true });
      expect(ok.json().columns).toHaveLength(70);
      const ran = await run('customer', { report_id: ok.json().report_id, limit: 5 });
      expect(ran.statusCode, ran.body).toBe(200);
      expect(Object.keys(ran.json().sums)).toHaveLength(10);
    });

    it("keeps report names unique ('Report name already used'), case-insensitively", async () => {
      expect((await send('POST', 'custom_reports/reports', 'customer', { ...REPORT, name: 'Unique one' })).statusCode).toBe(200);
      const again = await send('POST', 'custom_reports/reports', 'customer', { ...REPORT, name: 'UNIQUE ONE' });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual([{ pointer: '/name', message: 'Report name already used' }]);
      expect((await send('GET', 'custom_reports/reports/name_available?name=unique%20one', 'customer')).json()).toEqual({ available: false, message: 'Report name already used' });
      expect((await send('GET', 'custom_reports/reports/name_available?name=Another', 'customer')).json().available).toBe(true);
    });

    it("never shows customer2 the rows of 100001, through any base report, their own definition or another's general report", async () => {
      const db = t.database.db;
      const theirs = Number((await db.selectFrom('shipments').select((eb) => eb.fn.countAll().as('n')).where('customer_account', '=', '200002').executeTakeFirstOrThrow()).n);
      for (const base of [1, 2, 3]) {
        const res = await run('customer2', { definition: { base_report: base, columns: ['probill', 'customer_account'] }, limit: 1000 });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().results.every((r: { customer_account: string }) => r.customer_account === '200002')).toBe(true);
        if (base === 1) expect(res.json().count).toBe(theirs);
      }
      const general = (await send('GET', 'custom_reports/reports', 'customer2')).json().results.find((r: { name: string }) => r.name === 'Late deliveries');
      expect(general).toMatchObject({ access_level: 'general', owner: 'employee' });
      const res = await run('customer2', { report_id: general.report_id, limit: 1000 });
      expect(res.json().results.every((r: { customer_account: string }) => r.customer_account === '200002')).toBe(true);
      const staff = await run('employee', { report_id: general.report_id, limit: 1000 });
      expect(staff.json().count).toBeGreaterThan(res.json().count);
      // customer's own reports are not there for customer2, whatever their level.
      const mine = (await send('GET', 'custom_reports/reports', 'customer')).json().results.find((r: { name: string }) => r.name === 'Delivered shipments by lane');
      expect((await run('customer2', { report_id: mine.report_id })).statusCode).toBe(404);
      expect((await send('GET', `custom_reports/reports/${mine.report_id}`, 'customer2')).statusCode).toBe(404);
    });

    it('answers a bad params JSON with a 400 and its code, never a crash', async () => {
      for (const body of [
        { definition: { base_report: 9, columns: ['probill'] } },
        { definition: { base_report: 1, columns: [] } },
        { definition: { base_report: 1, columns: ['no_such_column'] } },
        { definition: { base_report: 1, columns: ['probill'], filters: [{ column: 'weight', operator: 'gt', value: 'heavy' }] } },
        { definition: { base_report: 1, columns: ['probill'], sort: [{ column: 'probill; drop table users', direction: 'asc' }] } },
        { definition: { base_report: 1, columns: ['probill'] }, report_id: 1 },
        {},
        { definition: 'not an object' },
      ]) {
        const res = await run('customer', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }
      const raw = await t.app.inject({ method: 'POST', url: '/api/custom_reports/run', headers: { ...auth(await t.tokenOf('customer')), 'content-type': 'application/json' }, payload: '{"definition": {' });
      expect(raw.statusCode).toBe(400);
    });

    // CR_Run_Report's ?params= and CR_ViewOptions' ?table_data= are JSON from the address bar, both sent as the run call's
    // body under their own cmid: whatever they hold, a 400 in the pinned shape, never a 500 (year 0000 was one: the date
    // format let it through to PostgreSQL, which refuses it).
    it("answers a bad params or table_data JSON with a 400 in the pinned error shape under both screens' cmids", async () => {
      const columns = { base_report: 1, columns: ['probill'] };
      const bodies: [string, string][] = [
        ['malformed JSON', '{"definition": {'],
        ['null', 'null'],
        ['an array', '[]'],
        ['a string', '"params"'],
        ['a number', '42'],
        ['a report id as text', '{"report_id": "abc"}'],
        ['a report id past int4', '{"report_id": 99999999999999999999, "date_from": "2026-01-01", "date_to": "2026-01-31"}'],
        ['year 0000', JSON.stringify({ date_from: '0000-01-01', date_to: '2026-01-31', definition: columns })],
        ['year 0000 at the end', JSON.stringify({ date_from: '2026-01-01', date_to: '0000-12-31', definition: columns })],
        ['no such day', JSON.stringify({ date_from: '2026-02-30', date_to: '2026-03-01', definition: columns })],
        ['from after to', JSON.stringify({ date_from: '2026-03-01', date_to: '2026-01-01', definition: columns })],
        ['a huge page', JSON.stringify({ ...RANGE, limit: 1e12, offset: 1e15, definition: columns })],
        ['a base report as text', JSON.stringify({ ...RANGE, definition: { ...columns, base_report: '1' } })],
        ['columns as text', JSON.stringify({ ...RANGE, definition: { ...columns, columns: 'probill' } })],
        ['a column twice', JSON.stringify({ ...RANGE, definition: { ...columns, columns: ['probill', 'probill'] } })],
        ['a filter value past float8', `{"date_from": "2000-01-01", "date_to": "2099-12-31", "definition": {"base_report": 1, "columns": ["probill"], "filters": [{"column": "pieces", "operator": "gt", "value": 1e400}]}}`],
        ['a NUL in a filter', JSON.stringify({ ...RANGE, definition: { ...columns, filters: [{ column: 'probill', operator: 'like', value: '\u0000' }] } })],
        ['decimals past the limit', JSON.stringify({ ...RANGE, definition: { ...columns, calculated_columns: [{ name: 'X', expression: 'charges', decimals: 1000 }] } })],
        ['a prototype key', `{"date_from": "2000-01-01", "date_to": "2099-12-31", "definition": {"base_report": 1, "columns": ["probill"], "__proto__": {"x": 1}}}`],
      ];
      for (const cmid of ['CR_Run_Report', 'CR_ViewOptions']) {
        for (const [what, payload] of bodies) {
          const res = await t.app.inject({ method: 'POST', url: '/api/custom_reports/run', headers: { ...auth(await t.tokenOf('customer')), 'x-cmid': cmid, 'content-type': 'application/json' }, payload });
          expect(res.statusCode, `${cmid}: ${what}: ${res.body}`).toBe(400);
          expect(errorShapeFault(res), `${cmid}: ${what}`).toBeNull();
          expect(['VALIDATION', 'MALFORMED_BODY'], `${cmid}: ${what}`).toContain(res.json().code);
        }
        // The same with a good body: the screen's cmid is one the run call accepts, so the 400s above are the body's.
        const ok = await send('POST', 'custom_reports/run', 'customer', { ...RANGE, definition: columns, limit: 5 }, { 'x-cmid': cmid });
        expect(ok.statusCode, ok.body).toBe(200);
      }
      const year0 = await send('POST', 'custom_reports/run', 'customer', { date_from: '0000-01-01', date_to: '2026-01-31', definition: columns }, { 'x-cmid': 'CR_Run_Report' });
      expect(year0.json().errors).toEqual([{ pointer: '/date_from', message: 'Invalid date format. Valid format is: YYYY-MM-DD' }]);
    });

    it('refuses expression injection and computes calculated columns in numeric SQL', async () => {
      for (const expression of ["charges; drop table users", 'pg_sleep(5)', "weight || 'x'", '(select 1)', 'probill * 2', 'round(charges, 99)', 'weight -- comment', 'constructor.constructor', '1e400', 'charges /* */']) {
        const res = await run('customer', { definition: { base_report: 1, columns: ['probill'], calculated_columns: [{ name: 'X', expression }] } });
        expect(res.statusCode, expression).toBe(400);
        expect(res.json().errors[0].pointer).toBe('/definition/calculated_columns/0/expression');
      }
      const res = await run('customer', { definition: { base_report: 1, columns: ['probill', 'weight', 'charges'], calculated_columns: [{ name: 'Per cwt', expression: 'round(charges / weight * 100, 2) + -0', decimals: 2 }], sum_columns: ['charges', 'Per cwt'] }, limit: 1000 });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().results as { weight: number; charges: number; 'Per cwt': number | null }[];
      for (const r of rows.filter((r) => r.weight > 0 && r.charges !== null)) expect(r['Per cwt']).toBeCloseTo(Math.round((r.charges / r.weight) * 10000) / 100, 2);
      expect(res.json().sums.charges).toBeCloseTo(rows.reduce((s, r) => s + (r.charges ?? 0), 0), 2);
      expect(await t.database.db.selectFrom('users').select('id').limit(1).execute()).toHaveLength(1);
    });

    it('lets only an administrator or the creator change or remove a company report', async () => {
      const made = (await send('POST', 'custom_reports/reports', 'customer', { ...REPORT, name: 'Shared lanes' })).json();
      expect((await send('DELETE', `custom_reports/reports/${made.report_id}`, 'customer2')).statusCode).toBe(404);
      const colleague = (await send('GET', `custom_reports/reports/${made.report_id}`, 'colleague')).json();
      expect(colleague).toMatchObject({ name: 'Shared lanes', can_delete: false, can_edit: false });
      const denied = await send('DELETE', `custom_reports/reports/${made.report_id}`, 'colleague');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe('REPORT_DELETE_DENIED');
      expect((await send('PUT', `custom_reports/reports/${made.report_id}`, 'colleague', { ...REPORT, name: 'Taken over' })).json().code).toBe('REPORT_EDIT_DENIED');
      expect((await send('DELETE', `custom_reports/reports/${made.report_id}`, 'admin')).statusCode).toBe(200);
      expect((await send('GET', `custom_reports/reports/${made.report_id}`, 'customer')).statusCode).toBe(404);
      // A customer cannot make a general report; a personal one is invisible to the colleague.
      expect((await send('POST', 'custom_reports/reports', 'customer', { ...REPORT, name: 'For all', access_level: 'general' })).json().code).toBe('GENERAL_REPORT_DENIED');
      const personal = (await send('POST', 'custom_reports/reports', 'customer', { ...REPORT, name: 'Just mine', access_level: 'personal' })).json();
      expect((await send('GET', `custom_reports/reports/${personal.report_id}`, 'colleague')).statusCode).toBe(404);
      expect((await send('PUT', `custom_reports/reports/${personal.report_id}`, 'customer', { ...REPORT, name: 'Just mine', access_level: 'personal', columns: ['probill'] })).json().columns).toEqual(['probill']);
    });

    it('keeps templates: company templates edited only by their creator, deleted only by an administrator or the creator', async () => {
      const list = (await send('GET', 'custom_reports/templates', 'colleague')).json().results;
      const standard = list.find((x: { name: string }) => x.name === 'Standard shipment columns');
      expect(standard).toMatchObject({ access_level: 'company', owner: 'customer', can_edit: false, can_delete: false });
      expect((await send('GET', 'custom_reports/templates', 'customer2')).json().results.map((x: { name: string }) => x.name)).not.toContain('Standard shipment columns');
      const body = { name: 'Renamed', access_level: 'company', definition: { base_report: 1, columns: ['probill'] } };
      expect((await send('PUT', `custom_reports/templates/${standard.template_id}`, 'colleague', body)).json().code).toBe('TEMPLATE_EDIT_DENIED');
      expect((await send('DELETE', `custom_reports/templates/${standard.template_id}`, 'colleague')).json().code).toBe('TEMPLATE_DELETE_DENIED');
      expect((await send('DELETE', `custom_reports/templates/${standard.template_id}`, 'customer2')).statusCode).toBe(404);
      const mine = await send('POST', 'custom_reports/templates', 'colleague', { name: 'Colleague view', access_level: 'personal', definition: { base_report: 1, columns: ['probill', 'weight'] } });
      expect(mine.statusCode, mine.body).toBe(200);
      expect((await send('PUT', `custom_reports/templates/${mine.json().template_id}`, 'colleague', { ...body, name: 'Colleague view 2' })).json().name).toBe('Colleague view 2');
      expect((await send('POST', 'custom_reports/templates', 'colleague', { name: 'bad', access_level: 'personal', definition: { base_report: 1, columns: Array.from({ length: 71 }, (_, i) => baseReports[1].columns[i]!.name) } })).json().errors[0].message).toBe('A maximum of 70 columns per report');
      expect((await send('DELETE', `custom_reports/templates/${standard.template_id}`, 'admin')).statusCode).toBe(200);
    });

    it("downloads a run as Excel, PDF, HTML and JSON over the caller's own rows, with the totals", async () => {
      const definition = { base_report: 1, title: 'Lanes & <weights>', columns: ['probill', 'customer_account', 'weight'], sum_columns: ['weight'], sort: [{ column: 'probill', direction: 'asc' }] };
      const db = t.database.db;
      const mine = await db.selectFrom('shipments').select(['probill', 'weight']).where('customer_account', '=', '200002').orderBy('probill').execute();
      const xlsx = await send('POST', 'custom_reports/run/download', 'customer2', { ...RANGE, definition, format: 'Excel' });
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      expect(xlsx.headers['content-disposition']).toContain('.xlsx');
      const sheet = readSheet(readZip(xlsx.rawPayload));
      expect(sheet[0]!.map((c) => c?.text)).toEqual(['Probill', 'Account', 'Weight (lb)']);
      expect(sheet.slice(1, -1).map((r) => r[0]!.text)).toEqual(mine.map((m) => m.probill));
      expect(sheet.at(-1)!.map((c) => c?.text)).toEqual(['Total', undefined, String(mine.reduce((s, m) => s + Number(m.weight), 0))]);
      const html = await send('POST', 'custom_reports/run/download', 'customer2', { ...RANGE, definition, format: 'HTML' });
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('<h1>Lanes &amp; &lt;weights&gt;</h1>');
      expect(html.body).not.toContain('100001');
      const json = await send('POST', 'custom_reports/run/download', 'customer2', { ...RANGE, definition, format: 'JSON' });
      expect(json.json()).toHaveLength(mine.length);
      const pdf = await send('POST', 'custom_reports/run/download', 'customer2', { ...RANGE, definition, format: 'PDF' }, { 'accept-language': 'fr' });
      const text = (await readPdf(pdf.rawPayload)).flatMap((p) => p.lines.map((l) => l.join(' '))).join('\n');
      expect(text).toContain('Poids (lb)');
      expect((await send('POST', 'custom_reports/run/download', 'customer2', { ...RANGE, definition, format: 'DOC' })).statusCode).toBe(400);
    });

    it('downloads the report generator guide as a real PDF in English and French', async () => {
      const en = await send('GET', 'custom_reports/help', 'customer');
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toBe('application/pdf');
      const enText = (await readPdf(en.rawPayload)).flatMap((p) => p.lines.map((l) => l.join(' '))).join('\n');
      expect(enText).toContain('Report generator guide');
      expect(enText).toContain('round(charges / weight * 100, 2)');
      const fr = await send('GET', 'custom_reports/help', 'customer', undefined, { 'accept-language': 'fr' });
      const frText = (await readPdf(fr.rawPayload)).flatMap((p) => p.lines.map((l) => l.join(' '))).join('\n');
      expect(frText).toContain('Guide du générateur de rapports');
      expect(frText).toContain('Niveaux d’accès');
    });
  });
}
