import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { multipartBody } from '../support/multipartBody';
import { errorShapeFault } from '../support/errorShape';
import { readPdf } from '../support/readPdf';
import type { DiskFileStore } from '../../src/server/files/DiskFileStore';

/** Real files: a five-page PDF (each page says its number), a three-page TIFF scan, an HTML page renamed .png. */
const fixture = (name: string) => new Uint8Array(readFileSync(join(repoRoot, 'tests/fixtures/files', name)));
const FIVE = fixture('five-pages.pdf');
const TIFF = fixture('three-pages.tif');
const HTML_AS_PNG = fixture('page-renamed.png');

const filesOnDisk = (root: string): string[] => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

for (const dialect of await dialectsUnderTest()) {
  describe(`document wizard upload [${dialect.name}]`, () => {
    let t: TestApp;
    let storeRoot: string;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 20 });
      storeRoot = (t.app.files as DiskFileStore).root;
    });
    afterAll(() => t.close());

    const upload = async (username: string, file: Uint8Array | null, params: unknown, fileName = 'receipt.pdf') => {
      const parts: Parameters<typeof multipartBody>[0] = [{ name: 'params', value: typeof params === 'string' ? params : JSON.stringify(params) }];
      if (file) parts.push({ name: 'file', value: new Blob([Buffer.from(file)]), fileName });
      const body = await multipartBody(parts);
      return t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...auth(await t.tokenOf(username)), 'content-type': body.type, cmid: 'RVIUPLOAD' }, payload: body.payload });
    };

    it('splits a real PDF on the server, names duplicates _1, and serves each output to its uploader only', async () => {
      const res = await upload('customer', FIVE, [
        { pdfname: 'Delivery receipt', pdfoutput: 'PDF', pdfpages: '1-2' },
        { pdfname: 'Delivery receipt', pdfoutput: 'TIFF', pdfpages: '3, 5' },
        { pdfname: 'Cover', pdfoutput: 'JPEG', pdfpages: '4' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const done = res.json();
      expect(done).toMatchObject({ status: 0, message: 'Uploaded successfully' });
      expect(done.documents.map((d: { filename: string; pages: number; content_type: string }) => [d.filename, d.pages, d.content_type])).toEqual([
        ['Delivery receipt.pdf', 2, 'application/pdf'],
        ['Delivery receipt_1.tif', 2, 'image/tiff'],
        ['Cover.jpg', 1, 'image/jpeg'],
      ]);
      const [pdf, tiff] = done.documents;
      const got = await t.app.inject({ method: 'GET', url: `/api/upload/${pdf.id}/file`, headers: auth(await t.tokenOf('customer')) });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toContain('attachment');
      expect((await readPdf(got.rawPayload)).map((p) => p.lines[0]?.join(' '))).toEqual(['Page 1 of 5', 'Page 2 of 5']);
      const tif = await t.app.inject({ method: 'GET', url: `/api/upload/${tiff.id}/file`, headers: auth(await t.tokenOf('customer')) });
      expect((await sharp(tif.rawPayload).metadata()).pages).toBe(2);
      // Another user, even of the same account's company staff, does not reach it: the same 404 as a missing id.
      for (const other of ['customer2', 'employee']) {
        const res2 = await t.app.inject({ method: 'GET', url: `/api/upload/${pdf.id}/file`, headers: auth(await t.tokenOf(other)) });
        expect(res2.statusCode).toBe(404);
        expect(errorShapeFault(res2)).toBeNull();
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/upload/999999/file', headers: auth(await t.tokenOf('customer')) })).statusCode).toBe(404);
    });

    it('converts a multi-page TIFF into a PDF', async () => {
      const res = await upload('customer', TIFF, [{ pdfname: 'Scan', pdfoutput: 'PDF', pdfpages: 'All' }], 'scan.tif');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().documents[0]).toMatchObject({ filename: 'Scan.pdf', pages: 3, content_type: 'application/pdf' });
    });

    it('refuses bad page ranges, pages past the end, bad files and a missing file with 400, keeping nothing', async () => {
      const before = (await t.database.db.selectFrom('uploaded_documents').select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
      const filesBefore = filesOnDisk(storeRoot).length;
      const cases: [Uint8Array | null, unknown, string][] = [
        [FIVE, [{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: '1-5, 8, 11-13x' }], 'Invalid format'],
        [FIVE, [{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: '1' }, { pdfname: 'B', pdfoutput: 'PDF', pdfpages: '6' }], 'Page 6 is not in the document (5 pages)'],
        [FIVE, [{ pdfname: 'A', pdfoutput: 'DOCX', pdfpages: '1' }], ''],
        [FIVE, [{ pdfname: 'a/b', pdfoutput: 'PDF', pdfpages: '1' }], ''],
        [FIVE, [], ''],
        [HTML_AS_PNG, [{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: '1' }], 'Only PDF and image files are accepted'],
        [null, [{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: '1' }], 'Field is required'],
      ];
      for (const [file, params, message] of cases) {
        const res = await upload('customer', file, params);
        expect(res.statusCode, `${JSON.stringify(params)}: ${res.body}`).toBe(400);
        expect(errorShapeFault(res)).toBeNull();
        if (message) expect(res.json().errors?.map((e: { message: string }) => e.message)).toContain(message);
      }
      const malformed = await upload('customer', FIVE, '[{"pdfname":');
      expect(malformed.statusCode).toBe(400);
      const after = (await t.database.db.selectFrom('uploaded_documents').select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
      expect(after).toBe(before);
      expect(filesOnDisk(storeRoot)).toHaveLength(filesBefore);
    });

    it('refuses a file over 25 MB with 413 and a caller without the wizard with 403', async () => {
      const big = new Uint8Array(26 * 1024 * 1024);
      big.set(FIVE.subarray(0, 8));
      const res = await upload('customer', big, [{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: '1' }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().errors?.[0]?.message).toBe('File size is over limit');
      const refused = await upload('quoteonly', FIVE, [{ pdfname: 'A', pdfoutput: 'PDF', pdfpages: '1' }]);
      expect(refused.statusCode).toBe(403);
    });
  });
}
