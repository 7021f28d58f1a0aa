import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtc } from '../isoUtc';
import { findSubmission } from './formSubmission';

/** The files sent with a form, in the attachment shape the detail screen draws; reached through the submission in the caller's scope. */
export async function submissionFiles(rows: ScopedDb, id: number) {
  const s = await findSubmission(rows, id);
  const files = await rows.db
    .selectFrom('form_submission_files')
    .select(['id', 'file_name', 'size', 'uploaded_at'])
    .where('submission_id', '=', s.id)
    .orderBy('id', 'asc')
    .execute();
  // A visitor's files were sent by the applicant, not a portal user: the applicant's name stands for the uploader.
  return files.map((f) => ({ id: f.id, filename: f.file_name, size: f.size, uploadBy: s.applicant_name, uploadDate: isoUtc(f.uploaded_at), thumbnails: null, current_status: 'uploaded' }));
}

/** One file of a form in the caller's scope: its store key and name. */
export async function submissionFile(rows: ScopedDb, id: number, file: number) {
  const s = await findSubmission(rows, id);
  const row = await rows.db.selectFrom('form_submission_files').select(['file_key', 'file_name']).where('id', '=', file).where('submission_id', '=', s.id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
