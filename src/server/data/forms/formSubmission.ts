import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtc, isoUtcOrNull } from '../isoUtc';
import { isDecided } from './formStates';

/** One form sent in under the caller's company (staff only: a customer's scope holds none), with its answers and history. */
export async function findSubmission(rows: ScopedDb, id: number, opts: { lock?: boolean } = {}) {
  let q = rows.selectFrom('form_submissions').selectAll().where('id', '=', id);
  if (opts.lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const username = (rows: ScopedDb, id: number | null) =>
  id === null ? Promise.resolve(null) : rows.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirst().then((u) => u?.username ?? null);

export async function submissionDetail(rows: ScopedDb, id: number) {
  const s = await findSubmission(rows, id);
  const history = await rows.db
    .selectFrom('form_submission_history')
    .leftJoin('users', 'users.id', 'form_submission_history.changed_by')
    .select(['form_submission_history.action', 'form_submission_history.status', 'form_submission_history.note', 'users.username', 'form_submission_history.changed_at'])
    .where('submission_id', '=', s.id)
    .orderBy('changed_at', 'asc')
    .orderBy('form_submission_history.id', 'asc')
    .execute();
  const files = await rows.db.selectFrom('form_submission_files').select((eb) => eb.fn.countAll<number>().as('n')).where('submission_id', '=', s.id).executeTakeFirstOrThrow();
  const answers = typeof s.answers === 'string' ? JSON.parse(s.answers) : s.answers;
  return {
    id: s.id,
    form: s.form,
    cmid: s.cmid,
    brand: s.company,
    language: s.language,
    status: s.status,
    decided: isDecided(s.status),
    business_name: s.business_name,
    applicant_name: s.applicant_name,
    applicant_email: s.applicant_email,
    account_number: s.account_number,
    amount: s.amount === null ? null : Number(s.amount),
    files: Number(files.n),
    submitted_by: await username(rows, s.submitted_by),
    submitted_at: isoUtc(s.submitted_at),
    updated_by: await username(rows, s.updated_by),
    updated_at: isoUtcOrNull(s.updated_at),
    decision_note: s.decision_note,
    answers: answers as Record<string, unknown>,
    references: (answers.references ?? []) as { company_name: string; contact_name: string; phone: string; email?: string }[],
    history: history.map((h) => ({ action: h.action, status: h.status, note: h.note, by: h.username ?? null, at: isoUtc(h.changed_at) })),
  };
}
