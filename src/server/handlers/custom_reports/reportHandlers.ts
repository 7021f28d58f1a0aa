import type { FamilyHandlers, HandlerContext } from '../Handler';
import { readDb, scoped } from '../Handler';
import { validationError } from '../../errors';
import { langOf } from '../../serverMessages';
import { baseReportOf } from '../../data/customReports/baseReports';
import { isNumeric } from '../../data/customReports/reportColumn';
import { checkDefinition, type ReportDefinition } from '../../data/customReports/reportDefinition';
import { createReport, deleteReport, nameAvailable, reportAnswer, reportOf, updateReport } from '../../data/customReports/reportRows';
import { runReport } from '../../data/customReports/runReport';
import { reportFile } from '../../data/customReports/reportFile';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from '../../data/customReports/templateRows';
import { definitionOfRow } from '../../data/customReports/definitionOfRow';
import { helpPdf } from '../../data/customReports/helpPdf';
import { attachment } from '../../export/attachment';

/** The definition a run uses: a saved report the caller may see, or an unsaved one checked like a save. */
async function runDefinition(ctx: HandlerContext<'custom_reports.run'> | HandlerContext<'custom_reports.run_download'>): Promise<ReportDefinition> {
  const { report_id: id, definition } = ctx.body;
  if ((id === undefined) === (definition === undefined)) throw validationError([{ pointer: '', message: 'Give either a saved report or a definition' }]);
  if (definition) return definition;
  return definitionOfRow(await reportOf(scoped(ctx), id!));
}

export const reportHandlers: FamilyHandlers<'custom_reports'> = {
  /** The base report's selectable columns, labelled in the caller's language. */
  'custom_reports.columns': async (ctx) => {
    const fr = langOf(ctx.request.headers['accept-language']) === 'fr';
    return {
      results: baseReportOf(ctx.params.base_report).columns.map((c) => ({
        name: c.name, label: fr ? c.fr : c.en, type: c.type, category: c.category, summable: isNumeric(c), default: c.default ?? false,
      })),
    };
  },
  /** CR_Run_Report: one page of the caller's own rows (their account's for a customer), with the sums over all rows. */
  'custom_reports.run': async (ctx) => {
    const rows = scoped(ctx);
    const checked = checkDefinition(await runDefinition(ctx), ctx.body.definition ? '/definition' : '');
    const out = await runReport(await readDb(ctx), rows.scope, checked, {
      dateFrom: ctx.body.date_from, dateTo: ctx.body.date_to, limit: ctx.body.limit, offset: ctx.body.offset,
    }, langOf(ctx.request.headers['accept-language']));
    return { results: out.results, count: out.count, columns: out.columns, columns_details: out.columns_details, sums: out.sums };
  },
  /** The whole result as a file (Excel, PDF, HTML, JSON), over the same rows as the run: the caller's own. */
  'custom_reports.run_download': async (ctx) => {
    const checked = checkDefinition(await runDefinition(ctx), ctx.body.definition ? '/definition' : '');
    const file = await reportFile(await readDb(ctx), scoped(ctx).scope, checked, { dateFrom: ctx.body.date_from, dateTo: ctx.body.date_to }, ctx.body.format, langOf(ctx.request.headers['accept-language']));
    return ctx.reply.header('content-type', file.contentType).header('content-disposition', attachment(file.name)).send(file.data);
  },
  'custom_reports.report_create': async (ctx) => {
    const rows = scoped(ctx);
    checkDefinition(ctx.body);
    const id = await createReport(rows, ctx.body);
    return reportAnswer(await reportOf(rows, id), rows);
  },
  'custom_reports.report_get': async (ctx) => {
    const rows = scoped(ctx);
    return reportAnswer(await reportOf(rows, ctx.params.report_id), rows);
  },
  'custom_reports.report_update': async (ctx) => {
    const rows = scoped(ctx);
    checkDefinition(ctx.body);
    await updateReport(rows, ctx.params.report_id, ctx.body);
    return reportAnswer(await reportOf(rows, ctx.params.report_id), rows);
  },
  'custom_reports.report_delete': async (ctx) => {
    await deleteReport(scoped(ctx), ctx.params.report_id);
    return { status: 0, message: 'Deleted' };
  },
  'custom_reports.report_name_check': async (ctx) => {
    const available = await nameAvailable(scoped(ctx), ctx.query.name, ctx.query.report_id);
    return { available, message: available ? null : 'Report name already used' };
  },
  'custom_reports.template_list': async (ctx) => ({ results: await listTemplates(scoped(ctx)) }),
  'custom_reports.template_create': async (ctx) => {
    checkDefinition(ctx.body.definition, '/definition');
    return createTemplate(scoped(ctx), ctx.body);
  },
  'custom_reports.template_update': async (ctx) => {
    checkDefinition(ctx.body.definition, '/definition');
    return updateTemplate(scoped(ctx), ctx.params.template_id, ctx.body);
  },
  'custom_reports.template_delete': async (ctx) => {
    await deleteTemplate(scoped(ctx), ctx.params.template_id);
    return { status: 0, message: 'Deleted' };
  },
  /** ReportGeneratorPDF: the guide, written in the caller's language. */
  'custom_reports.help_download': async (ctx) => {
    const lang = langOf(ctx.request.headers['accept-language']);
    const pdf = await helpPdf(lang);
    const name = lang === 'fr' ? 'guide-generateur-rapports.pdf' : 'report-generator-guide.pdf';
    return ctx.reply.header('content-type', 'application/pdf').header('content-disposition', attachment(name)).send(pdf);
  },
};
