import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { multipartBody } from '../support/multipartBody';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Image notifications at run time (issue 13 point 7): staff attach a scanned image to a shipment
 * (POST probill/{probill}/images, PBILL-IMAGE); the image subscribers of that shipment's account
 * whose types include the image's are mailed through the outbox, in their language, with a signed
 * link that unsubscribes them without signing in. Both databases.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`image notifications [${dialect.name}]`, () => {
    let t: TestApp;
    let mine: string;
    let theirs: string;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 60 });
      const rows = await t.database.db.selectFrom('shipments').select(['probill', 'customer_account']).where('company', '=', 'MANITOULIN').orderBy('probill').execute();
      mine = rows.find((r) => r.customer_account === '100001')!.probill;
      theirs = rows.find((r) => r.customer_account === '200002')!.probill;
    });
    afterAll(() => t.close());

    const json = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(user)), ...(payload ? { payload } : {}) });
    const attach = async (user: string, probill: string, type: string) => {
      const form = await multipartBody([{ name: 'type', value: type }, { name: 'file', value: new Blob([PNG], { type: 'image/png' }), fileName: 'dock scan.png' }]);
      return t.app.inject({ method: 'POST', url: `/api/probill/${probill}/images`, headers: { ...auth(await t.tokenOf(user)), 'content-type': form.type }, payload: form.payload });
    };
    const mailsTo = (to: string) => t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
    const subscribe = async (user: string, account: string, email: string, types: string[]) => {
      const made = await json(user, 'POST', 'image_emails/subscriptions', { customer_account: account, emails: [email], image_types: types, role: 'Consignee', frequency: 'Daily', format: 'PDF' });
      expect(made.statusCode, made.body).toBe(200);
      return made.json().id as number;
    };

    it('mails the matching subscribers of the shipment’s account only, and the link in the mail unsubscribes', async () => {
      const pod = await subscribe('customer', '100001', 'pod-desk@northern.example', ['POD', 'Freight images']);
      await subscribe('customer', '100001', 'bol-only@northern.example', ['BOL']);
      await subscribe('customer2', '200002', 'pod@maritime.example', ['POD']);
      const images = await t.database.db.selectFrom('shipment_images').select('id').where('probill', '=', mine).execute();

      // A customer user attaches nothing, and nothing is written or mailed.
      const refused = await attach('customer', mine, 'POD');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      expect(await mailsTo('pod-desk@northern.example')).toEqual([]);

      const added = await attach('employee', mine, 'POD');
      expect(added.statusCode, added.body).toBe(200);
      // Every active POD subscription of 100001: the one made here and the demo's (shipping@northernlights.example).
      expect(added.json()).toMatchObject({ probill: mine, type: 'POD', content_type: 'image/png', notified: 2 });
      const [mail] = await mailsTo('pod-desk@northern.example');
      expect(mail).toMatchObject({ subject: `Shipment ${mine}: new POD image` });
      expect(mail!.body).toContain('dock scan.png');
      expect((await mailsTo('shipping@northernlights.example')).map((m) => m.subject)).toContain(`Shipment ${mine}: new POD image`);
      // Not the subscriber of another type, nor another account's subscriber of this type.
      expect(await mailsTo('bol-only@northern.example')).toEqual([]);
      expect(await mailsTo('pod@maritime.example')).toEqual([]);

      // The image is the shipment's: its owner lists it and opens its bytes.
      const listed = (await json('customer', 'GET', `probill/${mine}/images`)).json();
      expect(listed.length).toBe(images.length + 1);
      const file = await json('customer', 'GET', `probill/${mine}/images/${added.json().id}`);
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
      expect(Buffer.from(file.rawPayload)).toEqual(PNG);

      // The link in the mail turns that subscription off without signing in; the next image mails the others only.
      const token = /\/MANITOULIN\/unsubscribe\?token=(I\d{10}[A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
      expect(Number(token.slice(1, 11))).toBe(pod);
      const out = await t.app.inject({ method: 'POST', url: '/api/shipment_notification/unsubscribe', payload: { token } });
      expect(out.statusCode, out.body).toBe(200);
      expect((await json('customer', 'GET', `image_emails/subscriptions/${pod}`)).json().active).toBe(false);
      expect((await attach('employee', mine, 'POD')).json().notified).toBe(1);
      expect(await mailsTo('pod-desk@northern.example')).toHaveLength(1);
      // A FREIGHT image now mails no one of this account (its one subscriber left); another account's image its own subscriber only.
      expect((await attach('employee', mine, 'FREIGHT')).json().notified).toBe(0);
      expect((await attach('employee', theirs, 'POD')).json().notified).toBe(2);
      expect(await mailsTo('pod@maritime.example')).toHaveLength(1);
    });

    it('gives PBILL-IMAGE to the company’s staff (Operations menu), not to customer users', async () => {
      const holds = async (user: string) => (await json(user, 'GET', 'globals/access/cmid?cmid=PBILL-IMAGE')).json().access;
      expect([await holds('employee'), await holds('admin'), await holds('customer'), await holds('customer2')]).toEqual([true, true, false, false]);
    });

    it('writes a French subscriber’s notice in French, with a French unsubscribe page', async () => {
      await t.database.db.updateTable('users').set({ lang: 'fr' }).where('username', '=', 'customer2').execute();
      await subscribe('customer2', '200002', 'bol@maritime.example', ['BOL']);
      expect((await attach('admin', theirs, 'BOL')).json().notified).toBe(1);
      const [mail] = await mailsTo('bol@maritime.example');
      expect(mail!.subject).toBe(`Expédition ${theirs} : nouvelle image BOL`);
      expect(mail!.body).toMatch(/Pour ne plus recevoir ces messages, ouvrez \S+\/MANITOULIN\/unsubscribe\?token=I\d{10}[A-Za-z0-9_-]{43}&lang=fr$/);
    });

    it('keeps a subscription’s language and its one probill: mailed in that language, for that shipment only', async () => {
      const rows = await t.database.db.selectFrom('shipments').select('probill').where('company', '=', 'MANITOULIN').where('customer_account', '=', '100001').orderBy('probill').execute();
      const [one, other] = [rows[1]!.probill, rows[2]!.probill];
      const made = await json('customer', 'POST', 'image_emails/subscriptions', { customer_account: '100001', emails: ['one-pro@northern.example'], image_types: ['PARS'], role: 'Consignee', frequency: 'Immediate', format: 'PDF', probill: one, language: 'fr' });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ probill: one, language: 'fr' });
      // Left out, the language is the subscribing user's (customer's is English); the probill is every shipment's (null).
      const plain = await json('customer', 'POST', 'image_emails/subscriptions', { customer_account: '100001', emails: ['all-pros@northern.example'], image_types: ['PARS'], role: 'Consignee', frequency: 'Immediate', format: 'PDF' });
      expect(plain.json()).toMatchObject({ probill: null, language: 'en' });
      // Listed with both columns, searchable by probill.
      const listed = (await json('customer', 'GET', `image_emails/subscriptions?probill=${one}`)).json();
      expect(listed.results.map((r: { id: number; language: string }) => [r.id, r.language])).toEqual([[made.json().id, 'fr']]);

      expect((await attach('employee', other, 'PARS')).json().notified).toBe(1);
      expect(await mailsTo('one-pro@northern.example')).toEqual([]);
      expect((await attach('employee', one, 'PARS')).json().notified).toBe(2);
      const [mail] = await mailsTo('one-pro@northern.example');
      expect(mail!.subject).toBe(`Expédition ${one} : nouvelle image PARS`);
      expect((await mailsTo('all-pros@northern.example')).map((m) => m.subject)).toEqual([`Shipment ${other}: new PARS image`, `Shipment ${one}: new PARS image`]);

      // Edited to English, the next notice is in English.
      const edited = await json('customer', 'PUT', `image_emails/subscriptions/${made.json().id}`, { customer_account: '100001', emails: ['one-pro@northern.example'], image_types: ['PARS'], role: 'Consignee', frequency: 'Immediate', format: 'PDF', probill: one, language: 'en' });
      expect(edited.statusCode, edited.body).toBe(200);
      await attach('employee', one, 'PARS');
      expect((await mailsTo('one-pro@northern.example')).map((m) => m.subject)[1]).toBe(`Shipment ${one}: new PARS image`);
    });

    it('refuses a subscription to a probill not of its account, as if it did not exist', async () => {
      const theirs = await t.database.db.selectFrom('shipments').select('probill').where('customer_account', '=', '200002').executeTakeFirstOrThrow();
      for (const user of ['customer', 'employee']) {
        const refused = await json(user, 'POST', 'image_emails/subscriptions', { customer_account: '100001', emails: ['x@northern.example'], image_types: ['POD'], role: 'Consignee', frequency: 'Daily', format: 'PDF', probill: theirs.probill });
        expect([refused.statusCode, refused.json().errors]).toEqual([400, [{ pointer: '/probill', message: 'Number not found or customer is not allowed to view the probill' }]]);
      }
    });

    it('refuses a file that is not an image or a PDF, and a shipment of another company, writing nothing', async () => {
      const before = await t.database.db.selectFrom('shipment_images').select('id').execute();
      const form = await multipartBody([{ name: 'type', value: 'POD' }, { name: 'file', value: new Blob(['hello'], { type: 'text/plain' }), fileName: 'notes.txt' }]);
      const text = await t.app.inject({ method: 'POST', url: `/api/probill/${mine}/images`, headers: { ...auth(await t.tokenOf('employee')), 'content-type': form.type }, payload: form.payload });
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
      const drc = await t.database.db.selectFrom('shipments').select('probill').where('company', '=', 'DRC').executeTakeFirstOrThrow();
      const other = await attach('employee', drc.probill, 'POD');
      expect(other.json().code).toBe('PROBILL_NOT_FOUND');
      expect((await attach('employee', mine, 'SELFIE')).statusCode).toBe(400);
      // The body's file property (x-file) is the file part's name: no part, or a text field posing as one, is a missing file.
      for (const parts of [[{ name: 'type', value: 'POD' }], [{ name: 'type', value: 'POD' }, { name: 'file', value: 'dock scan.png' }]]) {
        const form = await multipartBody(parts);
        const missing = await t.app.inject({ method: 'POST', url: `/api/probill/${mine}/images`, headers: { ...auth(await t.tokenOf('employee')), 'content-type': form.type }, payload: form.payload });
        expect([missing.statusCode, missing.json().errors.map((e: { pointer: string }) => e.pointer)]).toEqual([400, ['/file']]);
      }
      expect(await t.database.db.selectFrom('shipment_images').select('id').execute()).toEqual(before);
    });
  });
}
