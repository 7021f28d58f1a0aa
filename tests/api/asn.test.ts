import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dialectsUnderTest, type TestDatabase } from '../support/testDatabases';
import { auth, repoRoot } from '../support/testApp';
import { errorShapeFault } from '../support/errorShape';
import { giveMenu } from '../support/giveMenu';
import { buildApp } from '../../src/server/app';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { sweepAsnNotices } from '../../src/server/jobs/asnJobs';

/** Waits until `read` answers something `done` accepts (no time is asserted: a slow machine only waits longer). */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

type Setting = { id: number; customer_account: string; emails: string[]; events: string[]; language: string; active: boolean };

for (const dialect of await dialectsUnderTest()) {
  describe(`advance shipping notices [${dialect.name}]`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const tokens = new Map<string, string>();

    beforeAll(async () => {
      // A copy of the run's migrated and seeded template (tests/support/databaseTemplates.ts).
      database = await dialect.openMigrated({ seedShipments: 60 });
      app = await buildApp({ db: database.db, root: repoRoot, jobs: { work: true, concurrency: 2, pollSeconds: 0.5, retrySeconds: 1, maintenanceSeconds: 1 } });
      await app.jobs.start();
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    const token = async (username: string) => {
      if (!tokens.has(username)) tokens.set(username, (await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company: 'MANITOULIN', password: DEMO_PASSWORD } })).json().token);
      return tokens.get(username)!;
    };
    const call = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url: `/api/${url}`, headers: auth(await token(user)), ...(payload ? { payload } : {}) });
    const settingOf = async (user: string, account: string) =>
      ((await call(user, 'GET', 'advanced_shipping_notice/emails')).json().results as Setting[]).find((s) => s.customer_account === account)!;
    const inbound = async (user: string) => (await call(user, 'GET', 'advanced_shipping_notice?limit=100')).json().results as { probill: string; customer_account: string; sent_to: string | null }[];

    it('lists the inbound shipments of the caller’s account only, with who was told', async () => {
      const mine = await inbound('customer');
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((r) => r.customer_account))).toEqual(new Set(['100001']));
      expect(mine.every((r) => r.sent_to === 'receiving@northernlights.example, claire.roy@northernlights.example')).toBe(true);
      const theirs = await inbound('customer2');
      expect(new Set(theirs.map((r) => r.customer_account))).toEqual(new Set(['200002']));
      expect(theirs.some((r) => mine.some((m) => m.probill === r.probill))).toBe(false);
      expect(new Set((await inbound('admin')).map((r) => r.customer_account))).toEqual(new Set(['100001', '200002']));
      // The plain customers' group holds MTLASN only: the settings are refused.
      expect((await call('customer2', 'GET', 'advanced_shipping_notice')).statusCode).toBe(200);
      expect((await call('quoteonly', 'GET', 'advanced_shipping_notice')).statusCode).toBe(403);
    });

    it('keeps an account’s notice setting from another account’s users', async () => {
      const ours = await settingOf('customer', '100001');
      expect(ours).toMatchObject({ events: ['Picked Up', 'Out for delivery'], language: 'en', active: true });
      expect(((await call('customer', 'GET', 'advanced_shipping_notice/emails')).json().results as Setting[]).map((s) => s.customer_account)).toEqual(['100001']);
      // customer2's group holds no MTLASN_EMAIL: refused outright; given it, 100001's setting is still not found.
      expect((await call('customer2', 'GET', 'advanced_shipping_notice/emails')).statusCode).toBe(403);
      expect((await call('customer2', 'GET', `advanced_shipping_notice/emails/${ours.id}`)).statusCode).toBe(403);
      const group = await database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Customers').executeTakeFirstOrThrow();
      await giveMenu(database.db, group.id, 'Recipients', [['MTLASN_EMAIL', 'Notice recipients'], ['MTLASN_EMAIL_EDIT', 'Edit']]);
      tokens.delete('customer2');
      const list = (await call('customer2', 'GET', 'advanced_shipping_notice/emails')).json().results as Setting[];
      expect(list.map((s) => s.customer_account)).toEqual(['200002']);
      for (const [m, body] of [['GET', undefined], ['PUT', { emails: ['x@example.com'], events: ['Picked Up'], language: 'en', active: true }]] as const) {
        const res = await call('customer2', m, `advanced_shipping_notice/emails/${ours.id}`, body);
        expect(res.statusCode, m).toBe(404);
        expect(errorShapeFault(res)).toBeNull();
      }
      expect((await settingOf('admin', '100001')).emails).toEqual(ours.emails);
    });

    it('refuses bad settings: an address, an event, a consignee account outside the caller’s group', async () => {
      const { id } = await settingOf('customer', '100001');
      const base = { emails: ['dock@northern.example'], events: ['Picked Up'], language: 'en', active: true };
      expect((await call('customer', 'PUT', `advanced_shipping_notice/emails/${id}`, { ...base, emails: ['not an address'] })).statusCode).toBe(400);
      expect((await call('customer', 'PUT', `advanced_shipping_notice/emails/${id}`, { ...base, events: ['Teleported'] })).statusCode).toBe(400);
      const foreign = await call('customer', 'PUT', `advanced_shipping_notice/emails/${id}`, { ...base, consignee_accounts: ['200002'] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors[0]).toMatchObject({ pointer: '/consignee_accounts/0', message: 'Customer Code Not Found' });
      expect((await call('admin', 'PUT', `advanced_shipping_notice/emails/${id}`, { ...base, consignee_accounts: ['300003'] })).statusCode).toBe(400);
      expect((await settingOf('customer', '100001')).emails).toEqual(['receiving@northernlights.example', 'claire.roy@northernlights.example']);
    });

    it('mails a subscribed consignee once when its shipment is picked up, through the queue, in the subscriber’s language', async () => {
      const { id } = await settingOf('customer', '100001');
      const saved = await call('customer', 'PUT', `advanced_shipping_notice/emails/${id}`, { emails: ['quai@northern.example'], events: ['Picked Up'], language: 'fr', active: true });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ emails: ['quai@northern.example'], language: 'fr', updated_by: 'customer' });
      const probill = (await inbound('customer'))[0]!.probill;
      await database.db.deleteFrom('asn_notices').where('probill', '=', probill).execute();
      const mails = () => database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'quai@northern.example').execute();

      const picked = await call('admin', 'POST', `probill/${probill}/events`, { status: 'Picked Up' });
      expect(picked.statusCode, picked.body).toBe(200);
      const [notice] = await until(() => database.db.selectFrom('asn_notices').selectAll().where('probill', '=', probill).execute(), (n) => n[0]?.status === 'Sent', 'the notice');
      expect(notice).toMatchObject({ customer_account: '100001', event: 'Picked Up', sent_to: 'quai@northern.example', language: 'fr' });
      const sent = await mails();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe(`Préavis d'expédition : expédition ${probill} cueillie`);
      expect(sent[0]!.body).toContain('Northern Lights Hardware Ltd.');
      expect((await inbound('customer')).find((r) => r.probill === probill)!.sent_to).toBe('quai@northern.example');

      // The same event again, an event the setting does not choose, and a sweep: no second mail.
      expect((await call('admin', 'POST', `probill/${probill}/events`, { status: 'Picked Up' })).statusCode).toBe(200);
      expect((await call('admin', 'POST', `probill/${probill}/events`, { status: 'In Transit' })).statusCode).toBe(200);
      await sweepAsnNotices(database.db, app.jobs.queue, new Date(Date.now() + 120_000));
      await new Promise((r) => setTimeout(r, 1500));
      expect(await mails()).toHaveLength(1);
      expect(await database.db.selectFrom('asn_notices').select('id').where('probill', '=', probill).execute()).toHaveLength(1);
    });

    it('tells nobody when the setting is off, and nobody of a shipment that is not consigned to a customer', async () => {
      const { id } = await settingOf('admin', '200002');
      const off = await call('admin', 'PUT', `advanced_shipping_notice/emails/${id}`, { emails: ['off@maritime.example'], events: ['Picked Up'], language: 'en', active: false });
      expect(off.statusCode, off.body).toBe(200);
      const probill = (await inbound('customer2'))[0]!.probill;
      await database.db.deleteFrom('asn_notices').where('probill', '=', probill).execute();
      expect((await call('admin', 'POST', `probill/${probill}/events`, { status: 'Picked Up' })).statusCode).toBe(200);
      const other = await database.db.selectFrom('shipments').select('probill').where('consignee_account', 'is', null).where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow();
      expect((await call('admin', 'POST', `probill/${other.probill}/events`, { status: 'Picked Up' })).statusCode).toBe(200);
      expect(await database.db.selectFrom('asn_notices').select('id').where('probill', 'in', [probill, other.probill]).execute()).toHaveLength(0);
      expect(await database.db.selectFrom('outbox').select('id').where('to_address', '=', 'off@maritime.example').execute()).toHaveLength(0);
    });
  });
}
