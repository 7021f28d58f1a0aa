import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { langOf, serverMessage } from '../../serverMessages';
import { assignReport } from '../../data/customReports/assignReport';
import { assignTargets } from '../../data/customReports/assignTargets';

/** CR_Assign_Rpt: staff copy a report to companies, customer accounts or users (02-business.md §6). */
export const assignHandlers: FamilyHandlers<'custom_reports'> = {
  'custom_reports.report_assign': async (ctx) => {
    const { copies, skipped } = await assignReport(scoped(ctx), ctx.params.report_id, ctx.body);
    const lang = langOf(ctx.request.headers['accept-language']);
    const message = skipped
      ? serverMessage('Report assigned: {1} copies made, {2} skipped (name already used or no user to own it)', lang, { 1: copies, 2: skipped })
      : serverMessage('Report assigned: {1} copies made', lang, { 1: copies });
    return { status: 0, message, copies };
  },
  'custom_reports.assign_targets': async (ctx) => ({ results: await assignTargets(scoped(ctx), ctx.query) }),
};
