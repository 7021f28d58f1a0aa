import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { accountInquiry } from '../../data/collections/arAccount';
import { logCall } from '../../data/collections/logCall';
import { setCallPriority } from '../../data/collections/callPriority';
import { saveCodeRow } from '../../data/collections/codeTables';
import { completeAction, reviewAccount } from '../../data/collections/followUps';
import { creditLimitOf, setCreditLimit } from '../../data/collections/creditLimit';
import { portalToday } from '../../../shared/calendar/calendarDates';
import type { StatementsPortalActionRow, StatementsPortalCallRow, StatementsPortalPriority, StatementsPortalSalesReviewRow, StatementsPortalTableRow } from '../../../shared/generated/types';

/**
 * Collections for credit staff (issue 15 point 4): account inquiry, logging a
 * call, setting a call priority or a credit limit and editing the code tables. The lists are grid
 * sources declared in the catalogue; every read and write here goes through the
 * scoped data layer, so another company's account, or for a sales user another
 * sales code's, is not found.
 */
export const collectionsHandlers: FamilyHandlers<'statements_portal'> = {
  'statements_portal.account': async (ctx) => accountInquiry(scoped(ctx), ctx.params.customer_account),
  // The written rows are read back through their grid sources, whose fields the resource test holds to these answers.
  'statements_portal.call_create': async (ctx) => (await logCall(scoped(ctx), ctx.body, (ctx.today ?? portalToday)())) as unknown as StatementsPortalCallRow,
  'statements_portal.call_priority_update': async (ctx) =>
    (await setCallPriority(scoped(ctx), ctx.params.customer_account, ctx.body)) as unknown as StatementsPortalPriority,
  'statements_portal.table_row_save': async (ctx) =>
    (await saveCodeRow(scoped(ctx), ctx.params.table_name, ctx.params.id, ctx.body)) as unknown as StatementsPortalTableRow,
  'statements_portal.call_action_done': async (ctx) => (await completeAction(scoped(ctx), ctx.params.id)) as unknown as StatementsPortalActionRow,
  'statements_portal.credit_limit_get': async (ctx) => creditLimitOf(scoped(ctx), ctx.params.customer_account),
  'statements_portal.credit_limit_update': async (ctx) => setCreditLimit(scoped(ctx), ctx.params.customer_account, ctx.body),
  'statements_portal.sales_review_update': async (ctx) =>
    (await reviewAccount(scoped(ctx), ctx.params.customer_account, ctx.body)) as unknown as StatementsPortalSalesReviewRow,
};
