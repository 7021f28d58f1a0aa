import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { deleteBol, finalizeBol, getBol, markLabelsPrinted, updateBol } from '../../data/bol/bolRows';
import { companyInfo } from '../../data/bol/companyInfo';
import { findParties } from '../../data/bol/bolParties';
import { dangerousGood } from '../../data/bol/dangerousGoods';
import { bolTemplates, createTemplate, deleteTemplate, updateTemplate } from '../../data/bol/bolTemplates';
import { bolPdf } from '../../documents/bolPdf';
import { sendPdf } from '../../documents/pdfDocument';
import { attachment } from '../../export/attachment';
import { bolLabels } from '../label/labelRequests';
import { portalToday } from '../../../shared/calendar/calendarDates';
import { saveBol } from '../../data/bol/saveBol';

/** Bills of lading (BOL2_edit, BOL2_index, BOL2_finalized, BOL2_doc, BOL2_search, MTLBOLR). */
export const bolHandlers: FamilyHandlers<'bol'> = {
  'bol.company_info': async (ctx) => companyInfo(scoped(ctx)),
  'bol.templates': async (ctx) => bolTemplates(scoped(ctx)),
  'bol.template_create': async (ctx) => createTemplate(scoped(ctx), ctx.body),
  'bol.template_update': async (ctx) => updateTemplate(scoped(ctx), ctx.params.id, ctx.body),
  'bol.template_delete': async (ctx) => deleteTemplate(scoped(ctx), ctx.params.id),
  'bol.save': async (ctx) => saveBol(scoped(ctx), ctx.body),
  'bol.get': async (ctx) => getBol(scoped(ctx), ctx.params.bol_id),
  'bol.update': async (ctx) => updateBol(scoped(ctx), ctx.params.bol_id, ctx.body),
  'bol.delete': async (ctx) => deleteBol(scoped(ctx), ctx.params.bol_id),
  'bol.finalize': async (ctx) => finalizeBol(scoped(ctx), ctx.params.bol_id, (ctx.today ?? portalToday)()),
  'bol.pdf': async (ctx) => {
    const bol = await getBol(scoped(ctx), ctx.params.bol_id);
    return sendPdf(ctx.reply, await bolPdf(bol), `BOL-${bol.probill ?? bol.bol_id}.pdf`, attachment);
  },
  'bol.labels': async (ctx) => {
    const rows = scoped(ctx);
    const bol = await getBol(rows, ctx.params.bol_id);
    const doc = await bolLabels(bol, ctx.query);
    await markLabelsPrinted(rows, bol.bol_id);
    return sendPdf(ctx.reply, doc, `Labels-${bol.probill ?? bol.bol_id}.pdf`, attachment);
  },
  'bol.dangerous_good': async (ctx) => dangerousGood(ctx.db, ctx.params.un_number),
  'bol.consignees': async (ctx) => findParties(scoped(ctx), ctx.query.search, ctx.query.limit ?? 20),
};
