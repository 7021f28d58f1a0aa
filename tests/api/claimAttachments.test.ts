import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Real files: a PDF and images made by Chromium, and an HTML page renamed .png. */
const fixture = (name: string) => new Uint8Array(readFileSync(join(repoRoot, 'tests/fixtures/files', name)));
const PDF = fixture('bill-of-lading.pdf');
const PNG = fixture('receipt.png');
const JPEG = fixture('pallet.jpg');
const HTML_AS_PNG = fixture('page-renamed.png');

const PNG_THUMB = 'data:image/png;base64,iVBORw0KGgo=';

/** A multipart body as a browser sends it, from real FormData. */
async function multipart(parts: { name: string; value: string | Blob; fileName?: string }[]) {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string') form.append(p.name, p.value);
    else form.append(p.name, p.value, p.fileName);
  }
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

for (const dialect of await dialectsUnderTest()) {
  describe(`claim view and attachments [${dialect.name}]`, () => {
    let t: TestApp;
    let open: { claim_number: string; probill: string };
    let closed: { claim_number: string; probill: string };
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 100 });
      const claims = await t.database.db.selectFrom('claims').select(['claim_number', 'probill', 'status']).where('customer_account', '=', '100001').execute();
      open = claims.find((c) => c.status === 'In Progress')!;
      closed = claims.find((c) => c.status === 'Closed')!;
    });
    afterAll(() => t.close());

    const as = async (username: string) => auth(await t.tokenOf(username));
    const upload = async (username: string, probill: string, parts: Parameters<typeof multipart>[0], query = '') => {
      const body = await multipart(parts);
      return t.app.inject({ method: 'POST', url: `/api/claims/attachments/${probill}${query}`, headers: { ...(await as(username)), 'content-type': body.type }, payload: body.payload });
    };

    it('shows a claim with its shipment and history to its customer only', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/claims/${open.claim_number}`, headers: await as('customer') });
      expect(res.statusCode).toBe(200);
      const claim = res.json();
      expect(claim).toMatchObject({ claim_number: open.claim_number, probill: open.probill, status: 'In Progress', attachments_allowed: true, customer_name: 'Northern Lights Hardware Ltd.' });
      expect(claim.history.map((h: { status: string }) => h.status)).toEqual(['Open', 'In Progress']);
      expect(claim.pickup_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const closedClaim = (await t.app.inject({ method: 'GET', url: `/api/claims/${closed.claim_number}`, headers: await as('customer') })).json();
      expect(closedClaim.attachments_allowed).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: `/api/claims/${open.claim_number}`, headers: await as('customer2') })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/claims/${open.claim_number}`, headers: await as('employee') })).statusCode).toBe(200);
    });

    it('uploads, lists, downloads and deletes an attachment of an open claim', async () => {
      const bytes = PDF;
      const res = await upload('customer', open.probill, [{ name: 'file', value: new Blob([bytes], { type: 'application/pdf' }), fileName: 'Bill of lading é.pdf' }]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 0, message: 'Uploaded successfully', files: [{ filename: 'Bill of lading é.pdf', size: bytes.length, uploadBy: 'customer', current_status: 'uploaded', thumbnails: null }] });
      const id = res.json().files[0].id;

      const list = await t.app.inject({ method: 'GET', url: `/api/claims/attachments/${open.probill}?claim_number=${open.claim_number}`, headers: await as('customer') });
      expect(list.json().results.map((a: { id: number }) => a.id)).toContain(id);
      expect(list.json().results[0].uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

      const file = await t.app.inject({ method: 'GET', url: `/api/claims/attachments/${open.probill}/file?file=${id}`, headers: await as('customer') });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="Bill of lading _.pdf"; filename*=UTF-8''Bill%20of%20lading%20%C3%A9.pdf`);
      expect(new Uint8Array(file.rawPayload)).toEqual(bytes);

      // Another customer learns nothing about it.
      expect((await t.app.inject({ method: 'GET', url: `/api/claims/attachments/${open.probill}/file?file=${id}`, headers: await as('customer2') })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/claims/attachments/${open.probill}?file=${id}`, headers: await as('customer2') })).statusCode).toBe(404);

      const del = await t.app.inject({ method: 'DELETE', url: `/api/claims/attachments/${open.probill}?file=${id}`, headers: await as('customer') });
      expect(del.json()).toEqual({ status: 0, message: 'Attachment removed' });
      const after = await t.app.inject({ method: 'GET', url: `/api/claims/attachments/${open.probill}`, headers: await as('customer') });
      expect(after.json().results.map((a: { id: number }) => a.id)).not.toContain(id);
    });

    it('keeps the browser-drawn thumbnail of an image', async () => {
      const res = await upload('customer', open.probill, [
        { name: 'file', value: new Blob([PNG], { type: 'image/png' }), fileName: 'photo.png' },
        { name: 'thumbnail', value: PNG_THUMB },
      ]);
      expect(res.json().files[0].thumbnails).toBe(PNG_THUMB);
    });

    it('refuses every use of the attachments of a claim in another status', async () => {
      // A file kept from when the claim was still open.
      const claimId = (await t.database.db.selectFrom('claims').select('id').where('claim_number', '=', closed.claim_number).executeTakeFirstOrThrow()).id;
      const userId = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow()).id;
      const kept = await t.database.db
        .insertInto('claim_attachments')
        .values({ claim_id: claimId, file_name: 'old.pdf', content_type: 'application/pdf', size: 1, content: Buffer.from('x'), thumbnail: null, uploaded_by: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const message = 'Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information';
      const bad = [
        await upload('customer', closed.probill, [{ name: 'file', value: new Blob([PDF], { type: 'application/pdf' }), fileName: 'a.pdf' }]),
        await t.app.inject({ method: 'GET', url: `/api/claims/attachments/${closed.probill}`, headers: await as('customer') }),
        await t.app.inject({ method: 'GET', url: `/api/claims/attachments/${closed.probill}/file?file=${kept.id}`, headers: await as('customer') }),
        await t.app.inject({ method: 'DELETE', url: `/api/claims/attachments/${closed.probill}?file=${kept.id}`, headers: await as('customer') }),
      ];
      for (const res of bad) expect([res.statusCode, res.json()]).toEqual([409, { code: 'CLAIM_ATTACHMENTS_CLOSED', detail: message }]);
      const left = await t.database.db.selectFrom('claim_attachments').select('id').where('claim_id', '=', claimId).execute();
      expect(left).toEqual([{ id: kept.id }]);
    });

    it('refuses what the uploader refuses: no file, a wrong type, a bad thumbnail, other fields', async () => {
      const before = await t.database.db.selectFrom('claim_attachments').select('id').execute();
      const none = await upload('customer', open.probill, [{ name: 'thumbnail', value: PNG_THUMB }]);
      expect(none.json()).toEqual({ code: 'VALIDATION', detail: 'Validation failed', errors: [{ pointer: '/file', message: 'Field is required' }] });
      const svg = await upload('customer', open.probill, [{ name: 'file', value: new Blob(['<svg/>'], { type: 'image/svg+xml' }), fileName: 'x.svg' }]);
      expect(svg.json().errors).toEqual([{ pointer: '/file', message: 'Only PDF and image files are accepted' }]);
      const thumb = await upload('customer', open.probill, [
        { name: 'file', value: new Blob([PNG], { type: 'image/png' }), fileName: 'x.png' },
        { name: 'thumbnail', value: 'javascript:alert(1)' },
      ]);
      expect(thumb.statusCode).toBe(400);
      const extra = await upload('customer', open.probill, [
        { name: 'file', value: new Blob([PDF], { type: 'application/pdf' }), fileName: 'x.pdf' },
        { name: 'note', value: 'x' },
      ]);
      expect(extra.json().errors).toEqual([{ pointer: '/note', message: 'Unknown field' }]);
      const garbage = await t.app.inject({ method: 'POST', url: `/api/claims/attachments/${open.probill}`, headers: { ...(await as('customer')), 'content-type': 'multipart/form-data; boundary=zz' }, payload: 'not multipart' });
      expect(garbage.statusCode).toBe(400);
      expect(await t.database.db.selectFrom('claim_attachments').select('id').execute()).toEqual(before);
    });

    it('refuses a file over 25 MB with the uploader message, while it streams, writing nothing', async () => {
      const before = await t.database.db.selectFrom('claim_attachments').select('id').execute();
      const big = new Uint8Array(25 * 1024 * 1024 + 1);
      big.set(PDF);
      const res = await upload('customer', open.probill, [
        { name: 'file', value: new Blob([PDF], { type: 'application/pdf' }), fileName: 'small.pdf' },
        { name: 'file', value: new Blob([big], { type: 'application/pdf' }), fileName: 'big.pdf' },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ detail: 'Request body is too large', errors: [{ pointer: '/file', message: 'File size is over limit' }] });
      // Neither the small file before it nor any part of the big one was kept.
      expect(await t.database.db.selectFrom('claim_attachments').select('id').execute()).toEqual(before);
    });

    it('types files by their bytes: real PDF, PNG and JPEG kept and served as what they are, HTML named .png refused', async () => {
      const before = await t.database.db.selectFrom('claim_attachments').select('id').execute();
      const html = await upload('customer', open.probill, [{ name: 'file', value: new Blob([HTML_AS_PNG], { type: 'image/png' }), fileName: 'receipt.png' }]);
      expect(html.statusCode).toBe(400);
      expect(html.json().errors).toEqual([{ pointer: '/file', message: 'Only PDF and image files are accepted' }]);
      expect(await t.database.db.selectFrom('claim_attachments').select('id').execute()).toEqual(before);

      // Declared wrongly (a JPEG sent as a PDF, a PNG as octet-stream): stored and served as their bytes say.
      const res = await upload('customer', open.probill, [
        { name: 'file', value: new Blob([PDF], { type: 'application/pdf' }), fileName: 'bol.pdf' },
        { name: 'file', value: new Blob([JPEG], { type: 'application/pdf' }), fileName: 'pallet.pdf' },
        { name: 'file', value: new Blob([PNG], { type: 'application/octet-stream' }), fileName: 'receipt' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const served = [];
      for (const f of res.json().files) {
        const file = await t.app.inject({ method: 'GET', url: `/api/claims/attachments/${open.probill}/file?file=${f.id}`, headers: await as('customer') });
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.headers['content-disposition']).toMatch(/^attachment; /);
        expect(file.headers['cache-control']).toBe('no-store');
        served.push([file.headers['content-type'], file.rawPayload.length]);
      }
      expect(served).toEqual([['application/pdf', PDF.length], ['image/jpeg', JPEG.length], ['image/png', PNG.length]]);
      const stored = await t.database.db.selectFrom('claim_attachments').select('content_type').where('id', 'in', res.json().files.map((f: { id: number }) => f.id)).orderBy('id').execute();
      expect(stored.map((r) => r.content_type)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    });

    it('refuses the calls to users without a claim screen', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/claims/attachments/${open.probill}`, headers: await as('quoteonly') })).statusCode).toBe(403);
    });
  });
}
