import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { findSubmission } from './formSubmission';
import { FORM_TRANSITIONS, isDecided, nextFormStatus, type FormAction } from './formStates';
import { queueDecisionMail } from './formNotice';
import { atomically } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

/**
 * One staff action on a form sent in (formStates.ts): refused with 409 from a status the
 * machine does not allow (FORM_DECIDED once approved or rejected, FORM_STATE otherwise) and
 * nothing is written. The status, its history row and the applicant's email are written in
 * one transaction; answers the outbox row to deliver once committed.
 */
export async function moveSubmission(rows: ScopedDb, id: number, action: FormAction, note: string | null) {
  // Staff only: a customer's scope finds no submission, this says so before reading.
  if (rows.scope.customer !== null) throw new AppError('FORBIDDEN');
  return atomically(rows, async (trx) => {
    // Locked: two staff deciding at once take turns; the second meets the first one's decision.
    const s = await findSubmission(trx, id, { lock: true });
    if (isDecided(s.status)) throw new AppError('FORM_DECIDED');
    const to = nextFormStatus(s.status, action);
    if (!to) throw new AppError('FORM_STATE');
    const after = await trx
      .updateTable('form_submissions')
      .set({
        status: to,
        updated_by: rows.caller.userId,
        updated_at: new Date().toISOString(),
        ...(action === 'review' ? {} : { decision_note: note }),
      })
      .where('id', '=', s.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'form_submissions', 'id', s, after);
    await trx.db
      .insertInto('form_submission_history')
      .values({
        submission_id: s.id,
        action: FORM_TRANSITIONS[action].label,
        status: to,
        note,
        changed_by: rows.caller.userId,
      })
      .execute();
    const brand = await trx.db.selectFrom('companies').select('name').where('code', '=', s.company).executeTakeFirstOrThrow();
    const mail = {
      id: s.id,
      form: s.form,
      lang: s.language,
      brand: brand.name,
      business: s.business_name,
      applicantName: s.applicant_name,
      applicantEmail: s.applicant_email,
    };
    return queueDecisionMail(trx.db, mail, to, note);
  });
}
