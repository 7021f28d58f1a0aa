import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { startFakeSmtp, type FakeSmtp } from '../support/fakeSmtp';
import { sql } from 'kysely';
import { MAIL_DELIVER, emailRef, mailJobId } from '../../src/server/jobs/mailJobs';

const message = {
  subject: 'Claim C5000001 — update',
  content: '<p>Hello <b>team</b></p><script>alert(1)</script>',
  additionalContent: 'Claim: C5000001\nStatus: Open',
  to: ['ops@example.com', 'desk@example.com'],
  cc: ['lead@example.com'],
  bcc: ['audit@example.com'],
};

const decodeParts = (data: string) =>
  [...data.matchAll(/Content-Type: (text\/\w+); charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((m) => [m[1], Buffer.from(m[2]!.replace(/\r\n/g, ''), 'base64').toString('utf8')]);

for (const dialect of await dialectsUnderTest()) {
  describe(`email.send [${dialect.name}]`, () => {
    let t: TestApp;
    let smtp: FakeSmtp;
    beforeAll(async () => {
      // The mail job works in this process, as in the portal: it is what delivers.
      t = await startTestApp(dialect, { shipments: 10, jobs: { work: true, concurrency: 2, pollSeconds: 0.5, retrySeconds: 1, maintenanceSeconds: 1 } });
      smtp = await startFakeSmtp();
    });
    afterAll(async () => {
      await smtp.close();
      await t.close();
    });
    afterEach(() => {
      delete process.env.SMTP_URL;
      smtp.refuseRecipients(false);
    });

    const send = async (payload: unknown, username = 'admin') =>
      t.app.inject({ method: 'POST', url: '/api/email/send', headers: auth(await t.tokenOf(username)), payload: payload as object });
    const jobRow = (id: number) =>
      sql<{ state: string; retry_count: number }>`select state::text as state, retry_count from pgboss.job where name = ${MAIL_DELIVER} and id = ${mailJobId(emailRef(id))}::uuid`
        .execute(t.database.db)
        .then((r) => r.rows[0]);
    const jobState = async (id: number) => (await jobRow(id))?.state;
    const retries = async (id: number) => (await jobRow(id))?.retry_count ?? 0;
    const outbox = () => t.database.db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

    it('keeps the message in the outbox, sanitised, when no SMTP_URL is set', async () => {
      const res = await send(message);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, detail: 'Email queued' });
      const row = await outbox();
      // Its job ran and found no transport: the message stays queued.
      await expect.poll(() => jobState(row.id), { timeout: 15_000 }).toBe('completed');
      expect(row).toMatchObject({ status: 'queued', subject: message.subject, content: '<p>Hello <b>team</b></p>', message_id: res.json().message_id });
      expect(JSON.parse(row.to_addresses)).toEqual(message.to);
      expect(JSON.parse(row.bcc_addresses)).toEqual(message.bcc);
    });

    it('delivers through SMTP_URL to every recipient, Bcc in the envelope only', async () => {
      process.env.SMTP_URL = smtp.url;
      const before = smtp.received.length;
      const res = await send(message);
      expect(res.json()).toMatchObject({ success: true, detail: 'Email queued' });
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(before + 1);
      const mail = smtp.received.at(-1)!;
      expect(mail.from).toBe('portal@example.com');
      expect(mail.recipients).toEqual(['ops@example.com', 'desk@example.com', 'lead@example.com', 'audit@example.com']);
      expect(mail.data).toContain('To: ops@example.com, desk@example.com\r\n');
      expect(mail.data).toContain('Cc: lead@example.com\r\n');
      expect(mail.data).toContain('Reply-To: admin@example.com\r\n');
      expect(mail.data).not.toContain('audit@example.com');
      expect(mail.data).toContain(`Subject: =?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`);
      const parts = Object.fromEntries(decodeParts(mail.data));
      expect(parts['text/plain']).toBe('Hello team\n\nClaim: C5000001\nStatus: Open');
      expect(parts['text/html']).toBe('<p>Hello <b>team</b></p><hr><p>Claim: C5000001<br>Status: Open</p>');
      await expect.poll(async () => (await outbox()).status, { timeout: 5_000 }).toBe('sent');
    });

    it('answers the request when delivery is refused, keeps the error on the message and tries again', async () => {
      process.env.SMTP_URL = smtp.url;
      smtp.refuseRecipients(true);
      const res = await send(message);
      expect([res.statusCode, res.json().detail]).toEqual([200, 'Email queued']);
      await expect.poll(async () => (await outbox()).error ?? '', { timeout: 15_000 }).toContain('550');
      // Still queued (retried with backoff), not failed for good after one refusal.
      expect((await outbox()).status).toBe('queued');
      const id = (await outbox()).id;
      await expect.poll(() => retries(id), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    });

    it('refuses what the email form refuses', async () => {
      const before = (await t.database.db.selectFrom('email_outbox').select('id').execute()).length;
      const cases: [unknown, { pointer: string; message: string }[]][] = [
        [{ ...message, to: undefined }, [{ pointer: '/to', message: 'Field is required' }]],
        [{ ...message, subject: '' }, [{ pointer: '/subject', message: 'Field is required' }]],
        [{ ...message, subject: undefined }, [{ pointer: '/subject', message: 'Field is required' }]],
        [{ ...message, cc: ['not-an-email'] }, [{ pointer: '/cc/0', message: 'Invalid email address' }]],
        [{ ...message, to: ['a@b.ca', 'a@b.ca'] }, [{ pointer: '/to', message: 'Invalid format' }]],
        [{ ...message, from: 'x@y.ca' }, [{ pointer: '/from', message: 'Unknown field' }]],
      ];
      for (const [body, errors] of cases) {
        const res = await send(body);
        expect([res.statusCode, res.json().errors], JSON.stringify(body)).toEqual([400, errors]);
      }
      expect((await t.database.db.selectFrom('email_outbox').select('id').execute()).length).toBe(before);
    });

    it('refuses users without an email screen', async () => {
      expect((await send(message, 'customer')).statusCode).toBe(403);
    });
  });
}
