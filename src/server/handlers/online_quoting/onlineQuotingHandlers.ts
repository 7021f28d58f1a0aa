import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { makeQuote } from '../../data/quotes/makeQuote';
import { findQuote, requoteSource } from '../../data/quotes/findQuote';
import { quoteUsage } from '../../data/quotes/quoteLimits';
import { bolPrefill } from '../../data/quotes/quoteBolValues';
import { removeSkeletonAccount, updateSkeletonAccount } from '../../data/quotes/skeletonAccounts';
import { quotePdf } from '../../export/quotePdf';
import { langOf } from '../../serverMessages';
import { attachmentDisposition } from '../claims/attachmentFiles';
import { portalToday } from '../../../shared/calendar/calendarDates';

/** Online quoting (MTONLINEQUOTE, MTONLINEQUOTEMAN, the quote reports): rate, keep, read back, requote, print. */
export const onlineQuotingHandlers: FamilyHandlers<'online_quoting'> = {
  'online_quoting.quote': async (ctx) => makeQuote(scoped(ctx), ctx.body, ctx.today?.() ?? portalToday()),
  'online_quoting.get': async (ctx) => findQuote(scoped(ctx), ctx.params.quote_number),
  'online_quoting.requote': async (ctx) => {
    const rows = scoped(ctx);
    const request = await requoteSource(rows, ctx.params.quote_number);
    return makeQuote(rows, { ...request, ship_date: ctx.body.ship_date }, ctx.today?.() ?? portalToday(), ctx.params.quote_number);
  },
  'online_quoting.quote_pdf': async (ctx) => {
    const rows = scoped(ctx);
    const quote = await findQuote(rows, ctx.params.quote_number);
    const pdf = await quotePdf(quote, langOf(ctx.request.headers['accept-language']), rows.caller.company);
    return ctx.reply.header('content-type', 'application/pdf').header('content-disposition', attachmentDisposition(`quote-${quote.quote_number}.pdf`)).send(pdf);
  },
  'online_quoting.usage': async (ctx) => quoteUsage(scoped(ctx)),
  'online_quoting.bol_prefill': async (ctx) => ({ values: await bolPrefill(scoped(ctx), ctx.query.quote_number) }),
  'online_quoting.skeleton_account_update': async (ctx) => updateSkeletonAccount(scoped(ctx), ctx.params.id, ctx.body),
  'online_quoting.skeleton_account_delete': async (ctx) => removeSkeletonAccount(scoped(ctx), ctx.params.id),
};
