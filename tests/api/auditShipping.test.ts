import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { multipartBody } from '../support/multipartBody';
import { validBol } from '../support/bolExamples';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';
import { holidayOn } from '../../src/shared/calendar/canadianHolidays';

type Row = Record<string, unknown>;

const PNG = new Uint8Array(readFileSync(join(repoRoot, 'tests/fixtures/files/receipt.png')));
const PDF = new Uint8Array(readFileSync(join(repoRoot, 'tests/fixtures/files/bill-of-lading.pdf')));

function bookableDay(): string {
  for (let i = 1; i <= 14; i++) {
    const day = addDays(portalToday(), i);
    if (!holidayOn(day)) return day;
  }
  throw new Error('no bookable day in the next two weeks');
}

const pickupBody = () => ({
  pickup_date: bookableDay(),
  ready_time: '09:00',
  closing_time: '16:30',
  requester: { name: 'Claire Roy', phone: '7055551234', email: 'claire@example.com' },
  shipper: { company: 'Northern Lights Hardware', address: '12 Elm St', city: 'Sudbury', province: 'ON', postal_code: 'P3A 1A1', country: 'CA', contact: 'Dock office', phone: '7055550000' },
  destination: { city: 'Montreal', province: 'QC', postal_code: 'H2X 1Y4', country: 'CA' },
  pieces: 3,
  weight: 850,
  send_confirmation: false,
});

/**
 * The shipping and document families' hand-written writes record each changed row in the
 * audit log in the change's own transaction (issue 16 point 5): who, from which screen,
 * which record, before and after (a file's metadata, never its bytes); a refused call
 * leaves no entry and no change.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`audit of shipping and document writes [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 60 });
    });
    afterAll(() => t.close());

    const headers = async (username: string, cmid: string) => ({ ...auth(await t.tokenOf(username)), cmid });
    const call = async (username: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, cmid: string) =>
      t.app.inject({ method, url: `/api/${url}`, headers: await headers(username, cmid), payload });
    const upload = async (username: string, url: string, parts: Parameters<typeof multipartBody>[0], cmid: string) => {
      const body = await multipartBody(parts);
      return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { ...(await headers(username, cmid)), 'content-type': body.type }, payload: body.payload });
    };
    const db = () => t.database.db;
    const entries = (entity: string, id: unknown) => db().selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();
    const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Row | null;
    const total = async () => Number((await sql<{ n: string }>`select count(*) as n from audit_log`.execute(db())).rows[0]!.n);
    const customerProbill = async (offset = 0) => {
      const { rows } = await sql<Row>`select probill from shipments where customer_account = '100001' order by probill offset ${offset} limit 1`.execute(db());
      return String(rows[0]!.probill).trim();
    };

    it('bol: a saved BOL and a template are logged; another user changing the template is refused and logs nothing', async () => {
      const saved = await call('customer', 'POST', 'bol/bols', validBol(), 'BOL2_edit');
      expect(saved.statusCode, saved.body).toBe(200);
      const id = saved.json().bol_id as number;
      const [created] = await entries('bols', id);
      expect(created).toMatchObject({ company: 'MANITOULIN', user_id: 'customer', cmid: 'BOL2_edit', action: 'create' });
      expect(parsed(created!.before)).toBeNull();
      expect(parsed(created!.after)).toMatchObject({ id, status: 'draft', customer_account: '100001', shipper_name: validBol().shipper.name });

      const removed = await call('customer', 'DELETE', `bol/bols/${id}`, {}, 'BOL2_index');
      expect(removed.statusCode, removed.body).toBe(200);
      const gone = await entries('bols', id);
      expect(gone.map((e) => e.action)).toEqual(['create', 'delete']);
      expect(parsed(gone[1]!.before)).toMatchObject({ id, status: 'draft' });
      expect(parsed(gone[1]!.after)).toBeNull();

      const template = await call('customer', 'POST', 'bol/templates', { name: 'Audit weekly', access: 'company', data: { consignee: validBol().consignee } }, 'BOL2_edit');
      expect(template.statusCode, template.body).toBe(200);
      const tid = template.json().id as number;
      expect(await entries('bol_templates', tid)).toHaveLength(1);
      const before = await total();
      const refused = await call('employee', 'PUT', `bol/templates/${tid}`, { name: 'Hijacked', access: 'company', data: {} }, 'BOL2_edit');
      expect(refused.statusCode).toBe(404);
      expect(await total()).toBe(before);
      const renamed = await call('customer', 'PUT', `bol/templates/${tid}`, { name: 'Audit monthly', access: 'personal', data: {} }, 'BOL2_index');
      expect(renamed.statusCode, renamed.body).toBe(200);
      const [, updated] = await entries('bol_templates', tid);
      expect(updated).toMatchObject({ user_id: 'customer', cmid: 'BOL2_index', action: 'update' });
      expect([parsed(updated!.before)!.name, parsed(updated!.after)!.name]).toEqual(['Audit weekly', 'Audit monthly']);
    });

    it('online_pickup: a booking and its cancellation are logged; cancelling it again is refused and logs nothing', async () => {
      const booked = await call('customer', 'POST', 'online_pickup/pickups', pickupBody(), 'MTLPU');
      expect(booked.statusCode, booked.body).toBe(200);
      const number = booked.json().pickup_number as string;
      const [created] = await entries('pickups', number);
      expect(created).toMatchObject({ user_id: 'customer', cmid: 'MTLPU', action: 'create' });
      expect(parsed(created!.after)).toMatchObject({ pickup_number: number, status: 'New', shipper_company: 'Northern Lights Hardware' });

      const cancelled = await call('customer', 'POST', `online_pickup/pickups/${number}/cancel`, { reason: 'Freight not ready' }, 'ListMyPickups');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [, update] = await entries('pickups', number);
      expect(update).toMatchObject({ cmid: 'ListMyPickups', action: 'update' });
      expect(parsed(update!.before)).toMatchObject({ status: 'New', cancel_reason: null });
      expect(parsed(update!.after)).toMatchObject({ status: 'Void', cancel_reason: 'Freight not ready' });

      const before = await total();
      const again = await call('customer', 'POST', `online_pickup/pickups/${number}/cancel`, { reason: 'Twice' }, 'ListMyPickups');
      expect(again.statusCode).toBe(409);
      expect(await total()).toBe(before);
    });

    it('online_quoting: a quote is logged with its request and answer', async () => {
      const body = {
        origin: { postal_code: 'M4C 1A1', city: 'Toronto', province: 'ON', country: 'CA' },
        destination: { postal_code: 'H2X 1Y4', city: 'Montréal', province: 'QC', country: 'CA' },
        ship_date: addDays(portalToday(), 3),
        items: [{ pieces: 2, weight: 800, class: '85', description: 'Hardware on skids' }],
      };
      const quoted = await call('customer', 'POST', 'online_quoting/quotes', body, 'MTONLINEQUOTE');
      expect(quoted.statusCode, quoted.body).toBe(200);
      const number = quoted.json().quote_number as string;
      const [created] = await entries('quotes', number);
      expect(created).toMatchObject({ user_id: 'customer', cmid: 'MTONLINEQUOTE', action: 'create' });
      expect(parsed(created!.after)).toMatchObject({ quote_number: number, customer_account: '100001', destination_city: 'Montréal' });
    });

    it('probill: an event logs the event and the shipment it moves; an image its metadata without bytes; a customer is refused and logs nothing', async () => {
      const probill = await customerProbill();
      const event = await call('admin', 'POST', `probill/${probill}/events`, { status: 'Exception', comment: 'Pallet shifted' }, 'PBILL-EVENT');
      expect(event.statusCode, event.body).toBe(200);
      const seq = event.json().seq as number;
      const [made] = await entries('shipment_events', `${probill}:${seq}`);
      expect(made).toMatchObject({ user_id: 'admin', cmid: 'PBILL-EVENT', action: 'create' });
      expect(parsed(made!.after)).toMatchObject({ seq, status: 'Exception', comment: 'Pallet shifted' });
      const moves = await entries('shipments', probill);
      expect(parsed(moves.at(-1)!.after)).toMatchObject({ status: 'Exception' });
      expect(parsed(moves.at(-1)!.before)!.status).not.toBe('Exception');

      const image = await upload('admin', `probill/${probill}/images`, [{ name: 'type', value: 'POD' }, { name: 'file', value: new Blob([PNG], { type: 'image/png' }), fileName: 'dock scan.png' }], 'PBILL-IMAGE');
      expect(image.statusCode, image.body).toBe(200);
      const [scanned] = await entries('shipment_images', image.json().id);
      expect(scanned).toMatchObject({ user_id: 'admin', cmid: 'PBILL-IMAGE', action: 'create' });
      expect(parsed(scanned!.after)).toMatchObject({ type: 'POD', file_name: 'dock scan.png', content_type: 'image/png' });

      const before = await total();
      expect((await call('customer', 'POST', `probill/${probill}/events`, { status: 'Delivered' }, 'PBILL-EVENT')).statusCode).toBe(403);
      expect(await total()).toBe(before);
    });

    it('claims and disputes: an attachment is logged with its metadata, never its bytes; a removed one too', async () => {
      const probill = await customerProbill(1);
      const filed = await call('customer', 'POST', 'claims', { probill, amount: 80, claimant_email: 'claims@example.com', description: 'Wet cartons' }, 'CLAIM');
      expect(filed.statusCode, filed.body).toBe(200);
      const number = filed.json().claim_number as string;
      const up = await upload('customer', `claims/attachments/${probill}?claim_number=${number}`, [{ name: 'file', value: new Blob([PDF], { type: 'application/pdf' }), fileName: 'photos.pdf' }], 'CLAIM-UPLOAD');
      expect(up.statusCode, up.body).toBe(200);
      const fileId = up.json().files[0].id as number;
      const [attached] = await entries('claim_attachments', fileId);
      expect(attached).toMatchObject({ user_id: 'customer', cmid: 'CLAIM-UPLOAD', action: 'create' });
      const after = parsed(attached!.after)!;
      expect(after).toMatchObject({ file_name: 'photos.pdf', size: PDF.length, claim_number: number });
      expect(after).not.toHaveProperty('content');
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/claims/attachments/${probill}?file=${fileId}`, headers: await headers('customer', 'CLAIM-UPLOAD') });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await entries('claim_attachments', fileId)).map((e) => e.action)).toEqual(['create', 'delete']);

      const { rows } = await sql<Row>`select probill from invoices where customer_account = '100001' and not disputed and paid < amount
        and not exists (select 1 from disputes d where d.invoice_id = invoices.id) order by id limit 1`.execute(db());
      const invoiced = String(rows[0]!.probill).trim();
      expect((await call('customer', 'POST', `statements_portal/disputes/${invoiced}/submit`, { reason: 'Rate', amount_disputed: 0.5, comment: 'Quoted lower' }, 'OI_DISPUTE')).statusCode).toBe(200);
      const proof = await upload('customer', `statements_portal/disputes/${invoiced}/attachments`, [{ name: 'file', value: new Blob([PDF], { type: 'application/pdf' }), fileName: 'proof.pdf' }], 'OI_DISPUTE');
      expect(proof.statusCode, proof.body).toBe(200);
      const [kept] = await entries('dispute_attachments', proof.json().files[0].id);
      expect(kept).toMatchObject({ user_id: 'customer', cmid: 'OI_DISPUTE', action: 'create' });
      expect(parsed(kept!.after)).toMatchObject({ file_name: 'proof.pdf', content_type: 'application/pdf', size: PDF.length, probill: invoiced });
    });

    it('form: a staff decision is logged; a move the state machine refuses logs nothing', async () => {
      const { rows } = await sql<Row>`select id from form_submissions where company = 'MANITOULIN' and status = 'Submitted' order by id limit 1`.execute(db());
      const id = Number(rows[0]!.id);
      const review = await call('credit', 'POST', `form/submissions/${id}/review`, {}, 'FORM-QUEUE');
      expect(review.statusCode, review.body).toBe(200);
      const [moved] = await entries('form_submissions', id);
      expect(moved).toMatchObject({ user_id: 'credit', cmid: 'FORM-QUEUE', action: 'update' });
      expect([parsed(moved!.before)!.status, parsed(moved!.after)!.status]).toEqual(['Submitted', 'In Review']);
      const before = await total();
      expect((await call('credit', 'POST', `form/submissions/${id}/review`, {}, 'FORM-QUEUE')).statusCode).toBe(409);
      expect(await total()).toBe(before);
    });

    it('shorten_urls, email, labels and subscriptions: each write is logged with who and the screen', async () => {
      const short = await call('customer', 'POST', 'shorten_urls', { url: '/MANITOULIN/pages/MTDPUDATE?sort=-pickup_date' }, 'MTDPUDATE');
      expect(short.statusCode, short.body).toBe(200);
      const [shortEntry] = await entries('short_urls', short.json().id);
      expect(shortEntry).toMatchObject({ user_id: 'customer', cmid: 'MTDPUDATE', action: 'create' });
      expect(parsed(shortEntry!.after)).toMatchObject({ url: '/MANITOULIN/pages/MTDPUDATE?sort=-pickup_date' });

      const mailed = await call('admin', 'POST', 'email/send', { subject: 'Audit check', content: '<p>Hello</p>', to: ['ops@example.com'] }, 'EMAILMESSAGE');
      expect(mailed.statusCode, mailed.body).toBe(200);
      const outbox = await db().selectFrom('email_outbox').select('id').where('message_id', '=', mailed.json().message_id).executeTakeFirstOrThrow();
      const [mailEntry] = await entries('email_outbox', outbox.id);
      expect(mailEntry).toMatchObject({ user_id: 'admin', cmid: 'EMAILMESSAGE', action: 'create' });
      expect(parsed(mailEntry!.after)).toMatchObject({ subject: 'Audit check', to_addresses: JSON.stringify(['ops@example.com']) });

      const label = await call('customer', 'POST', 'label/labels', { name: 'To Montréal', format: 'AVERY5163', shipper: validBol().shipper, consignee: validBol().consignee, pieces: 2 }, 'Labels_ListEdit');
      expect(label.statusCode, label.body).toBe(200);
      const [labelEntry] = await entries('saved_labels', label.json().id);
      expect(labelEntry).toMatchObject({ user_id: 'customer', cmid: 'Labels_ListEdit', action: 'create' });
      expect(parsed(labelEntry!.after)).toMatchObject({ name: 'To Montréal', format: 'AVERY5163' });

      const probill = await customerProbill(2);
      const subscribed = await call('customer', 'POST', `shipment_notification/probill/${probill}`, {}, 'MTDSPPBILL');
      expect(subscribed.statusCode, subscribed.body).toBe(200);
      const [subEntry] = await entries('shipment_notifications', subscribed.json().id);
      expect(subEntry).toMatchObject({ user_id: 'customer', cmid: 'MTDSPPBILL', action: 'create' });
      expect(parsed(subEntry!.after)).toMatchObject({ probill, active: true, customer_account: '100001' });
    });
  });
}
