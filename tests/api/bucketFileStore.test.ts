import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../../src/server/config';
import { fileStoreFrom } from '../../src/server/files/fileStoreFrom';
import { S3FileStore } from '../../src/server/files/S3FileStore';
import { errorShapeFault } from '../support/errorShape';
import { multipartBody } from '../support/multipartBody';
import { startS3Server, type S3Server } from '../support/s3Server';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { dialectsUnderTest } from '../support/testDatabases';

const fixture = (name: string) => new Uint8Array(readFileSync(join(repoRoot, 'tests/fixtures/files', name)));
const JPEG = fixture('pallet.jpg');
const TIFF = fixture('three-pages.tif');
/** Files s3rver keeps for a bucket: one folder per object, holding its bytes (`.../<key>._S3rver_object`). */
const objectsIn = (s3: S3Server, bucket: string) =>
  readdirSync(join(s3.dir, bucket), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('._S3rver_object'))
    .map((e) => join(e.parentPath, e.name));

for (const dialect of await dialectsUnderTest()) {
  describe(`documents kept in a bucket (FILE_STORE=s3) [${dialect.name}]`, () => {
    let s3: S3Server;
    let t: TestApp;
    const warnings: string[] = [];
    beforeAll(async () => {
      s3 = await startS3Server();
      const { endpoint, bucket, accessKeyId, secretAccessKey } = s3.settings;
      // The store is made from the settings exactly as main.ts makes it.
      const config = readConfig({ FILE_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_FORCE_PATH_STYLE: '1' }, repoRoot);
      const files = fileStoreFrom(config, (m) => warnings.push(m));
      expect(files).toBeInstanceOf(S3FileStore);
      t = await startTestApp(dialect, { shipments: 20, files });
    });
    afterAll(async () => {
      await t?.close();
      await s3?.stop();
    });

    const as = async (username: string) => auth(await t.tokenOf(username));
    const add = async (username: string, fields: Record<string, string>, files: [Uint8Array, string][]) => {
      const body = await multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files.map(([data, fileName]) => ({ name: 'file', value: new Blob([Buffer.from(data)]), fileName }))]);
      return t.app.inject({ method: 'POST', url: '/api/doclib/documents/ACC_LIST', headers: { ...(await as(username)), 'content-type': body.type }, payload: body.payload });
    };
    const get = async (username: string, url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: await as(username) });
    const documentCount = async () => Number((await t.database.db.selectFrom('doclib_documents').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    it('stores an upload in the bucket and answers it back byte-identical, only to a caller with access', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ ready: true, files: 'reachable' });
      const before = objectsIn(s3, s3.settings.bucket).length;
      const res = await add('customer', { doctype: 'POD', title: 'Pallet photo' }, [[JPEG, 'pallet.jpg'], [TIFF, 'scan.tif']]);
      expect(res.statusCode, res.body).toBe(200);
      const { dlref } = res.json().documents[0];

      // In the bucket, under the keys the rows name, nowhere on the server's disk.
      const rows = await t.database.db.selectFrom('doclib_files').select(['id', 'file_key', 'content_type']).where('file_name', 'in', ['pallet.jpg', 'scan.tif']).orderBy('id').execute();
      expect(rows.map((r) => r.content_type)).toEqual(['image/jpeg', 'image/tiff']);
      expect(objectsIn(s3, s3.settings.bucket).length).toBe(before + 2);
      for (const r of rows) expect(objectsIn(s3, s3.settings.bucket).some((p) => p.includes(r.file_key))).toBe(true);

      const files = (await get('customer', `doclib/documents/ACC_LIST/${dlref}/files`)).json().results;
      const jpeg = await get('customer', `doclib/documents/ACC_LIST/${dlref}/files/${files[0].id}`);
      expect(jpeg.statusCode).toBe(200);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.rawPayload.equals(Buffer.from(JPEG))).toBe(true);
      const tiff = await get('customer', `doclib/documents/ACC_LIST/${dlref}/files/${files[1].id}`);
      expect(tiff.rawPayload.equals(Buffer.from(TIFF))).toBe(true);
      // Converted for the viewer from the bucket's bytes.
      const shown = await get('customer', `doclib/documents/ACC_LIST/${dlref}/files/${files[1].id}?as=display`);
      expect(shown.headers['content-type']).toBe('application/pdf');

      // The access check stays in front of the store: another account gets what a missing document gets, a user without the library 403.
      for (const url of [`doclib/documents/ACC_LIST/${dlref}/files/${files[0].id}`, `doclib/download/ACC_LIST/firstdoc/${dlref}`]) {
        const refused = await get('customer2', url);
        expect(refused.statusCode, url).toBe(404);
        expect(errorShapeFault(refused)).toBeNull();
      }
      expect((await get('quoteonly', `doclib/documents/ACC_LIST/${dlref}/files/${files[0].id}`)).statusCode).toBe(403);
      expect(warnings).toEqual([]);
    });

    it('answers 503 FILE_STORE_UNAVAILABLE (never 500) and keeps no row while the bucket is away; readiness reports it', async () => {
      const { dlref } = (await add('customer', { doctype: 'POD', title: 'Kept before the outage' }, [[JPEG, 'before.jpg']])).json().documents[0];
      const [file] = (await get('customer', `doclib/documents/ACC_LIST/${dlref}/files`)).json().results;
      await s3.stop(false);
      const count = await documentCount();

      const refused = await add('customer', { doctype: 'POD', title: 'During the outage' }, [[JPEG, 'pallet.jpg']]);
      expect(refused.statusCode).toBe(503);
      expect(errorShapeFault(refused)).toBeNull();
      expect(refused.json().code).toBe('FILE_STORE_UNAVAILABLE');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await documentCount()).toBe(count);

      const download = await get('customer', `doclib/documents/ACC_LIST/${dlref}/files/${file.id}`);
      expect(download.statusCode).toBe(503);
      expect(download.json().code).toBe('FILE_STORE_UNAVAILABLE');
      // Still refused without access first: the outage tells a stranger nothing.
      expect((await get('customer2', `doclib/documents/ACC_LIST/${dlref}/files/${file.id}`)).statusCode).toBe(404);

      // Reported, not fatal: the database serves, so tracing and sign-in go on.
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ready: true, database: 'reachable', migrations: 'current', files: 'unreachable' });
      expect(warnings.length).toBeGreaterThan(0);
    }, 30_000);
  });
}
