import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError } from '../errors';
import { customerScope } from '../auth/Caller';
import { findClaim, requireAttachmentsAllowed } from './claimLookup';
import { acceptedFiles, attachmentDisposition, cleanFileName } from './attachmentFiles';
import { isoUtc } from './isoUtc';

type Row = { id: number; file_name: string; size: number; username: string; uploaded_at: Date; thumbnail: string | null };

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

function attachments(db: Kysely<DB>) {
  return db
    .selectFrom('claim_attachments')
    .innerJoin('users', 'users.id', 'claim_attachments.uploaded_by')
    .select(['claim_attachments.id', 'file_name', 'size', 'users.username', 'uploaded_at', 'thumbnail']);
}

/** The claim named by the route (probill, and claim number when given), usable for attachments. */
async function openClaim(ctx: Parameters<Handler>[0]) {
  const claim = await findClaim(ctx.db, signedIn(ctx), { probill: ctx.params.probill, claimNumber: ctx.query?.claim_number });
  requireAttachmentsAllowed(claim.status);
  return claim;
}

const list: Handler = async (ctx) => {
  const claim = await openClaim(ctx);
  const rows = await attachments(ctx.db).where('claim_id', '=', claim.id).orderBy('uploaded_at', 'asc').orderBy('claim_attachments.id', 'asc').execute();
  return { results: rows.map(asAttachment) };
};

const upload: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const claim = await openClaim(ctx);
  const files = acceptedFiles(ctx.request.files);
  // A browser-drawn preview belongs to the one image it was drawn from.
  const thumbnail = files.length === 1 && files[0]!.contentType.startsWith('image/') ? (ctx.body?.thumbnail ?? null) : null;
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const out: number[] = [];
    for (const f of files) {
      const { id } = await trx
        .insertInto('claim_attachments')
        .values({ claim_id: claim.id, file_name: cleanFileName(f.fileName), content_type: f.contentType.toLowerCase(), size: f.data.length, content: f.data, thumbnail, uploaded_by: caller.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      out.push(id);
    }
    await trx.updateTable('claims').set({ updated_at: new Date().toISOString() }).where('id', '=', claim.id).execute();
    return out;
  });
  const rows = await attachments(ctx.db).where('claim_attachments.id', 'in', ids).orderBy('claim_attachments.id', 'asc').execute();
  return { status: 0, message: 'Uploaded successfully', files: rows.map(asAttachment) };
};

/**
 * One attachment, by id, of a claim on the route's probill that the caller may
 * see; the claim's status is checked like any other use of its attachments.
 */
async function attachmentOf(ctx: Parameters<Handler>[0]) {
  const caller = signedIn(ctx);
  let q = ctx.db
    .selectFrom('claim_attachments')
    .innerJoin('claims', 'claims.id', 'claim_attachments.claim_id')
    .select(['claim_attachments.id', 'claim_id', 'file_name', 'content_type', 'content', 'claims.status'])
    .where('claim_attachments.id', '=', ctx.query.file)
    .where('claims.probill', '=', ctx.params.probill)
    .where('claims.company', '=', caller.company);
  const scope = customerScope(caller);
  if (scope !== null) q = q.where('claims.customer_account', '=', scope);
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  requireAttachmentsAllowed(row.status);
  return row;
}

const download: Handler = async (ctx) => {
  const row = await attachmentOf(ctx);
  ctx.reply.header('content-type', row.content_type).header('content-disposition', attachmentDisposition(row.file_name));
  return Buffer.from(row.content);
};

const remove: Handler = async (ctx) => {
  const row = await attachmentOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('claim_attachments').where('id', '=', row.id).execute();
    await trx.updateTable('claims').set({ updated_at: new Date().toISOString() }).where('id', '=', row.claim_id).execute();
  });
  return { status: 0, message: 'Attachment removed' };
};

export const claimAttachmentHandlers: Record<string, Handler> = {
  'claims.attachments_list': list,
  'claims.attachments_upload': upload,
  'claims.attachments_download': download,
  'claims.attachments_delete': remove,
};
