import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtc, isoUtcOrNull } from '../isoUtc';
import type { ReportingLogsCustomReportRequestRow } from '../../../shared/generated/types';

/**
 * One request as the calls answer it (the list view's row: requester, customer
 * and delivered report named), read through the caller's scope: a customer
 * reaches their account's requests only, any other is not found.
 */
export async function reportRequestRow(rows: ScopedDb, id: number): Promise<ReportingLogsCustomReportRequestRow> {
  const row = await rows.selectFrom('custom_report_request_list').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const { company: _company, ...answer } = row;
  return { ...(answer as Omit<ReportingLogsCustomReportRequestRow, 'requested_at' | 'updated_at' | 'completed_at'>), requested_at: isoUtc(row.requested_at), updated_at: isoUtc(row.updated_at), completed_at: isoUtcOrNull(row.completed_at) };
}
