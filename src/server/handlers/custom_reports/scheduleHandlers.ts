import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { reportAnswer, reportListRow, reportOf } from '../../data/customReports/reportRows';
import { adminScheduledList, archivedFile, archiveList, deleteSchedule, saveSchedule, scheduledList } from '../../data/customReports/scheduleRows';
import { armReport, queueReportSend } from '../../jobs/customReportJobs';
import { sendStoredFile } from '../../files/sendStoredFile';

const LIST_COLUMNS = ['name', 'title', 'base_report', 'access_level', 'format', 'output', 'scheduled', 'frequency', 'active', 'owner', 'next_run_at', 'last_run_at', 'last_run_status'];
const typeOf = (f: string) => (f === 'base_report' ? 'number' : f === 'scheduled' || f === 'active' ? 'boolean' : f.endsWith('_at') ? 'datetime' : 'text');
const listAnswer = ({ results, count }: { results: Parameters<typeof reportListRow>[0][]; count: number }) => ({
  results: results.map(reportListRow), count, columns: LIST_COLUMNS, columns_details: LIST_COLUMNS.map((field) => ({ field, type: typeOf(field) })),
});
const ARCHIVE_COLUMNS = ['report_name', 'format', 'size', 'rows', 'created_at', 'owner'];

/**
 * The report generator's scheduling side (README "Scheduled reports"): schedules,
 * the scheduled and administrators' lists, "Send now", the archive. Runs go through
 * the job queue (jobs/customReportJobs.ts); rights and scope are the data layer's.
 */
export const scheduleHandlers: FamilyHandlers<'custom_reports'> = {
  'custom_reports.schedule_save': async (ctx) => {
    const rows = scoped(ctx);
    await saveSchedule(rows, ctx.params.report_id, ctx.body);
    const report = await reportOf(rows, ctx.params.report_id);
    // Queued now; the sweep queues it again should this fail.
    await armReport(ctx.db, ctx.jobs, report);
    return reportAnswer(report, rows);
  },
  'custom_reports.schedule_delete': async (ctx) => {
    await deleteSchedule(scoped(ctx), ctx.params.report_id);
    return { status: 0, message: 'Schedule removed' };
  },
  'custom_reports.scheduled_list': async (ctx) => listAnswer(await scheduledList(scoped(ctx), ctx.query)),
  'custom_reports.admin_scheduled_list': async (ctx) => listAnswer(await adminScheduledList(scoped(ctx), ctx.query)),
  'custom_reports.report_send': async (ctx) => {
    const report = await reportOf(scoped(ctx), ctx.params.report_id);
    await queueReportSend(ctx.db, ctx.jobs, report);
    return { status: 0, message: 'Report queued' };
  },
  'custom_reports.archive_list': async (ctx) => {
    const { results, count } = await archiveList(scoped(ctx), ctx.query);
    return { results, count, columns: ARCHIVE_COLUMNS, columns_details: ARCHIVE_COLUMNS.map((field) => ({ field, type: field === 'size' || field === 'rows' ? 'number' : field === 'created_at' ? 'datetime' : 'text' })) };
  },
  'custom_reports.archive_download': async (ctx) => {
    const file = await archivedFile(scoped(ctx), ctx.params.file_id);
    return sendStoredFile(ctx.reply, ctx.files, file.key, file.name);
  },
};
