import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { readPdf } from '../support/readPdf';
import { storeDemoDocuments } from '../../src/server/documents/storeDemoDocuments';

const NOT_YOURS = 'Number not found or customer is not allowed to view the probill';

for (const dialect of await dialectsUnderTest()) {
  describe(`tracing [${dialect.name}]`, () => {
    let t: TestApp;
    let mine: { probill: string; pickup_number: string; purchase_order: string | null; bol_number: string | null; reference: string }[];
    let theirs: { probill: string; pickup_number: string; purchase_order: string | null };
    let interline: { probill: string; interline_number: string | null; partner_carrier: string | null };
    let delivered: string;
    let stored: number;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 300 });
      stored = await storeDemoDocuments(t.database.db, t.app.files);
      const rows = await t.database.db.selectFrom('shipments').select(['probill', 'customer_account', 'pickup_number', 'purchase_order', 'bol_number', 'reference', 'interline_number', 'partner_carrier', 'status', 'consignee_country', 'shipper_country']).orderBy('probill').execute();
      mine = rows.filter((r) => r.customer_account === '100001');
      theirs = rows.find((r) => r.customer_account === '200002')!;
      interline = rows.find((r) => r.customer_account === '100001' && r.interline_number)!;
      delivered = rows.find((r) => r.customer_account === '100001' && r.status === 'Delivered' && r.shipper_country !== r.consignee_country)!.probill;
    });
    afterAll(() => t.close());

    const as = async (username: string) => auth(await t.tokenOf(username));
    const trace = async (username: string, body: object, call = 'multitrace') =>
      t.app.inject({ method: 'POST', url: `/api/probill/${call}`, headers: await as(username), payload: body });

    it('traces several probills pasted at once: a row per number found, the spec’s message per other number', async () => {
      const pasted = `${mine[0]!.probill}\n${mine[1]!.probill}, ${theirs.probill} 12345\n9999999999`;
      const res = await trace('customer', { kind: 'probill', numbers: pasted });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.results.map((r: any) => r.number)).toEqual([mine[0]!.probill, mine[1]!.probill]);
      expect(body.results[0]).toMatchObject({ probill: mine[0]!.probill, customer_account: '100001' });
      expect(body.messages).toEqual([
        { number: theirs.probill, message: NOT_YOURS },
        { number: '12345', message: 'Invalid Probill Number' },
        { number: '9999999999', message: NOT_YOURS },
      ]);
      expect(body.not_found).toEqual([theirs.probill, '12345', '9999999999']);
      // Staff see every customer of their company.
      const staff = (await trace('employee', { kind: 'probill', numbers: theirs.probill })).json();
      expect(staff.results.map((r: any) => r.probill)).toEqual([theirs.probill]);
    });

    it('refuses 51 numbers with a coded message and takes 50', async () => {
      const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(1_000_000_000 + (i + 1) * 7)).join(' ');
      const refused = await trace('customer', { kind: 'probill', numbers: numbers(51) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'VALIDATION', detail: 'Validation failed', errors: [{ pointer: '/numbers', message: 'Up to 50 shipments can be traced at once' }] });
      const french = await t.app.inject({ method: 'POST', url: '/api/probill/by_number', headers: { ...(await as('customer')), 'accept-language': 'fr' }, payload: { numbers: numbers(51) } });
      expect(french.json().errors[0].message).toBe("Jusqu'à 50 expéditions peuvent être suivies à la fois");
      const taken = (await trace('customer', { kind: 'probill', numbers: numbers(50) })).json();
      expect(taken.results.length + taken.not_found.length).toBe(50);
    });

    it('traces by pickup, purchase order, bill of lading and reference numbers, and by interline number with its partner carrier', async () => {
      const lookup = 'No probill associated with lookup number';
      const byPickup = (await trace('customer', { kind: 'pickup', numbers: `${mine[2]!.pickup_number} ${theirs.pickup_number} NOPE1` })).json();
      expect(byPickup.results.map((r: any) => r.probill)).toContain(mine[2]!.probill);
      expect(byPickup.results.every((r: any) => r.customer_account === '100001')).toBe(true);
      expect(byPickup.messages).toContainEqual({ number: 'NOPE1', message: lookup });
      const byRef = (await trace('customer', { numbers: `${mine[3]!.purchase_order},${mine[4]!.bol_number},${theirs.purchase_order}` }, 'by_reference')).json();
      expect(byRef.results.map((r: any) => [r.number, r.probill])).toEqual([[mine[3]!.purchase_order, mine[3]!.probill], [mine[4]!.bol_number, mine[4]!.probill]]);
      expect(byRef.messages).toEqual([{ number: theirs.purchase_order, message: lookup }]);
      const ok = (await trace('customer', { numbers: interline.interline_number!, partner_carrier: interline.partner_carrier! }, 'by_interline')).json();
      expect(ok.results.map((r: any) => r.probill)).toContain(interline.probill);
      const wrong = (await trace('customer', { numbers: interline.interline_number!, partner_carrier: 'XXXX' }, 'by_interline')).json();
      expect(wrong.messages).toEqual([{ number: interline.interline_number, message: 'Interline Pro and Partner Carrier do not match' }]);
      const byGet = await t.app.inject({ method: 'GET', url: `/api/probill/by_pickup_number?pickup_number=${mine[2]!.pickup_number}`, headers: await as('customer') });
      expect(byGet.json().results.map((r: any) => r.probill)).toContain(mine[2]!.probill);
    });

    it('opens one of the caller’s shipments in full, and answers another account’s exactly as a missing one', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/probill/${delivered}`, headers: await as('customer') });
      expect(res.statusCode).toBe(200);
      const s = res.json();
      expect(s).toMatchObject({ probill: delivered, status: 'Delivered', customer_account: '100001', customer_name: 'Northern Lights Hardware Ltd.' });
      expect(s.signed_by).toBeTruthy();
      expect(s.origin.terminal_name).toMatch(/terminal$/);
      expect(s.events.map((e: any) => e.status)).toEqual(['Picked Up', 'Arrived at terminal', 'Departed terminal', 'Arrived at terminal', 'Out for delivery', 'Delivered']);
      expect(s.image_types).toEqual(expect.arrayContaining(['POD', 'BOL', 'FREIGHT', 'CUSTOMS']));
      const other = await t.app.inject({ method: 'GET', url: `/api/probill/${theirs.probill}`, headers: await as('customer') });
      const missing = await t.app.inject({ method: 'GET', url: '/api/probill/9999999999', headers: await as('customer') });
      expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(other.json()).toEqual({ code: 'PROBILL_NOT_FOUND', detail: NOT_YOURS });
      expect(other.body).toBe(missing.body);
      expect((await t.app.inject({ method: 'GET', url: `/api/probill/${theirs.probill}`, headers: await as('customer2') })).statusCode).toBe(200);
    });

    it('serves a shipment’s documents as real files, only to those who may see the shipment', async () => {
      const list = (await t.app.inject({ method: 'GET', url: `/api/probill/${delivered}/images`, headers: await as('customer') })).json();
      const pod = list.find((i: any) => i.type === 'POD');
      const file = await t.app.inject({ method: 'GET', url: `/api/probill/${delivered}/images/${pod.id}`, headers: await as('customer') });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const pages = await readPdf(file.rawPayload);
      expect(pages).toHaveLength(2);
      expect(pages[0]!.lines.flat().join(' ')).toContain(`Probill ${delivered}`);
      const jpeg = list.find((i: any) => i.type === 'FREIGHT');
      const photo = await t.app.inject({ method: 'GET', url: `/api/probill/${delivered}/images/${jpeg.id}`, headers: await as('customer') });
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(photo.rawPayload).metadata()).width).toBe(800);
      // Another account's shipment, or another shipment's image under mine: as missing as a made-up id.
      const theirImage = `${theirs.probill}-BOL`;
      const cross = await t.app.inject({ method: 'GET', url: `/api/probill/${theirs.probill}/images/${theirImage}`, headers: await as('customer') });
      expect(cross.json()).toEqual({ code: 'PROBILL_NOT_FOUND', detail: NOT_YOURS });
      const smuggled = await t.app.inject({ method: 'GET', url: `/api/probill/${delivered}/images/${theirImage}`, headers: await as('customer') });
      const madeUp = await t.app.inject({ method: 'GET', url: `/api/probill/${delivered}/images/nothing-here`, headers: await as('customer') });
      expect(smuggled.statusCode).toBe(404);
      expect(smuggled.body).toBe(madeUp.body);
      expect((await t.app.inject({ method: 'GET', url: `/api/probill/${theirs.probill}/images`, headers: await as('customer') })).statusCode).toBe(404);
    });

    it('keeps the demo customers’ latest documents in the file store and serves them from it, checked as the drawn ones are', async () => {
      expect(stored).toBeGreaterThan(10);
      const kept = await t.database.db.selectFrom('shipment_images').innerJoin('shipments', 'shipments.probill', 'shipment_images.probill').select(['shipment_images.id', 'shipment_images.probill', 'storage_key', 'customer_account']).where('storage_key', 'not like', 'demo:%').where('type', '=', 'POD').execute();
      const mineKept = kept.find((k) => k.customer_account === '100001')!;
      const theirsKept = kept.find((k) => k.customer_account === '200002')!;
      const file = await t.app.inject({ method: 'GET', url: `/api/probill/${mineKept.probill}/images/${mineKept.id}`, headers: await as('customer') });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(await t.app.files.get(mineKept.storage_key))).toBe(true);
      expect((await readPdf(file.rawPayload))[0]!.lines.flat().join(' ')).toContain(`Probill ${mineKept.probill}`);
      const cross = await t.app.inject({ method: 'GET', url: `/api/probill/${theirsKept.probill}/images/${theirsKept.id}`, headers: await as('customer') });
      expect(cross.json()).toEqual({ code: 'PROBILL_NOT_FOUND', detail: NOT_YOURS });
    });

    it('converts a dimensioner TIFF to a PDF of its pages for the viewer and keeps the original for download', async () => {
      const image = await t.database.db.selectFrom('shipment_images').innerJoin('shipments', 'shipments.probill', 'shipment_images.probill').select(['shipment_images.id', 'shipment_images.probill']).where('type', '=', 'DIMENSIONER').where('customer_account', '=', '100001').executeTakeFirstOrThrow();
      const url = `/api/probill/${image.probill}/images/${image.id}`;
      const original = await t.app.inject({ method: 'GET', url, headers: await as('customer') });
      expect(original.headers['content-type']).toBe('image/tiff');
      const shown = await t.app.inject({ method: 'GET', url: `${url}?format=display`, headers: await as('customer') });
      expect(shown.headers['content-type']).toBe('application/pdf');
      expect(shown.headers['content-disposition']).toContain('.pdf');
      expect(await readPdf(shown.rawPayload)).toHaveLength(2);
    });

    it('mails a link to the proof of delivery through the outbox', async () => {
      const res = await t.app.inject({ method: 'POST', url: `/api/probill/${delivered}/pod_email`, headers: await as('customer') });
      expect(res.json()).toEqual({ status: 'queued', message: 'Email queued' });
      const mail = await t.database.db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(mail.to_addresses)).toEqual(['customer@example.com']);
      expect(mail.content).toContain(`/MANITOULIN/pages/SHOWIMG/${delivered}/${delivered}-POD/display`);
      const none = await t.database.db.selectFrom('shipments').select('probill').where('customer_account', '=', '100001').where('status', '=', 'In Transit').executeTakeFirstOrThrow();
      const noPod = await t.app.inject({ method: 'POST', url: `/api/probill/${none.probill}/pod_email`, headers: await as('customer') });
      expect(noPod.json()).toEqual({ code: 'NO_POD', detail: 'No POD found for that probill' });
    });

    it('traces one probill signed out with status, dates and cities only', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/probill/public', headers: { company: 'MANITOULIN' }, payload: { probill: delivered } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['delivery_date', 'destination', 'estimated_delivery_date', 'events', 'origin', 'pickup_date', 'pieces', 'probill', 'status', 'weight']);
      expect(Object.keys(body.origin).sort()).toEqual(['city', 'province']);
      for (const e of body.events) expect(Object.keys(e).sort()).toEqual(['at', 'city', 'province', 'status']);
      const text = res.body;
      const s = await t.database.db.selectFrom('shipments').selectAll().where('probill', '=', delivered).executeTakeFirstOrThrow();
      for (const secret of [s.shipper_name, s.consignee_name, s.signed_by!, String(s.charges), s.customer_account, s.reference]) expect(text).not.toContain(secret);
      expect((await t.app.inject({ method: 'POST', url: '/api/probill/public', payload: { probill: '9999999999' } })).statusCode).toBe(404);
      // A DRC page does not show a Manitoulin probill.
      expect((await t.app.inject({ method: 'POST', url: '/api/probill/public', headers: { company: 'DRC' }, payload: { probill: delivered } })).statusCode).toBe(404);
    });
  });
}
