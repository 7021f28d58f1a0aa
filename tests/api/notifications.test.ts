import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { errorShapeFault } from '../support/errorShape';
import { queueStatusNotices, eventOf } from '../../src/server/data/notifications/shipmentStatusNotices';
import { unsubscribeToken } from '../../src/server/data/notifications/unsubscribeToken';


for (const dialect of await dialectsUnderTest()) {
  describe(`notifications and contacts [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 20 });
    });
    afterAll(() => t.close());
    const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: await auth(await t.tokenOf(user)), ...(payload ? { payload } : {}) });

    const shipmentSub = { customer_account: '100001', email: 'dock@northern.example', role: 'Consignee', events: ['Delivered', 'In Transit - Late'], language: 'fr' };

    it('keeps a customer’s shipment notifications to their account, and lets staff see all', async () => {
      const made = await call('customer', 'POST', 'shipment_notification', shipmentSub);
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ ...shipmentSub, active: true, created_by: 'customer', customer_name: 'Northern Lights Hardware Ltd.' });
      const id = made.json().id;
      // Another account: refused on create, not found on read, update and delete.
      expect((await call('customer', 'POST', 'shipment_notification', { ...shipmentSub, customer_account: '200002' })).statusCode).toBe(404);
      for (const [m, body] of [['GET', undefined], ['PUT', shipmentSub], ['DELETE', undefined]] as const) {
        const res = await call('customer2', m, `shipment_notification/${id}`, body);
        expect(res.statusCode, `${m}`).toBe(404);
        expect(errorShapeFault(res)).toBeNull();
      }
      expect((await call('customer2', 'GET', 'shipment_notification')).json().results.map((r: { customer_account: string }) => r.customer_account)).toEqual(['200002']);
      expect((await call('admin', 'GET', 'shipment_notification/all')).json().results.map((r: { id: number }) => r.id)).toContain(id);
      // Staff name an account of their company only.
      const foreign = await call('admin', 'POST', 'shipment_notification', { ...shipmentSub, customer_account: '300003' });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors[0]).toMatchObject({ pointer: '/customer_account', message: 'Customer Code Not Found' });
      const edited = await call('customer', 'PUT', `shipment_notification/${id}`, { ...shipmentSub, events: ['Delivered'] });
      expect(edited.json()).toMatchObject({ events: ['Delivered'], created_by: 'customer' });
      expect((await call('customer', 'POST', 'shipment_notification', { ...shipmentSub, events: ['Teleported'] })).statusCode).toBe(400);
      expect((await call('quoteonly', 'GET', 'shipment_notification')).statusCode).toBe(403);
    });

    it('mails subscribers through the outbox on a status change, with a signed link that unsubscribes without signing in', async () => {
      const { id } = (await call('customer', 'POST', 'shipment_notification', { ...shipmentSub, email: 'status@northern.example', probill: '1000000007' })).json();
      expect(eventOf('Delivered - Damaged')).toBe('Delivered');
      const shipment = { company: 'MANITOULIN', customer_account: '100001', probill: '1000000007' };
      expect((await queueStatusNotices(t.database.db, shipment, 'Out for delivery', 'https://portal.example')).length).toBe(0);
      expect((await queueStatusNotices(t.database.db, { ...shipment, probill: '1000000014' }, 'Delivered', 'https://portal.example')).length).toBeGreaterThanOrEqual(1);
      const sent = (await queueStatusNotices(t.database.db, shipment, 'Delivered', 'https://portal.example')).length;
      expect(sent).toBeGreaterThanOrEqual(1);
      const mail = await t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'status@northern.example').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Expédition 1000000007 : Livrée');
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
      expect(token).toBe(await unsubscribeToken(t.database.db, 'shipment', id));

      // Signed out: a forged or altered token is refused; the real one turns the subscription off (twice is fine).
      const post = (tok: string) => t.app.inject({ method: 'POST', url: '/api/shipment_notification/unsubscribe', payload: { token: tok } });
      const forged = `S${String(id).padStart(10, '0')}${'A'.repeat(43)}`;
      expect((await post(forged)).statusCode).toBe(400);
      const other = token.replace(/^S\d{10}/, `S${String(id + 1).padStart(10, '0')}`);
      expect((await post(other)).statusCode).toBe(400);
      const done = await post(token);
      expect(done.statusCode, done.body).toBe(200);
      expect((await call('customer', 'GET', `shipment_notification/${id}`)).json().active).toBe(false);
      expect((await queueStatusNotices(t.database.db, shipment, 'Delivered', 'https://portal.example')).length).toBe(sent - 1);
    });

    it('keeps image subscriptions and contacts in the caller’s scope', async () => {
      const sub = { customer_account: '100001', emails: ['pod@northern.example'], image_types: ['POD', 'BOL'], role: 'Shipper', frequency: 'Daily', format: 'PDF' };
      const made = await call('customer', 'POST', 'image_emails/subscriptions', sub);
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ ...sub, active: true });
      const id = made.json().id;
      expect((await call('customer', 'GET', 'image_emails/subscriptions')).json().results.map((r: { id: number }) => r.id)).toContain(id);
      expect((await call('customer2', 'GET', `image_emails/subscriptions/${id}`)).statusCode).toBe(404);
      expect((await call('admin', 'GET', 'image_emails/admin/subscriptions')).json().results.map((r: { id: number }) => r.id)).toContain(id);
      expect((await call('customer', 'DELETE', `image_emails/subscriptions/${id}`)).json()).toEqual({ status: 0, message: 'Subscription removed' });
      expect((await call('customer', 'GET', `image_emails/subscriptions/${id}`)).statusCode).toBe(404);

      const contact = await call('admin', 'POST', 'contacts', { first_name: 'Marie', last_name: 'Côté', email: 'marie@northern.example', customer: '100001', phone: '7055551234', province: 'on' });
      expect(contact.statusCode, contact.body).toBe(200);
      expect(contact.json()).toMatchObject({ first_name: 'Marie', customer: '100001', province: 'ON', updated_by: 'admin' });
      const cid = contact.json().id;
      const changed = await call('admin', 'PUT', `contacts/${cid}`, { first_name: 'Marie', last_name: 'Côté-Roy', customer: '100001' });
      expect(changed.json()).toMatchObject({ last_name: 'Côté-Roy', email: null });
      expect((await call('customer', 'GET', `contacts/${cid}`)).statusCode).toBe(403);
      expect((await call('admin', 'POST', 'contacts', { first_name: 'X', last_name: 'Y', customer: '300003' })).statusCode).toBe(400);
      expect((await call('admin', 'DELETE', `contacts/${cid}`)).json()).toEqual({ success: true });
    });
  });
}
