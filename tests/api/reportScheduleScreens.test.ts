import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { giveMenu } from '../support/giveMenu';
import { temporaryFileStore } from '../../src/server/files/fileStoreFrom';
import { storeDemoReportArchive } from '../../src/server/jobs/storeDemoReportArchive';
import { runCustomReport } from '../../src/server/jobs/runCustomReport';
import { inSendWindow } from '../../src/server/data/customReports/scheduleTimes';

type Sched = { report_id: number; name: string; status: string; owner: string; company: string; next_run_at: string | null; hour: number };
type Archived = { file_id: number; report_name: string; format: string; size: number; date_from: string | null; owner: string };

/** The Eastern wall clock of a moment: weekday and HH:MM. */
const eastern = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const v = (t: string) => parts.find((p) => p.type === t)!.value;
  return { weekday: v('weekday'), time: `${v('hour')}:${v('minute')}` };
};

for (const dialect of await dialectsUnderTest()) {
  describe(`report schedule screens: grid sources, archive, schedule form [${dialect.name}]`, () => {
    let t: TestApp;
    let made = 0;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 80, files: temporaryFileStore() });
      made = await storeDemoReportArchive(t.database.db, t.app.files);
      // An employee and a customer given the administrators' screen: the server still refuses them.
      for (const name of ['Employees', 'Customer administrators']) {
        const group = await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', name).executeTakeFirstOrThrow();
        await giveMenu(t.database.db, group.id, `Admin schedules ${name}`, [['ADMIN_SchReports', 'All scheduled reports']]);
      }
    });
    afterAll(() => t?.close());

    const call = async (user: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(user)), ...(payload ? { payload } : {}) });
    const list = async <T>(user: string, url: string) => {
      const res = await call(user, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { results: T[]; count: number };
    };
    const reportId = async (owner: string, name: string) =>
      (await t.database.db.selectFrom('custom_reports').innerJoin('users', 'users.id', 'custom_reports.owner_id').select('custom_reports.id').where('users.username', '=', owner).where('custom_reports.name', '=', name).executeTakeFirstOrThrow()).id;
    const schedule = { frequency: 'Daily', hour: 7, cycle: 'Previous day', output: 'archive', format: 'PDF', active: true };

    it('lists the caller\'s scheduled reports, Active and Inactive, through the grid protocol, scoped to what the caller may see', async () => {
      const mine = await list<Sched>('customer', 'custom_reports/scheduled?sort=name');
      const names = mine.results.map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(['Delivered shipments by lane', 'Open invoices', 'Late deliveries']));
      expect(names).not.toContain('Cost per hundredweight'); // customer2's personal report
      expect(names).not.toContain('Weekly deliveries'); // DRC's
      expect(names).not.toContain('Claims by status'); // the administrator's company report: staff's account, not 100001's
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      for (const r of mine.results) {
        expect(r.status).toBe('Active');
        expect(inSendWindow(new Date(r.next_run_at!)), `${r.name} next run ${r.next_run_at}`).toBe(true);
      }
      const theirs = await list<Sched>('customer2', 'custom_reports/scheduled?status=Inactive');
      expect(theirs.results.map((r) => [r.name, r.status, r.next_run_at])).toEqual([['Cost per hundredweight', 'Inactive', null]]);
      expect((await list<Sched>('customer2', 'custom_reports/scheduled')).results.map((r) => r.name)).not.toContain('Open invoices');
      expect((await list<Sched>('drc', 'custom_reports/scheduled')).results.map((r) => r.name)).toEqual(['Weekly deliveries']);
      // Filters are the grid's: an unknown field is a 400, never ignored.
      expect((await call('customer', 'GET', 'custom_reports/scheduled?nope__icontains=x')).statusCode).toBe(400);
      // Exported like any grid, with the same scope.
      const exported = await call('customer2', 'POST', 'export', { api_url: 'api/custom_reports/scheduled', output_type: 'JSON', title: 'Scheduled', query_params: {} });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.body).toContain('Cost per hundredweight');
      expect(exported.body).not.toContain('Open invoices');
    });

    it('shows an administrator every scheduled report of his company, and refuses everyone else whatever menu they hold', async () => {
      const all = await list<Sched>('admin', 'custom_reports/admin/scheduled?limit=100');
      const names = all.results.map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(['Delivered shipments by lane', 'Open invoices', 'Cost per hundredweight', 'Late deliveries', 'Claims by status']));
      expect(names).not.toContain('Weekly deliveries');
      expect(new Set(all.results.map((r) => r.company))).toEqual(new Set(['MANITOULIN']));
      expect((await list<Sched>('admin', 'custom_reports/admin/scheduled?status=Inactive')).results.map((r) => r.name).sort()).toEqual(['Claims by status', 'Cost per hundredweight']);
      expect((await list<Sched>('admin', 'custom_reports/admin/scheduled?owner__iexact=customer2')).count).toBe(1);
      for (const user of ['employee', 'customer', 'customer2', 'drc']) {
        const res = await call(user, 'GET', 'custom_reports/admin/scheduled');
        expect(res.statusCode, user).toBe(403);
      }
      expect((await call('employee', 'POST', 'export', { api_url: 'api/custom_reports/admin/scheduled', output_type: 'JSON', title: 'x', query_params: {} })).statusCode).toBe(403);
    });

    it('lists the archived files of the caller\'s runs and downloads them, never another user\'s', async () => {
      expect(made).toBe(3);
      const files = await list<Archived>('customer', 'custom_reports/archive');
      expect(files.results.map((f) => [f.report_name, f.format, f.owner])).toEqual([
        ['Open invoices', 'PDF', 'customer'],
        ['Open invoices', 'PDF', 'customer'],
      ]);
      expect(files.results[0]!.date_from).not.toBe(files.results[1]!.date_from);
      const file = await call('customer', 'GET', `custom_reports/archive/${files.results[0]!.file_id}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.rawPayload.length).toBe(files.results[0]!.size);
      expect(file.headers['content-disposition']).toContain('.pdf');
      const adminFiles = await list<Archived>('admin', 'custom_reports/archive');
      expect(adminFiles.results.map((f) => f.report_name)).toEqual(['Claims by status']);
      const json = await call('admin', 'GET', `custom_reports/archive/${adminFiles.results[0]!.file_id}`);
      expect(json.statusCode).toBe(200);
      expect(() => JSON.parse(json.body)).not.toThrow();
      // Another user's file: not in their list, 404 on download (customer2 holds the screen; the admin is staff of the same company).
      expect((await list<Archived>('customer2', 'custom_reports/archive')).count).toBe(0);
      expect((await call('customer2', 'GET', `custom_reports/archive/${files.results[0]!.file_id}`)).statusCode).toBe(404);
      expect((await call('admin', 'GET', `custom_reports/archive/${files.results[0]!.file_id}`)).statusCode).toBe(404);
      expect((await call('drc', 'GET', `custom_reports/archive/${adminFiles.results[0]!.file_id}`)).statusCode).toBe(404);
      expect((await call('customer', 'GET', 'custom_reports/archive/2147483647')).statusCode).toBe(404);
    });

    it('answers the schedule form, and refuses a schedule out of bounds with 400 on the field and nothing written', async () => {
      const id = await reportId('customer', 'Delivered shipments by lane');
      const form = await call('customer', 'GET', `custom_reports/reports/${id}/schedule`);
      expect(form.json()).toMatchObject({ report_id: id, scheduled: true, frequency: 'Weekly', day_of_week: 'Monday', hour: 7, send_to: ['shipping@northernsupply.example'], active: true });
      // A report without a schedule (removed here) opens the form on a daily 7:00 run, active; its date range (cycle) is the
      // report's own, kept (Send now reads it too).
      const invoices = await reportId('customer', 'Open invoices');
      expect((await call('customer', 'DELETE', `custom_reports/reports/${invoices}/schedule`)).json()).toEqual({ status: 0, message: 'Schedule removed' });
      expect((await call('customer', 'GET', `custom_reports/reports/${invoices}/schedule`)).json()).toMatchObject({ report_id: invoices, scheduled: false, frequency: 'Daily', hour: 7, cycle: 'Previous month', output: 'archive', format: 'PDF', active: true, next_run_at: null });
      expect((await call('customer2', 'GET', `custom_reports/reports/${id}/schedule`)).statusCode).toBe(404);

      const before = await t.database.db.selectFrom('custom_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const bad: [object, string][] = [
        [{ hour: 24 }, '/hour'], [{ hour: -1 }, '/hour'], [{ hour: 7.5 }, '/hour'],
        [{ frequency: 'Monthly', day_of_month: 0 }, '/day_of_month'], [{ frequency: 'Monthly', day_of_month: 32 }, '/day_of_month'],
        [{ frequency: 'Yearly', day_of_month: 1, month: 0 }, '/month'], [{ frequency: 'Yearly', day_of_month: 1, month: 13 }, '/month'],
        [{ frequency: 'Weekly', day_of_week: 'Funday' }, '/day_of_week'], [{ frequency: 'Weekly' }, '/day_of_week'],
        [{ frequency: 'Monthly' }, '/day_of_month'], [{ frequency: 'Yearly', day_of_month: 15 }, '/month'],
        [{ frequency: 'Hourly' }, '/frequency'], [{ output: 'email', send_to: [] }, '/send_to'], [{ send_to: ['not an address'] }, '/send_to/0'],
      ];
      for (const [change, pointer] of bad) {
        const res = await call('customer', 'PUT', `custom_reports/reports/${id}/schedule`, { ...schedule, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
        expect(res.json().errors.map((e: { pointer: string }) => e.pointer), JSON.stringify(change)).toContain(pointer);
      }
      expect(await t.database.db.selectFrom('custom_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
      // The bounds themselves are accepted.
      for (const change of [{ hour: 0 }, { hour: 23 }, { frequency: 'Monthly', day_of_month: 31 }, { frequency: 'Yearly', day_of_month: 1, month: 12 }, { frequency: 'Yearly', day_of_month: 1, month: 1 }]) {
        const res = await call('customer', 'PUT', `custom_reports/reports/${id}/schedule`, { ...schedule, ...change });
        expect(res.statusCode, `${JSON.stringify(change)} ${res.body}`).toBe(200);
      }
    });

    it('reads the send deadline: due on a weekend or after 12:30 PM Eastern, sent at 00:00 Eastern of the next weekday', async () => {
      const id = await reportId('customer', 'Delivered shipments by lane');
      const late = await call('customer', 'PUT', `custom_reports/reports/${id}/schedule`, { ...schedule, hour: 14 });
      expect(late.statusCode, late.body).toBe(200);
      const lateRow = (await list<Sched>('customer', `custom_reports/scheduled?report_id=${id}`)).results[0]!;
      expect(lateRow.hour).toBe(14);
      expect(eastern(lateRow.next_run_at!).time).toBe('00:00');
      expect(['Saturday', 'Sunday']).not.toContain(eastern(lateRow.next_run_at!).weekday);
      const saturday = await call('customer', 'PUT', `custom_reports/reports/${id}/schedule`, { ...schedule, frequency: 'Weekly', day_of_week: 'Saturday', hour: 9 });
      expect(saturday.statusCode).toBe(200);
      const satRow = (await list<Sched>('customer', `custom_reports/scheduled?report_id=${id}`)).results[0]!;
      expect(eastern(satRow.next_run_at!)).toEqual({ weekday: 'Monday', time: '00:00' });
      const morning = await call('customer', 'PUT', `custom_reports/reports/${id}/schedule`, { ...schedule, frequency: 'Weekly', day_of_week: 'Wednesday', hour: 12 });
      expect(morning.statusCode).toBe(200);
      const wedRow = (await list<Sched>('customer', `custom_reports/scheduled?report_id=${id}`)).results[0]!;
      expect(eastern(wedRow.next_run_at!)).toEqual({ weekday: 'Wednesday', time: '12:00' });
    });

    it('reuses the last file for a date range of 10 days or more, and queries again under 10 days', async () => {
      const id = await reportId('customer', 'Open invoices');
      const owner = await t.database.db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow();
      const runTwice = async (cycle: string) => {
        await t.database.db.updateTable('custom_reports').set({ cycle }).where('id', '=', id).execute();
        const keys: string[] = [];
        for (let i = 0; i < 2; i += 1) {
          const run = await t.database.db.insertInto('custom_report_runs').values({ report_id: id, company: 'MANITOULIN', user_id: owner.id, trigger: 'manual', format: 'PDF', output: 'archive' }).returning('id').executeTakeFirstOrThrow();
          await runCustomReport(t.database.db, t.app.files, run.id);
          const done = await t.database.db.selectFrom('custom_report_runs').select(['status', 'file_key']).where('id', '=', run.id).executeTakeFirstOrThrow();
          expect(done.status).toBe('Completed');
          keys.push(done.file_key!);
        }
        return keys;
      };
      const [a, b] = await runTwice('Last 30 days');
      expect(b).toBe(a);
      const [c, d] = await runTwice('Last 7 days');
      expect(d).not.toBe(c);
      expect(c).not.toBe(a);
    });

    it('lets only those who may change a report edit its schedule', async () => {
      const company = await reportId('customer', 'Delivered shipments by lane');
      const personal = await reportId('customer', 'Open invoices');
      // Staff see company reports, but only the creator or an administrator changes them.
      expect((await call('employee', 'PUT', `custom_reports/reports/${company}/schedule`, schedule)).statusCode).toBe(403);
      expect((await call('customer2', 'PUT', `custom_reports/reports/${company}/schedule`, schedule)).statusCode).toBe(404);
      expect((await call('drc', 'PUT', `custom_reports/reports/${company}/schedule`, schedule)).statusCode).toBe(404);
      expect((await call('admin', 'PUT', `custom_reports/reports/${personal}/schedule`, schedule)).statusCode).toBe(404);
      const byAdmin = await call('admin', 'PUT', `custom_reports/reports/${company}/schedule`, { ...schedule, active: false });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      const row = (await list<Sched>('customer', `custom_reports/scheduled?report_id=${company}`)).results[0]!;
      expect([row.status, row.next_run_at]).toEqual(['Inactive', null]);
      // A customer without the schedule screens is refused by the catalogue's access rule.
      expect((await call('quoteonly', 'GET', 'custom_reports/scheduled')).statusCode).toBe(403);
      expect((await call('quoteonly', 'GET', 'custom_reports/archive')).statusCode).toBe(403);
    });
  });
}
