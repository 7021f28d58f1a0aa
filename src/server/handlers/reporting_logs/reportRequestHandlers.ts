import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { fileReportRequest } from '../../data/reportRequests/fileReportRequest';
import { changeReportRequest } from '../../data/reportRequests/changeReportRequest';
import { reportRequestRow } from '../../data/reportRequests/reportRequestRow';
import { noticeRefs, queueMailJobs } from '../../jobs/mailJobs';

/** Custom report requests: filed by customers (CR_RequestReport), worked on by staff (Admin_CustomRptReq); the lists are grid sources. */
export const reportRequestHandlers: FamilyHandlers<'reporting_logs'> = {
  'reporting_logs.report_request_create': async (ctx) => {
    const { row, outbox } = await fileReportRequest(scoped(ctx), ctx.body);
    // The acknowledgement was written with the request; its delivery is queued once both are committed.
    await queueMailJobs(ctx.jobs, noticeRefs(outbox));
    return row;
  },
  'reporting_logs.report_request_get': async (ctx) => reportRequestRow(scoped(ctx), ctx.params.id),
  'reporting_logs.report_request_update': async (ctx) => {
    const rows = scoped(ctx);
    const { outbox } = await changeReportRequest(rows, ctx.params.id, ctx.body);
    await queueMailJobs(ctx.jobs, noticeRefs(outbox));
    return reportRequestRow(rows, ctx.params.id);
  },
};
