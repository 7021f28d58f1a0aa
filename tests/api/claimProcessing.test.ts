import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { multipartBody } from '../support/multipartBody';
import { errorShapeFault } from '../support/errorShape';
import { readPdf } from '../support/readPdf';
import { CLAIM_TRANSITIONS } from '../../src/server/data/claims/claimStates';

type Row = Record<string, any>;
const STATUSES = ['Open', 'In Progress', 'Requires Customer Information', 'Approved', 'Declined', 'Paid', 'Closed'];
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Claims processing on both databases (issue 15 point 6): staff list every claim of the company,
 * move a claim along the state machine only (each of the 49 pairs tried: allowed ones write the
 * claim, a history row and the claimant's email; the others answer 409 and write nothing),
 * attachments follow the spec's three statuses, CLAIM-UPLOAD finds a claim by probill in scope,
 * and the procedure and form are real PDFs in English and French.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`claims processing [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 300 });
    });
    afterAll(() => t.close());

    const call = async (username: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, lang = 'en') =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), 'accept-language': lang }, ...(payload ? { payload } : {}) });
    const db = () => t.database.db;
    const count = async (q: ReturnType<typeof sql<Row>>) => Number((await q.execute(db())).rows[0]!.n);
    const claimOf = async () => (await sql<Row>`select id, claim_number, probill from claims where customer_account = '100001' order by id limit 1`.execute(db())).rows[0]!;

    it('lists every claim of the company for staff, none for a customer', async () => {
      const res = await call('admin', 'GET', 'claims/processing?limit=100');
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().results as Row[];
      expect(rows.length).toBe(await count(sql<Row>`select count(*) as n from claims where company = 'MANITOULIN'`));
      expect(rows[0]).toMatchObject({ customer_name: expect.any(String), days_open: expect.any(Number), attachments: expect.any(Number) });
      expect((await call('customer', 'GET', 'claims/processing')).statusCode).toBe(403);
    });

    it('moves a claim only along the state machine: 49 pairs, history and email on each allowed one', async () => {
      const claim = await claimOf();
      let allowed = 0;
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          await sql`update claims set status = ${from} where id = ${claim.id}`.execute(db());
          const history = await count(sql<Row>`select count(*) as n from claim_history where claim_id = ${claim.id}`);
          const mails = await count(sql<Row>`select count(*) as n from outbox`);
          const res = await call('employee', 'PUT', `claims/${claim.claim_number}/status`, { status: to, comment: `${from} to ${to}` });
          if (CLAIM_TRANSITIONS[from]!.includes(to)) {
            allowed++;
            expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200);
            expect(res.json().status).toBe(to);
            expect(res.json().history.at(-1)).toMatchObject({ status: to, changed_by: 'employee', comment: `${from} to ${to}` });
            expect(await count(sql<Row>`select count(*) as n from claim_history where claim_id = ${claim.id}`)).toBe(history + 1);
            expect(await count(sql<Row>`select count(*) as n from outbox`)).toBe(mails + 1);
            const mail = (await sql<Row>`select to_address, subject from outbox order by id desc limit 1`.execute(db())).rows[0]!;
            expect(mail).toEqual({ to_address: 'customer@example.com', subject: `Claim ${claim.claim_number}: ${to}` });
          } else {
            expect(res.statusCode, `${from} -> ${to}`).toBe(409);
            expect(errorShapeFault(res)).toBeNull();
            expect(res.json()).toMatchObject({ code: 'CLAIM_STATUS_NOT_ALLOWED', detail: "The claim's status does not allow this change" });
            expect(await count(sql<Row>`select count(*) as n from claim_history where claim_id = ${claim.id}`)).toBe(history);
            expect(await count(sql<Row>`select count(*) as n from outbox`)).toBe(mails);
            expect((await sql<Row>`select status from claims where id = ${claim.id}`.execute(db())).rows[0]!.status).toBe(from);
          }
        }
      }
      expect(allowed).toBe(Object.values(CLAIM_TRANSITIONS).flat().length);
      // Without the email when staff say so; a customer never changes a status.
      await sql`update claims set status = 'Open' where id = ${claim.id}`.execute(db());
      const mails = await count(sql<Row>`select count(*) as n from outbox`);
      expect((await call('admin', 'PUT', `claims/${claim.claim_number}/status`, { status: 'In Progress', notify_claimant: false })).statusCode).toBe(200);
      expect(await count(sql<Row>`select count(*) as n from outbox`)).toBe(mails);
      expect((await call('customer', 'PUT', `claims/${claim.claim_number}/status`, { status: 'Closed' })).statusCode).toBe(403);
    });

    it('allows attachments only in Open, In Progress and Requires Customer Information, with the spec message otherwise', async () => {
      const claim = await claimOf();
      const upload = async (lang = 'en') => {
        const body = await multipartBody([{ name: 'file', value: new Blob([PNG], { type: 'image/png' }), fileName: 'damage.png' }]);
        return t.app.inject({ method: 'POST', url: `/api/claims/attachments/${claim.probill}?claim_number=${claim.claim_number}`, headers: { ...auth(await t.tokenOf('employee')), 'content-type': body.type, 'accept-language': lang }, payload: body.payload });
      };
      for (const status of STATUSES) {
        await sql`update claims set status = ${status} where id = ${claim.id}`.execute(db());
        const res = await upload();
        if (['Open', 'In Progress', 'Requires Customer Information'].includes(status)) expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
        else {
          expect(res.statusCode, status).toBe(409);
          expect(res.json()).toEqual({ code: 'CLAIM_ATTACHMENTS_CLOSED', detail: 'Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information' });
        }
      }
      const fr = await upload('fr');
      expect(fr.json().detail).toBe("Les pièces jointes d'une réclamation ne sont permises que lorsque son statut est Ouverte, En cours ou Informations du client requises");
    });

    it('finds the claim of a probill for CLAIM-UPLOAD in the caller scope only', async () => {
      const claim = await claimOf();
      const mine = await call('customer', 'GET', `claims/probills/${claim.probill}`);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toMatchObject({ claim_number: claim.claim_number, probill: String(claim.probill).trim() });
      expect((await call('customer2', 'GET', `claims/probills/${claim.probill}`)).statusCode).toBe(404);
    });

    it('draws the claims procedure and the claim form as PDFs in English and French', async () => {
      for (const [path, en, fr] of [
        ['claims/documents/procedure', 'Freight claims procedure', 'Procédure de réclamation de marchandises'],
        ['claims/documents/form', 'Freight claim form', 'Formulaire de réclamation de marchandises'],
      ] as const) {
        for (const [lang, title] of [['en', en], ['fr', fr]] as const) {
          const res = await call('customer', 'GET', path, undefined, lang);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.headers['content-type']).toBe('application/pdf');
          const text = (await readPdf(res.rawPayload)).flatMap((p) => p.lines.map((l) => l.join(' ')));
          expect(text[0]).toBe(title);
        }
        const byQuery = await call('customer', 'GET', `${path}?lang=fr`);
        expect((await readPdf(byQuery.rawPayload))[0]!.lines[0]!.join(' ')).toBe(fr);
      }
    });
  });
}
