import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import { nextReportRun, type SavedSchedule } from '../data/customReports/scheduleTimes';
import { runCustomReport } from './runCustomReport';

/**
 * After the demo seed (db/reportSchedulesDemo.ts): the active demo schedules get their next
 * run by the schedule rule (weekday, 12:30 PM Eastern), and the demo's past runs, left
 * Queued, are made by the real run (the owner's scope, the report's format, the file
 * archived in the store), so the archive's files download. Answers the files made.
 */
export async function storeDemoReportArchive(db: Kysely<DB>, files: FileStore, now = new Date()): Promise<number> {
  const unarmed = await db
    .selectFrom('custom_reports')
    .select(['id', 'frequency', 'hour', 'day_of_week', 'day_of_month', 'month'])
    .where('active', '=', true)
    .where('frequency', 'is not', null)
    .where('next_run_at', 'is', null)
    .execute();
  for (const r of unarmed) {
    const next = nextReportRun({ frequency: r.frequency, hour: r.hour ?? 0, day_of_week: r.day_of_week, day_of_month: r.day_of_month, month: r.month } as SavedSchedule, now);
    await db.updateTable('custom_reports').set({ next_run_at: next.toISOString() }).where('id', '=', r.id).where('next_run_at', 'is', null).execute();
  }
  const queued = await db.selectFrom('custom_report_runs').select('id').where('status', '=', 'Queued').where('trigger', '=', 'schedule').where('due_at', '<', now).orderBy('id').execute();
  let made = 0;
  for (const run of queued) {
    await runCustomReport(db, files, run.id);
    made += 1;
  }
  return made;
}
