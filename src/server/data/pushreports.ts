import { AppError, validationError } from '../errors';
import type { ScopedDb } from './ScopedDb';
import { isoUtcOrNull } from './isoUtc';
import { auditedWrite } from './audit/auditedWrite';
import type { PushreportPushreport } from '../../shared/generated/types';
import type { PushreportCreateBody } from '../../shared/generated/types';

/** How many push reports the caller has on one data source (the grid's push report button). */
export async function pushreportCount(rows: ScopedDb, apiUrl: string): Promise<number> {
  const row = await rows
    .selectFrom('pushreports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('api_url', '=', apiUrl)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The menu group a report is filed under must be one of the caller's (an administrator's: of the company). */
async function checkGroup(rows: ScopedDb, group: number | undefined): Promise<number | null> {
  if (group === undefined) return null;
  let q = rows.selectFrom('menu_groups').select('menu_groups.id').where('menu_groups.id', '=', group);
  if (rows.caller.type !== 'ADMIN') q = q.innerJoin('user_groups', 'user_groups.group_id', 'menu_groups.id').where('user_groups.user_id', '=', rows.caller.userId);
  if (!(await q.executeTakeFirst())) throw validationError([{ pointer: '/group', message: 'Invalid value' }]);
  return group;
}

/** The audit log's record of a push report: its row. */
const AUDITED = { entity: 'pushreports' };

/** The request body as the catalogue types it (schemas/calls). */
export type PushreportInput = PushreportCreateBody & { cmid: string };

/** Adds the caller's push report (its query already checked against its source); recipients default to the caller. */
export async function addPushreport(rows: ScopedDb, body: PushreportInput, user: { email: string; username: string }) {
  const groupId = await checkGroup(rows, body.group);
  const row = await auditedWrite(
    rows,
    AUDITED,
    (trx) =>
      trx
        .insertInto('pushreports', {
          cmid: body.cmid,
          title: body.title,
          api_url: body.api_url,
          query_params: JSON.stringify(body.query_params),
          output_type: body.output_type ?? 'PDF',
          group_id: groupId,
          recipients: JSON.stringify(body.recipients ?? [user.email]),
          schedule: JSON.stringify(body.schedule ?? { frequency: 'daily', hour: 7, minute: 0 }),
          active: body.active ?? true,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    (made) => made.id,
  );
  return reportAnswer(row, user.username);
}

type ReportRow = Awaited<ReturnType<typeof reportRow>>;
function reportRow(rows: ScopedDb, id: number) {
  return rows.selectFrom('pushreports').selectAll().where('id', '=', id).executeTakeFirst();
}

function reportAnswer(row: NonNullable<ReportRow>, owner: string): PushreportPushreport {
  return {
    ...row,
    // JSON columns hold what was written above.
    query_params: row.query_params as Record<string, unknown>,
    output_type: row.output_type as PushreportPushreport['output_type'],
    recipients: row.recipients as string[],
    schedule: row.schedule as PushreportPushreport['schedule'],
    group: row.group_id,
    owner,
    last_run_at: isoUtcOrNull(row.last_run_at),
    next_run_at: isoUtcOrNull(row.next_run_at),
    created_at: isoUtcOrNull(row.created_at)!,
  };
}

/**
 * Changes one of the caller's push reports (PUSHREPORT_EDIT/{id}): 404 when it
 * is not theirs. Its next run is unset, so the schedule is armed again from
 * the new one (jobs/pushreportJobs.ts); a due run queued for the old time finds
 * itself out of date and does nothing.
 */
export async function updatePushreport(rows: ScopedDb, id: number, body: PushreportInput, owner: string): Promise<PushreportPushreport> {
  const groupId = await checkGroup(rows, body.group);
  const row = await auditedWrite(rows, { ...AUDITED, id }, async (trx) => {
    const changed = await trx
      .updateTable('pushreports')
      .set({
        cmid: body.cmid,
        title: body.title,
        api_url: body.api_url,
        query_params: JSON.stringify(body.query_params),
        output_type: body.output_type ?? 'PDF',
        group_id: groupId,
        recipients: JSON.stringify(body.recipients ?? (await reportRow(trx, id))?.recipients ?? []),
        schedule: JSON.stringify(body.schedule ?? { frequency: 'daily', hour: 7, minute: 0 }),
        active: body.active ?? true,
        next_run_at: null as never,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    // Not the caller's: nothing changed, and no entry (the transaction is undone).
    if (!changed) throw new AppError('NOT_FOUND');
    return changed;
  });
  return reportAnswer(row, owner);
}

/** The caller's report's saved cmid (kept when an edit sends none). */
export async function pushreportCmid(rows: ScopedDb, id: number): Promise<string> {
  const row = await reportRow(rows, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row.cmid;
}

/** Deletes one of the caller's push reports with its runs (on delete cascade): 404 when not theirs. */
export async function deletePushreport(rows: ScopedDb, id: number): Promise<void> {
  await auditedWrite(rows, { ...AUDITED, id }, async (trx) => {
    const r = await trx.deleteFrom('pushreports').where('id', '=', id).executeTakeFirst();
    if (!Number(r.numDeletedRows)) throw new AppError('NOT_FOUND');
  });
}
