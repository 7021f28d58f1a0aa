import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { multipartBody } from '../support/multipartBody';
import { errorShapeFault } from '../support/errorShape';
import { readPdf } from '../support/readPdf';
import type { DiskFileStore } from '../../src/server/files/DiskFileStore';

/** Real files: a five-page PDF (each page says its number), a three-page TIFF scan, a JPEG, an HTML page renamed .png. */
const fixture = (name: string) => new Uint8Array(readFileSync(join(repoRoot, 'tests/fixtures/files', name)));
const FIVE = fixture('five-pages.pdf');
const TIFF = fixture('three-pages.tif');
const JPEG = fixture('pallet.jpg');
const HTML_AS_PNG = fixture('page-renamed.png');
const filesOnDisk = (root: string) => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

for (const dialect of await dialectsUnderTest()) {
  describe(`document library [${dialect.name}]`, () => {
    let t: TestApp;
    let root: string;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 20 });
      root = (t.app.files as DiskFileStore).root;
    });
    afterAll(() => t.close());

    const as = async (username: string) => auth(await t.tokenOf(username));
    const add = async (username: string, cmid: string, fields: Record<string, string>, files: [Uint8Array, string][]) => {
      const body = await multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files.map(([data, fileName]) => ({ name: 'file', value: new Blob([Buffer.from(data)]), fileName }))]);
      return t.app.inject({ method: 'POST', url: `/api/doclib/documents/${cmid}`, headers: { ...(await as(username)), 'content-type': body.type }, payload: body.payload });
    };
    const get = async (username: string, url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: await as(username) });

    it('lists the libraries of the caller’s DOCLIB menus, and answers each one’s configuration and rights', async () => {
      const mine = (await get('customer', 'doclib/configs')).json();
      expect(mine.results.map((l: { cmid: string }) => l.cmid)).toEqual(['ACC_LIST', 'ACC_REPORTS']);
      const config = (await get('customer', 'doclib/configs/ACC_LIST')).json();
      expect(config).toMatchObject({ cmid: 'ACC_LIST', title: 'Account documents', upload_enabled: true, permissions: { view: true, add: true, edit: false, delete: false } });
      expect((await get('employee', 'doclib/configs/ACC_LIST')).json().permissions).toMatchObject({ edit: true, delete: true });
      // A cmid the caller holds that is not a library, and a library the caller does not hold.
      expect((await get('customer', 'doclib/configs/MTDPUDATE')).statusCode).toBe(404);
      expect((await get('quoteonly', 'doclib/configs/ACC_LIST')).statusCode).toBe(403);
      expect((await get('quoteonly', 'doclib/configs')).json().results).toEqual([]);
    });

    it('adds a document split on the server, lists it, views its files, and keeps it from other accounts', async () => {
      const res = await add('customer', 'ACC_LIST', { doctype: 'POD', title: 'Delivery receipts', tags: 'pod, march', params: JSON.stringify([{ pdfname: 'Receipt', pdfoutput: 'PDF', pdfpages: '1-2' }, { pdfname: 'Receipt', pdfoutput: 'PDF', pdfpages: '3' }]) }, [[FIVE, 'scan.pdf']]);
      expect(res.statusCode, res.body).toBe(200);
      const [doc] = res.json().documents;
      expect(doc).toMatchObject({ cmid: 'ACC_LIST', doctype: 'POD', title: 'Delivery receipts', customer: '100001', tags: ['pod', 'march'], file_count: 2, uploadBy: 'customer' });

      const list = (await get('customer', 'doclib/documents/ACC_LIST')).json();
      expect(list.results.map((d: { dlref: string }) => d.dlref)).toContain(doc.dlref);
      expect(list.results.find((d: { dlref: string }) => d.dlref === doc.dlref)).toMatchObject({ tags: ['pod', 'march'], file_count: 2 });
      // The other library does not list it; customer2 (another account) sees none of it.
      expect((await get('customer', 'doclib/documents/ACC_REPORTS')).json().results).toEqual([]);
      expect((await get('customer2', 'doclib/documents/ACC_LIST')).json().results).toEqual([]);

      const files = (await get('customer', `doclib/documents/ACC_LIST/${doc.dlref}/files`)).json().results;
      expect(files.map((f: { filename: string; pages: number }) => [f.filename, f.pages])).toEqual([['Receipt.pdf', 2], ['Receipt_1.pdf', 1]]);
      const file = await get('customer', `doclib/documents/ACC_LIST/${doc.dlref}/files/${files[0].id}`);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((await readPdf(file.rawPayload)).map((p) => p.lines[0]?.join(' '))).toEqual(['Page 1 of 5', 'Page 2 of 5']);
      const first = await get('customer', `doclib/download/ACC_LIST/firstdoc/${doc.dlref}`);
      expect(first.rawPayload.equals(file.rawPayload)).toBe(true);

      // Never served without the access check: another account, another library path, a file id of another document.
      for (const [user, url] of [
        ['customer2', `doclib/documents/ACC_LIST/${doc.dlref}`],
        ['customer2', `doclib/documents/ACC_LIST/${doc.dlref}/files/${files[0].id}`],
        ['customer2', `doclib/download/ACC_LIST/firstdoc/${doc.dlref}`],
        ['customer', `doclib/documents/ACC_REPORTS/${doc.dlref}/files/${files[0].id}`],
        ['drc', `doclib/documents/ACC_LIST/${doc.dlref}`],
      ] as const) {
        const refused = await get(user, url);
        expect(refused.statusCode, `${user} ${url}`).toBe(404);
        expect(errorShapeFault(refused)).toBeNull();
      }
      expect((await get('quoteonly', `doclib/documents/ACC_LIST/${doc.dlref}/files/${files[0].id}`)).statusCode).toBe(403);
      // Staff of the company see it.
      expect((await get('employee', `doclib/documents/ACC_LIST/${doc.dlref}`)).json()).toMatchObject({ dlref: doc.dlref, customer_name: 'Northern Lights Hardware Ltd.' });
    });

    it('answers a TIFF as stored, or as a PDF of its pages for the viewer', async () => {
      const res = await add('employee', 'ACC_REPORTS', { doctype: 'CUSTOMS', title: 'Customs scan', customer: '100002' }, [[TIFF, 'scan.tif'], [JPEG, 'pallet.jpg']]);
      expect(res.statusCode, res.body).toBe(200);
      const { dlref } = res.json().documents[0];
      const files = (await get('employee', `doclib/documents/ACC_REPORTS/${dlref}/files`)).json().results;
      expect(files.map((f: { content_type: string }) => f.content_type)).toEqual(['image/tiff', 'image/jpeg']);
      const raw = await get('employee', `doclib/documents/ACC_REPORTS/${dlref}/files/${files[0].id}`);
      expect(raw.headers['content-type']).toBe('image/tiff');
      const shown = await get('employee', `doclib/documents/ACC_REPORTS/${dlref}/files/${files[0].id}?as=display`);
      expect(shown.headers['content-type']).toBe('application/pdf');
      expect(shown.headers['content-disposition']).toContain('scan.pdf');
      expect(await readPdf(shown.rawPayload)).toHaveLength(3);
      // The customer of account 100001 does not see account 100002's document.
      expect((await get('customer', `doclib/documents/ACC_REPORTS/${dlref}`)).statusCode).toBe(404);
    });

    it('refuses what the caller may not do and bad input with the pinned shape, keeping nothing', async () => {
      const rows = async () => Number((await t.database.db.selectFrom('doclib_documents').select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      const before = [await rows(), filesOnDisk(root)];
      const cases: [string, string, Record<string, string>, [Uint8Array, string][], number][] = [
        ['customer', 'ACC_LIST', { doctype: 'POD', title: 'x', customer: '200002' }, [[FIVE, 'a.pdf']], 403],
        ['employee', 'ACC_LIST', { doctype: 'POD', title: 'x', customer: '999999' }, [[FIVE, 'a.pdf']], 400],
        ['customer', 'ACC_LIST', { doctype: 'POD', title: 'x', params: JSON.stringify([{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: '1-5, 8, 11-13' }]) }, [[FIVE, 'a.pdf']], 400],
        ['customer', 'ACC_LIST', { doctype: 'POD', title: 'x', params: JSON.stringify([{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: '2-' }]) }, [[FIVE, 'a.pdf']], 400],
        ['customer', 'ACC_LIST', { doctype: 'POD', title: 'x' }, [[HTML_AS_PNG, 'a.png']], 400],
        ['customer', 'ACC_LIST', { doctype: 'POD', title: 'x' }, [], 400],
        ['customer', 'ACC_LIST', { doctype: 'P O D', title: 'x' }, [[FIVE, 'a.pdf']], 400],
        ['customer', 'MTDPUDATE', { doctype: 'POD', title: 'x' }, [[FIVE, 'a.pdf']], 404],
        ['quoteonly', 'ACC_LIST', { doctype: 'POD', title: 'x' }, [[FIVE, 'a.pdf']], 403],
      ];
      for (const [user, cmid, fields, files, status] of cases) {
        const res = await add(user, cmid, fields, files);
        expect(res.statusCode, `${user} ${JSON.stringify(fields)}: ${res.body}`).toBe(status);
        expect(errorShapeFault(res)).toBeNull();
      }
      expect([await rows(), filesOnDisk(root)]).toEqual(before);
    });

    it('edits and deletes by the rights of DOCLIB_POLICY, removing the files from disk', async () => {
      const { dlref } = (await add('customer', 'ACC_LIST', { doctype: 'GENERAL', title: 'Rate sheet' }, [[JPEG, 'sheet.jpg']])).json().documents[0];
      const put = async (user: string) =>
        t.app.inject({ method: 'PUT', url: `/api/doclib/documents/ACC_LIST/${dlref}`, headers: await as(user), payload: { doctype: 'REPORT', title: 'Rate sheet 2027', tags: ['rates'], metadata: [] } });
      const refused = await put('customer');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NO_PERMISSION_CHANGE');
      // A policy lets the customer group edit in ACC_LIST.
      const group = await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Customer administrators').executeTakeFirstOrThrow();
      await t.database.db.insertInto('doclib_policies').values({ company: 'MANITOULIN', cmid: 'ACC_LIST', name: 'Customers edit', menu_group: group.id, can_view: true, can_add: true, can_edit: true, can_delete: false, upload_enabled: true }).execute();
      const changed = await put('customer');
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ doctype: 'REPORT', title: 'Rate sheet 2027', tags: ['rates'] });
      expect((await t.app.inject({ method: 'DELETE', url: `/api/doclib/documents/ACC_LIST/${dlref}`, headers: await as('customer') })).statusCode).toBe(403);
      const before = filesOnDisk(root);
      // Rights are checked before the document is looked for: no right, the same 403 whether it exists or not.
      expect((await t.app.inject({ method: 'DELETE', url: `/api/doclib/documents/ACC_LIST/${dlref}`, headers: await as('customer2') })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PUT', url: `/api/doclib/documents/ACC_LIST/${dlref}`, headers: await as('customer2'), payload: { doctype: 'REPORT', title: 'x', metadata: [] } })).statusCode).toBe(403);
      const gone = await t.app.inject({ method: 'DELETE', url: `/api/doclib/documents/ACC_LIST/${dlref}`, headers: await as('employee') });
      expect(gone.json()).toEqual({ success: true });
      expect(filesOnDisk(root)).toBe(before - 1);
      expect((await get('employee', `doclib/documents/ACC_LIST/${dlref}`)).statusCode).toBe(404);
    });
  });
}
