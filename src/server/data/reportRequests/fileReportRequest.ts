import { validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { portalFormats } from '../../../shared/validation/formats';
import type { ScopedDb } from '../ScopedDb';
import { atomically, recordChange } from '../audit/auditLog';
import type { ReportingLogsReportRequestCreateBody } from '../../../shared/generated/types';
import { reportRequestRow } from './reportRequestRow';
import { reportRequestNotice } from './reportRequestNotice';

/** Addresses as typed: separated by commas, semicolons or spaces; each a valid address, five at most. */
export function parseEmails(text: string): string[] | null {
  const list = text.split(/[\s,;]+/).filter(Boolean);
  if (!list.length || list.length > 5 || !list.every((e) => portalFormats.email!.test(e))) return null;
  return list;
}

/** Today in the carrier's time zone (the portal's dates are Eastern), as YYYY-MM-DD. */
export const todayEastern = (now = new Date()): string => now.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

/**
 * Files a custom report request: a customer's is always for their own account,
 * a staff member files for an account of the company they name. What the schema
 * cannot say is checked here (the addresses, a due date not in the past, the
 * account) and refused as a 400 with its field; the row, its audit entry and
 * the requester's acknowledgement are written together. Answers the row and the
 * acknowledgement's outbox id (for the mail job, once committed).
 */
export async function fileReportRequest(rows: ScopedDb, body: ReportingLogsReportRequestCreateBody) {
  const errors: FieldMessage[] = [];
  const emails = parseEmails(body.delivery_emails);
  if (!emails) errors.push({ pointer: '/delivery_emails', message: 'Invalid email address' });
  if (body.due_date && body.due_date < todayEastern()) errors.push({ pointer: '/due_date', message: 'Due date cannot be in the past' });
  const account = await accountFor(rows, body.customer_account?.trim() || null, errors);
  if (errors.length) throw validationError(errors);

  const { id, outbox } = await atomically(rows, async (trx) => {
    const row = await trx
      .insertInto('custom_report_requests', {
        customer_account: account,
        requested_by: rows.caller.userId,
        description: body.description.trim(),
        data_source: body.data_source,
        columns_wanted: body.columns_wanted?.trim() || null,
        frequency: body.frequency,
        format: body.format,
        delivery_emails: emails!.join(', '),
        due_date: body.due_date ?? null,
        notes: body.notes?.trim() || null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Who filed it, from which screen: in the audit log with the request.
    await recordChange(trx, { action: 'create', entity: 'custom_report_requests', entityId: row.id, before: null, after: { ...row } });
    const me = await trx.db.selectFrom('users').select(['email', 'lang']).where('id', '=', rows.caller.userId).executeTakeFirstOrThrow();
    const notice = await reportRequestNotice(trx.db, { to: me.email, lang: me.lang ?? 'en', id: row.id, description: row.description, status: row.status, assignedTo: null, reason: null, report: null, notes: null });
    return { id: row.id, outbox: [notice] };
  });
  return { row: await reportRequestRow(rows, id), outbox };
}

/** The account a request is for: a customer's own (another named is not found), one of the company's named by staff. */
async function accountFor(rows: ScopedDb, named: string | null, errors: FieldMessage[]): Promise<string | null> {
  if (rows.scope.customer !== null) {
    if (named !== null && named !== rows.scope.customer) errors.push({ pointer: '/customer_account', message: 'Account not found' });
    return rows.scope.customer;
  }
  if (named === null) {
    errors.push({ pointer: '/customer_account', message: 'Field is required' });
    return null;
  }
  const found = await rows.selectFrom('customers').select('account').where('account', '=', named).executeTakeFirst();
  if (!found) errors.push({ pointer: '/customer_account', message: 'Account not found' });
  return named;
}
