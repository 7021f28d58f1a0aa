import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { invoiceOf } from '../../data/ledger/invoiceOf';
import { statementOf } from '../../data/ledger/statementOf';
import { disputeOutcome } from '../../data/disputes/disputeOutcome';
import { invoicePdf } from '../../documents/invoicePdf';
import { statementPdf } from '../../documents/statementPdf';
import { sendPdf } from '../../documents/pdfDocument';
import { attachmentDisposition } from '../claims/attachmentFiles';
import { moveExit } from '../../data/billing/moveExit';

/**
 * Billing (issue 15 point 2): a probill's charges and the invoice and statement
 * PDFs. The lists are grid sources declared in the catalogue; these read one
 * invoice or statement through the scoped data layer, so another account's is not found.
 */
export const billingHandlers: FamilyHandlers<'billing'> = {
  'billing.probill_charges': async (ctx) => {
    const rows = scoped(ctx);
    const inv = await invoiceOf(rows, ctx.params.probill);
    return {
      ...(await disputeOutcome(rows, ctx.params.probill)),
      probill: inv.probill,
      customer_account: inv.customer_account,
      bill_to_account: inv.customer_account,
      invoice_date: inv.invoice_date,
      currency: inv.currency,
      lines: inv.lines.map(({ code, description, rate, quantity, amount }) => ({ code, description, rate, quantity, amount })),
      subtotal: inv.subtotal,
      tax: inv.tax,
      total: inv.total,
      paid: inv.paid,
      balance: inv.balance,
    };
  },
  'billing.invoice_pdf': async (ctx) => {
    const inv = await invoiceOf(scoped(ctx), ctx.params.probill);
    return sendPdf(ctx.reply, invoicePdf(inv), `Invoice-${inv.probill}.pdf`, attachmentDisposition);
  },
  'billing.statement_pdf': async (ctx) => {
    const st = await statementOf(scoped(ctx), ctx.params.statement_number);
    return sendPdf(ctx.reply, statementPdf(st), `Statement-${st.statement_number}.pdf`, attachmentDisposition);
  },
  // Billing administration (issue 15 point 5): the one exit-condition write that is not a plain resource operation.
  'billing.exit_move': async (ctx) => ({ results: await moveExit(scoped(ctx), ctx.params.exit_id, ctx.body.direction) }),
};
