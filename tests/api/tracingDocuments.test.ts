import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { errorShapeFault } from '../support/errorShape';
import { readPdf } from '../support/readPdf';
import { readZip } from '../support/readZip';

const NOT_YOURS = { code: 'PROBILL_NOT_FOUND', detail: 'Number not found or customer is not allowed to view the probill' };
const NO_LOOKUP = { code: 'LOOKUP_NOT_FOUND', detail: 'No probill associated with lookup number' };

type Row = { probill: string; customer_account: string; pickup_number: string; purchase_order: string | null; status: string; delivery_date: string | null };

for (const dialect of await dialectsUnderTest()) {
  describe(`tracing documents, lookups, subscriptions and events [${dialect.name}]`, () => {
    let t: TestApp;
    let mine: Row[];
    let theirs: Row;
    let drc: Row;
    let delivered: Row;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 200 });
      const rows: Row[] = await t.database.db.selectFrom('shipments').select(['probill', 'customer_account', 'pickup_number', 'purchase_order', 'status', 'delivery_date']).orderBy('probill').execute();
      mine = rows.filter((r) => r.customer_account === '100001');
      theirs = rows.find((r) => r.customer_account === '200002' && r.status === 'Delivered')!;
      drc = rows.find((r) => r.customer_account === '300003')!;
      delivered = mine.find((r) => r.status === 'Delivered')!;
    });
    afterAll(() => t.close());

    const call = async (user: string, method: 'GET' | 'POST', url: string, payload?: object, lang?: string) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(user)), ...(lang ? { 'accept-language': lang } : {}) }, ...(payload ? { payload } : {}) });

    it('looks a number up among the caller’s shipments; another account’s number reads as one that does not exist', async () => {
      const res = await call('customer', 'GET', `probill/lookup?kind=pickup&number=${mine[0]!.pickup_number}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ number: mine[0]!.pickup_number, kind: 'pickup', probills: mine.filter((r) => r.pickup_number === mine[0]!.pickup_number).map((r) => r.probill) });
      const po = mine.find((r) => r.purchase_order)!;
      expect((await call('customer', 'GET', `probill/lookup?kind=purchase_order&number=${po.purchase_order}`)).json().probills).toContain(po.probill);
      const other = await call('customer', 'GET', `probill/lookup?kind=pickup&number=${theirs.pickup_number}`);
      const missing = await call('customer', 'GET', 'probill/lookup?kind=pickup&number=NOPE123');
      expect([other.statusCode, other.json()]).toEqual([404, NO_LOOKUP]);
      expect([missing.statusCode, missing.json()]).toEqual([404, NO_LOOKUP]);
      expect((await call('customer', 'GET', `probill/lookup?kind=pickup&number=${theirs.pickup_number}`, undefined, 'fr')).json().detail).toBe('Aucun connaissement associé à ce numéro de recherche');
      // Staff reach every account of their company.
      expect((await call('employee', 'GET', `probill/lookup?kind=pickup&number=${theirs.pickup_number}`)).json().probills).toContain(theirs.probill);
      expect((await call('customer', 'GET', 'probill/lookup?kind=original_probill&number=1')).statusCode).toBe(400);
    });

    it('searches proofs of delivery in the caller’s scope, each row naming its POD image', async () => {
      const page = (await call('customer', 'GET', 'probill/pod_search?limit=500')).json();
      expect(page.results.length).toBeGreaterThan(0);
      expect(new Set(page.results.map((r: Row) => r.customer_account))).toEqual(new Set(['100001']));
      const pods = await t.database.db.selectFrom('shipment_images').select(['id', 'probill']).where('type', '=', 'POD').execute();
      for (const r of page.results) expect(pods.some((p) => p.id === r.image_id && p.probill === r.probill)).toBe(true);
      const one = (await call('customer', 'GET', `probill/pod_search?probill__iexact=${delivered.probill}`)).json();
      expect(one.results).toEqual([expect.objectContaining({ probill: delivered.probill, image_id: `${delivered.probill}-POD`, delivery_date: delivered.delivery_date })]);
      // Another account's delivered shipment is not there; staff see it.
      expect((await call('customer', 'GET', `probill/pod_search?probill__iexact=${theirs.probill}`)).json().count).toBe(0);
      expect((await call('employee', 'GET', `probill/pod_search?probill__iexact=${theirs.probill}`)).json().count).toBe(1);
      // The POD it names opens for its owner only.
      const pod = await call('customer', 'GET', `probill/${delivered.probill}/images/${delivered.probill}-POD?format=display`);
      expect(pod.headers['content-type']).toBe('application/pdf');
      expect((await call('customer', 'GET', `probill/${theirs.probill}/images/${theirs.probill}-POD`)).json()).toEqual(NOT_YOURS);
    });

    it('lists the images of the caller’s shipments by probill and type', async () => {
      const page = (await call('customer', 'GET', `probill/image_search?probill__iexact=${delivered.probill}&limit=50`)).json();
      expect(page.results.map((r: { type: string }) => r.type).sort()).toEqual(
        (await t.database.db.selectFrom('shipment_images').select('type').where('probill', '=', delivered.probill).execute()).map((r) => r.type).sort(),
      );
      const bols = (await call('customer', 'GET', 'probill/image_search?type__in=BOL&limit=500')).json();
      expect(bols.results.length).toBe(mine.length);
      expect(new Set(bols.results.map((r: Row) => r.customer_account))).toEqual(new Set(['100001']));
      expect((await call('customer', 'GET', `probill/image_search?probill__iexact=${theirs.probill}`)).json().count).toBe(0);
    });

    it('shows every page of a multi-page TIFF in the viewer, converted to PDF on the server', async () => {
      const scan = await t.database.db.selectFrom('shipment_images').select(['id', 'probill']).where('type', '=', 'DIMENSIONER').where('probill', 'in', mine.map((r) => r.probill)).executeTakeFirstOrThrow();
      const original = await call('customer', 'GET', `probill/${scan.probill}/images/${scan.id}`);
      expect(original.headers['content-type']).toBe('image/tiff');
      const shown = await call('customer', 'GET', `probill/${scan.probill}/images/${scan.id}?format=display`);
      expect(shown.headers['content-type']).toBe('application/pdf');
      expect(shown.headers['content-disposition']).toContain('dimensioner.pdf');
      expect(await readPdf(shown.rawPayload)).toHaveLength(2);
    });

    it('downloads the chosen images of several shipments as one PDF or a ZIP; another account’s probill answers as a missing one', async () => {
      const two = mine.filter((r) => r.status === 'Delivered').slice(0, 2);
      const body = { probills: two.map((r) => r.probill).join('\n'), types: ['POD', 'BOL'], output: 'pdf' };
      const pdf = await call('customer', 'POST', 'probill/images/download', body);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const pages = await readPdf(pdf.rawPayload);
      // Two shipments, a two-page BOL and a two-page POD each.
      expect(pages).toHaveLength(8);
      expect(pages[0]!.lines.flat().join(' ')).toContain(two[0]!.probill);
      const zip = await call('customer', 'POST', 'probill/images/download', { ...body, output: 'zip' });
      expect(zip.headers['content-type']).toBe('application/zip');
      expect([...readZip(zip.rawPayload).keys()].sort()).toEqual(two.flatMap((r) => [`${r.probill}/${r.probill}-BOL-bill-of-lading.pdf`, `${r.probill}/${r.probill}-POD-proof-of-delivery.pdf`]).sort());

      const other = await call('customer', 'POST', 'probill/images/download', { ...body, probills: `${two[0]!.probill} ${theirs.probill}` });
      const missing = await call('customer', 'POST', 'probill/images/download', { ...body, probills: `${two[0]!.probill} 9999999999` });
      expect([other.statusCode, other.json()]).toEqual([404, NOT_YOURS]);
      expect([missing.statusCode, missing.json()]).toEqual([404, NOT_YOURS]);
      const none = await call('customer', 'POST', 'probill/images/download', { ...body, types: ['PAPS'] });
      expect([none.statusCode, none.json()]).toEqual([404, { code: 'IMAGE_NOT_FOUND', detail: 'No image found for this Probill' }]);
      const tooMany = await call('customer', 'POST', 'probill/images/download', { ...body, probills: Array.from({ length: 51 }, (_, i) => String(1_000_000_000 + i * 7)).join(' ') });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors).toEqual([{ pointer: '/probills', message: 'Up to 50 shipments can be traced at once' }]);
      expect(errorShapeFault(tooMany)).toBeNull();
    });

    it('subscribes the caller to one shipment’s notices from its detail, once; another account’s probill answers as a missing one', async () => {
      const first = await call('customer', 'POST', `shipment_notification/probill/${mine[1]!.probill}`, undefined, 'fr');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: 0, message: "You will be notified of this shipment's status changes" });
      const row = await t.database.db.selectFrom('shipment_notifications').selectAll().where('id', '=', first.json().id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ company: 'MANITOULIN', customer_account: '100001', probill: mine[1]!.probill, email: 'customer@example.com', language: 'fr', active: true, created_by: 'customer' });
      expect(JSON.parse(row.events)).toContain('Delivered');
      const again = await call('customer', 'POST', `shipment_notification/probill/${mine[1]!.probill}`);
      expect(again.json()).toMatchObject({ id: first.json().id, message: "You were already subscribed to this shipment's status changes" });
      const other = await call('customer', 'POST', `shipment_notification/probill/${theirs.probill}`);
      const missing = await call('customer', 'POST', 'shipment_notification/probill/9999999999');
      expect([other.statusCode, other.json()]).toEqual([404, NOT_YOURS]);
      expect([missing.statusCode, missing.json()]).toEqual([404, NOT_YOURS]);
      expect(await t.database.db.selectFrom('shipment_notifications').select('id').where('probill', '=', theirs.probill).execute()).toEqual([]);
    });

    it('records a status event and mails its subscribers through the outbox in the same transaction (staff only)', async () => {
      const shipment = mine.find((r) => r.status === 'In Transit')!;
      const sub = await call('customer', 'POST', `shipment_notification/probill/${shipment.probill}`);
      expect(sub.statusCode).toBe(200);
      const events = () => t.database.db.selectFrom('shipment_events').select(['seq', 'status', 'terminal', 'city', 'comment']).where('probill', '=', shipment.probill).orderBy('seq').execute();
      const outbox = () => t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'customer@example.com').where('subject', 'like', `%${shipment.probill}%`).orderBy('id').execute();
      const before = await events();

      // A customer user records nothing; a bad terminal is refused with nothing written.
      const refused = await call('customer', 'POST', `probill/${shipment.probill}/events`, { status: 'Out for delivery' });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      const bad = await call('employee', 'POST', `probill/${shipment.probill}/events`, { status: 'Out for delivery', terminal: 'ZZZZ' });
      expect([bad.statusCode, bad.json().errors]).toEqual([400, [{ pointer: '/terminal', message: 'Terminal not found' }]]);
      expect(await events()).toEqual(before);
      expect(await outbox()).toEqual([]);
      // Another company's shipment is not there for this employee.
      expect((await call('employee', 'POST', `probill/${drc.probill}/events`, { status: 'Out for delivery' })).json()).toEqual(NOT_YOURS);

      const out = await call('employee', 'POST', `probill/${shipment.probill}/events`, { status: 'Out for delivery', comment: 'On the truck' });
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toEqual({ probill: shipment.probill, seq: before.length + 1, status: 'Out for delivery', notified: 1 });
      // Delivered is heard by this shipment's subscriber and by the account's subscribers to every shipment (the demo's).
      const forAll = (await t.database.db.selectFrom('shipment_notifications').select('events').where('customer_account', '=', '100001').where('probill', 'is', null).where('active', '=', true).execute())
        .filter((r) => JSON.parse(r.events).includes('Delivered')).length;
      const done = await call('admin', 'POST', `probill/${shipment.probill}/events`, { status: 'Delivered', signed_by: 'J. Tremblay', at: '2026-11-20T16:05:00Z' });
      expect(done.json()).toMatchObject({ seq: before.length + 2, status: 'Delivered', notified: 1 + forAll });
      expect((await call('admin', 'POST', `probill/${shipment.probill}/events`, { status: 'Late', at: '2026-11-20T16:05:00' })).statusCode).toBe(400);

      expect((await events()).slice(before.length)).toEqual([
        { seq: before.length + 1, status: 'Out for delivery', terminal: null, city: null, comment: 'On the truck' },
        { seq: before.length + 2, status: 'Delivered', terminal: null, city: null, comment: 'Signed by J. Tremblay' },
      ]);
      const now = await t.database.db.selectFrom('shipments').select(['status', 'delivery_date', 'signed_by']).where('probill', '=', shipment.probill).executeTakeFirstOrThrow();
      expect(now).toEqual({ status: 'Delivered', delivery_date: '2026-11-20', signed_by: 'J. Tremblay' });
      const mails = await outbox();
      expect(mails.map((m) => m.subject)).toEqual([`Shipment ${shipment.probill}: Out for delivery`, `Shipment ${shipment.probill}: Delivered`]);
      expect(mails[1]!.body).toMatch(/\/MANITOULIN\/unsubscribe\?token=S\d{10}[A-Za-z0-9_-]+/);
      // The detail shows the new history to the customer.
      const detail = (await call('customer', 'GET', `probill/${shipment.probill}`)).json();
      expect(detail.events.at(-1)).toMatchObject({ status: 'Delivered' });
      // A status no subscriber listens to mails no one, and an event needs a known status.
      expect((await call('employee', 'POST', `probill/${shipment.probill}/events`, { status: 'Arrived at terminal', terminal: detail.destination.terminal })).json()).toMatchObject({ notified: 0 });
      expect((await events()).at(-1)).toMatchObject({ terminal: detail.destination.terminal, city: detail.destination.city });
      expect((await call('employee', 'POST', `probill/${shipment.probill}/events`, { status: 'Teleported' })).statusCode).toBe(400);
    });
  });
}
