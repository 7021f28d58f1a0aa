import { AppError } from '../../errors';
import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { reportAnswer, reportOf } from '../../data/customReports/reportRows';
import { archivedFile, deleteSchedule, saveSchedule, scheduleForm } from '../../data/customReports/scheduleRows';
import { armReport, queueReportSend } from '../../jobs/customReportJobs';
import { sendStoredFile } from '../../files/sendStoredFile';

/**
 * The report generator's scheduling side (README "Scheduled reports"): schedules,
 * "Send now", the archive's download. The lists (scheduled_list, admin_scheduled_list,
 * archive_list) are declared grid sources (data/resources/reportSchedules.ts). Runs go
 * through the job queue (jobs/customReportJobs.ts); rights and scope are the data layer's.
 */
export const scheduleHandlers: FamilyHandlers<'custom_reports'> = {
  'custom_reports.schedule_get': async (ctx) => scheduleForm(scoped(ctx), ctx.params.report_id),
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
  'custom_reports.report_send': async (ctx) => {
    const rows = scoped(ctx);
    const report = await reportOf(rows, ctx.params.report_id);
    // The screen hides Send now on an inactive report; the server refuses it too (a stale page, a direct call).
    if (!report.active) throw new AppError('REPORT_INACTIVE');
    await queueReportSend(rows, ctx.jobs, report);
    return { status: 0, message: 'Report queued' };
  },
  'custom_reports.archive_download': async (ctx) => {
    const file = await archivedFile(scoped(ctx), ctx.params.file_id);
    return sendStoredFile(ctx.reply, ctx.files, file.key, file.name);
  },
};
