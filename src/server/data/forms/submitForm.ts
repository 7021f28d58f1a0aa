import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FormKind } from '../../db/schemaForms';
import type { FileStore } from '../../files/FileStore';
import { storeThenRecord } from '../../files/storeThenRecord';
import { factsOf } from './formKinds';
import { queueSubmissionMail } from './formNotice';
import type { Actor } from '../audit/auditLog';
import type { Row } from '../Resource';
import { recordSubmission } from './submissionAudit';

export interface NewSubmission {
  /** The brand it came in under: the caller's company, or for a visitor the company of the page's URL. */
  company: string;
  form: FormKind;
  cmid: string;
  language: 'en' | 'fr';
  /** The body as the call's schema (and its rules) accepted it. */
  answers: object;
  /** The signed-in user who sent it; null for a visitor. */
  submittedBy: number | null;
  /** Who the audit log names: the signed-in sender, or 'anonymous' for a visitor, in the submission's company. */
  who: Actor;
}

/**
 * Keeps a form sent in: its files go to the store first, then the submission, its first history
 * row, its files' rows and both emails (applicant's receipt, staff notice) are written in one
 * transaction, or nothing is (and the files are removed again). Answers the reference number and
 * the outbox rows to deliver once committed.
 */
export async function submitForm(db: Kysely<DB>, store: FileStore, sub: NewSubmission, files: { fileName: string; data: Uint8Array }[]) {
  const facts = factsOf(sub.form, sub.answers as never);
  const brand = await db.selectFrom('companies').select(['name', 'email']).where('code', '=', sub.company).executeTakeFirstOrThrow();
  return storeThenRecord(store, files.map((f) => ({ data: f.data, name: f.fileName })), (stored) =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('form_submissions')
        .values({ company: sub.company, form: sub.form, cmid: sub.cmid, language: sub.language, status: 'Submitted', ...facts, answers: JSON.stringify(sub.answers), submitted_by: sub.submittedBy })
        .returningAll()
        .executeTakeFirstOrThrow();
      const id = row.id;
      await trx.insertInto('form_submission_history').values({ submission_id: id, action: 'Submitted', status: 'Submitted', changed_by: sub.submittedBy }).execute();
      for (const s of stored) {
        await trx.insertInto('form_submission_files').values({ submission_id: id, file_key: s.key, file_name: s.name, content_type: s.contentType, size: s.size }).execute();
      }
      await recordSubmission(trx, sub.who, row as Row, sub.answers, stored);
      const mail = { id, form: sub.form, lang: sub.language, brand: brand.name, business: facts.business_name, applicantName: facts.applicant_name, applicantEmail: facts.applicant_email };
      const outbox = await queueSubmissionMail(trx, mail, brand.email);
      return { id, outbox };
    }),
  );
}
