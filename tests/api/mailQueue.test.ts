import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { startFakeSmtp, type FakeSmtp } from '../support/fakeSmtp';
import { emailRef, sweepMail } from '../../src/server/jobs/mailJobs';
import { deliverMail } from '../../src/server/mail/deliverMail';

/**
 * Every email leaves through the mail job (jobs/mailJobs.ts): with the mail
 * server down, the request that causes a notice still succeeds, the message
 * waits in the outbox with its error, and it is delivered once the server is
 * back, exactly once (a sweep or a second delivery does not send it again).
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`the mail job: SMTP down, then back [${dialect.name}]`, () => {
    let t: TestApp;
    let smtp: FakeSmtp | undefined;
    let port = 0;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10, jobs: { work: true, concurrency: 2, pollSeconds: 0.5, retrySeconds: 1, maintenanceSeconds: 1 } });
      // A free port with nothing listening on it: the mail server is down.
      const probe = await startFakeSmtp();
      port = Number(new URL(probe.url).port);
      await probe.close();
      process.env.SMTP_URL = probe.url;
    });
    afterAll(async () => {
      delete process.env.SMTP_URL;
      await smtp?.close();
      await t.close();
    });

    it('answers the requests while SMTP is down, delivers once it is back, and never twice', async () => {
      const db = t.database.db;
      const reset = await t.app.inject({ method: 'POST', url: '/api/passwordreset/sendcode', payload: { username: 'employee', company: 'MANITOULIN', channel: 'email' } });
      expect([reset.statusCode, reset.json()], reset.body).toEqual([200, { sent: true, sent_to: 'e******e@example.com' }]);
      const email = await t.app.inject({
        method: 'POST',
        url: '/api/email/send',
        headers: auth(await t.tokenOf('admin')),
        payload: { subject: 'Trailer 4411', content: '<p>At the dock</p>', to: ['dock@example.com'] },
      });
      expect([email.statusCode, email.json().detail], email.body).toEqual([200, 'Email queued']);

      const notice = await db.selectFrom('outbox').selectAll().where('to_address', '=', 'employee@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const composed = await db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      // The job tried, met no server, and left the error on each message, to try again.
      await expect.poll(async () => (await db.selectFrom('outbox').select('error').where('id', '=', notice.id).executeTakeFirstOrThrow()).error ?? '', { timeout: 20_000 }).toMatch(/ECONNREFUSED|connect/);
      await expect.poll(async () => (await db.selectFrom('email_outbox').select('error').where('id', '=', composed.id).executeTakeFirstOrThrow()).error ?? '', { timeout: 20_000 }).toMatch(/ECONNREFUSED|connect/);
      expect((await db.selectFrom('outbox').select('sent_at').where('id', '=', notice.id).executeTakeFirstOrThrow()).sent_at).toBeNull();
      expect((await db.selectFrom('email_outbox').select('status').where('id', '=', composed.id).executeTakeFirstOrThrow()).status).toBe('queued');

      // The server comes back on its address: the retries deliver both.
      smtp = await startFakeSmtp(port);
      const to = (address: string) => smtp!.received.filter((m) => m.recipients.includes(address));
      await expect.poll(() => to('employee@example.com').length + to('dock@example.com').length, { timeout: 60_000, interval: 250 }).toBe(2);
      expect(to('employee@example.com')[0]!.data).toContain('Subject: Your password reset code');
      expect(to('dock@example.com')[0]!.data).toContain('Subject: Trailer 4411');
      await expect.poll(async () => (await db.selectFrom('outbox').select('sent_at').where('id', '=', notice.id).executeTakeFirstOrThrow()).sent_at, { timeout: 5_000 }).not.toBeNull();
      await expect.poll(async () => (await db.selectFrom('email_outbox').select('status').where('id', '=', composed.id).executeTakeFirstOrThrow()).status, { timeout: 5_000 }).toBe('sent');
      expect((await db.selectFrom('email_outbox').select('error').where('id', '=', composed.id).executeTakeFirstOrThrow()).error).toBeNull();

      // No duplicate: the sweep queues nothing new for them, and a delivery asked again sends nothing.
      await sweepMail(db, t.app.jobs.queue, new Date(Date.now() + 120_000));
      expect(await deliverMail(db, t.app.files, emailRef(composed.id))).toBe('already sent');
      expect(await deliverMail(db, t.app.files, { box: 'outbox', id: notice.id })).toBe('already sent');
      await new Promise((r) => setTimeout(r, 2_000));
      expect([to('employee@example.com').length, to('dock@example.com').length]).toEqual([1, 1]);
    });
  });
}
