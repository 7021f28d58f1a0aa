import type { ScopedDb } from '../ScopedDb';
import { AppError } from '../../errors';
import { findClaim, requireAttachmentsAllowed, type ClaimKey } from './findClaim';
import { isoUtc } from '../isoUtc';
import { recordRow } from '../audit/recordRow';

/** An attachment's bytes (and its thumbnail image) stay out of the audit log. */
const ATTACHMENT_BYTES = ['content', 'thumbnail'];

type Row = {
  id: number;
  file_name: string;
  size: number;
  username: string;
  uploaded_at: Date;
  thumbnail: string | null;
};

/** The attachment shape of the catalogue (02-business.md §3 Attachment). */
const asAttachment = (r: Row) => ({
  id: r.id,
  filename: r.file_name,
  size: r.size,
  uploadBy: r.username,
  uploadDate: isoUtc(r.uploaded_at),
  thumbnails: r.thumbnail,
  current_status: 'uploaded',
});

// Attachments are reached through their claim, found in the caller's scope first.
function attachments(rows: ScopedDb) {
  return rows.db
    .selectFrom('claim_attachments')
    .innerJoin('users', 'users.id', 'claim_attachments.uploaded_by')
    .select(['claim_attachments.id', 'file_name', 'size', 'users.username', 'uploaded_at', 'thumbnail']);
}

/** The claim named by the route (probill, and claim number when given), usable for attachments. */
export async function openClaim(rows: ScopedDb, key: ClaimKey) {
  const claim = await findClaim(rows, key);
  requireAttachmentsAllowed(claim.status);
  return claim;
}

export async function claimAttachments(rows: ScopedDb, key: ClaimKey) {
  const claim = await openClaim(rows, key);
  const found = await attachments(rows).where('claim_id', '=', claim.id).orderBy('uploaded_at', 'asc').orderBy('claim_attachments.id', 'asc').execute();
  return found.map(asAttachment);
}

export interface AttachmentFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Keeps files on a claim the caller may use, in one transaction, and answers them. */
export async function attachToClaim(rows: ScopedDb, key: ClaimKey, files: AttachmentFile[], thumbnail: string | null) {
  const claim = await openClaim(rows, key);
  const ids = await rows.transaction(async (trx) => {
    const out: number[] = [];
    for (const f of files) {
      const made = await trx.db
        .insertInto('claim_attachments')
        .values({
          claim_id: claim.id,
          file_name: f.fileName,
          content_type: f.contentType.toLowerCase(),
          size: f.data.length,
          content: f.data,
          thumbnail,
          uploaded_by: rows.caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The file's metadata, which claim it is on, not its bytes nor its thumbnail image.
      await recordRow(trx, 'claim_attachments', 'id', null, { ...made, claim_number: claim.claim_number }, ATTACHMENT_BYTES);
      out.push(made.id);
    }
    await trx.updateTable('claims').set({ updated_at: new Date().toISOString() }).where('id', '=', claim.id).execute();
    return out;
  });
  const found = await attachments(rows).where('claim_attachments.id', 'in', ids).orderBy('claim_attachments.id', 'asc').execute();
  return found.map(asAttachment);
}

/**
 * One attachment, by id, of a claim on the probill that the caller may see;
 * the claim's status is checked like any other use of its attachments.
 */
export async function claimAttachment(rows: ScopedDb, probill: string, id: number) {
  const row = await rows
    .selectFrom('claims')
    .innerJoin('claim_attachments', 'claim_attachments.claim_id', 'claims.id')
    .select(['claim_attachments.id', 'claim_id', 'file_name', 'content_type', 'content', 'claims.status'])
    .where('claim_attachments.id', '=', id)
    .where('claims.probill', '=', probill)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  requireAttachmentsAllowed(row.status);
  return row;
}

export async function removeClaimAttachment(rows: ScopedDb, probill: string, id: number) {
  const row = await claimAttachment(rows, probill, id);
  await rows.transaction(async (trx) => {
    const gone = await trx.db.deleteFrom('claim_attachments').where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    await recordRow(trx, 'claim_attachments', 'id', gone, null, ATTACHMENT_BYTES);
    await trx.updateTable('claims').set({ updated_at: new Date().toISOString() }).where('id', '=', row.claim_id).execute();
  });
}
