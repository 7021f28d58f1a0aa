import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { INTERNAL_TYPES } from '../../auth/Caller';
import type { ScopedDb } from '../ScopedDb';
import { atomically, recordChange } from '../audit/auditLog';
import type { ReportingLogsReportRequestUpdateBody } from '../../../shared/generated/types';
import { isClosed, requestMayMove } from './reportRequestStates';
import { reportRequestNotice } from './reportRequestNotice';

const TRACKED = ['status', 'assigned_to', 'staff_notes', 'reject_reason', 'report_id'] as const;

/**
 * Staff work on a request (Admin_CustomRptReq): assign it to a staff member of
 * the company, move it along the workflow (reportRequestStates.ts; a closed
 * request or another move is a 409 and nothing is written), note what was done,
 * say why it is rejected (required) or which report delivers it. Customers are
 * refused whatever menu they hold. The request, its audit entry and the
 * requester's email change together; a change that changes nothing writes
 * nothing. Answers the email's outbox ids, for the mail job once committed.
 */
export async function changeReportRequest(rows: ScopedDb, id: number, body: ReportingLogsReportRequestUpdateBody): Promise<{ outbox: number[] }> {
  if (rows.scope.customer !== null) throw new AppError('FORBIDDEN');
  return atomically(rows, async (trx) => {
    const before = await trx.selectFrom('custom_report_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    if (isClosed(before.status)) throw new AppError('REPORT_REQUEST_CLOSED');
    if (!requestMayMove(before.status, body.status)) throw new AppError('REPORT_REQUEST_MOVE_NOT_ALLOWED');

    const errors: FieldMessage[] = [];
    const reason = body.status === 'Rejected' ? body.reject_reason?.trim() || null : null;
    if (body.status === 'Rejected' && !reason) errors.push({ pointer: '/reject_reason', message: 'A reason is required to reject a request' });
    const reportId = body.status === 'Completed' ? (body.report_id ?? null) : null;
    if (reportId !== null && !(await trx.selectFrom('custom_reports').select('id').where('id', '=', reportId).executeTakeFirst())) {
      errors.push({ pointer: '/report_id', message: 'Report not found' });
    }
    let assignee = body.assigned_to === undefined ? before.assigned_to : body.assigned_to?.trim() || null;
    if (assignee !== null && assignee !== before.assigned_to) {
      const staff = await trx.db
        .selectFrom('users')
        .select(['username', 'type'])
        .where('company', '=', rows.scope.company)
        .where((eb) => eb(eb.fn('lower', ['username']), '=', assignee!.toLowerCase()))
        .where('locked', '=', false)
        .executeTakeFirst();
      if (!staff || !INTERNAL_TYPES.has(staff.type)) errors.push({ pointer: '/assigned_to', message: 'Not a staff member of this company' });
      else assignee = staff.username;
    }
    if (errors.length) throw validationError(errors);
    // Taken on by nobody in particular: it is the one who takes it on.
    if (body.status === 'In progress' && before.status === 'New' && assignee === null) assignee = rows.caller.username;

    const after = {
      status: body.status,
      assigned_to: assignee,
      staff_notes: body.staff_notes === undefined ? before.staff_notes : body.staff_notes?.trim() || null,
      reject_reason: reason,
      report_id: reportId,
    };
    if (TRACKED.every((k) => after[k] === before[k])) return { outbox: [] };
    const now = new Date().toISOString();
    const moved = await trx
      .updateTable('custom_report_requests')
      .set({ ...after, updated_at: now, completed_at: isClosed(after.status) ? now : null })
      .where('id', '=', id)
      .where('status', '=', before.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError('REPORT_REQUEST_MOVE_NOT_ALLOWED');
    // Who changed it, from which screen, before and after: in the audit log with the change.
    const pick = (r: Record<string, unknown>) => Object.fromEntries(TRACKED.map((k) => [k, r[k]]));
    await recordChange(trx, { action: 'update', entity: 'custom_report_requests', entityId: id, before: { id, ...pick(before) }, after: { id, ...after } });

    const requester = await trx.db.selectFrom('users').select(['email', 'lang']).where('id', '=', before.requested_by).executeTakeFirstOrThrow();
    const report = reportId === null ? null : await trx.db.selectFrom('custom_reports').select('name').where('id', '=', reportId).executeTakeFirst();
    const notice = await reportRequestNotice(trx.db, {
      to: requester.email, lang: requester.lang, id, description: before.description, status: after.status,
      assignedTo: after.assigned_to, reason: after.reject_reason, report: report?.name ?? null, notes: after.staff_notes,
    });
    return { outbox: [notice] };
  });
}
