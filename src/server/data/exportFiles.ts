import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import type { ScopedDb } from './ScopedDb';
import { atomically } from './audit/auditLog';
import { recordRow } from './audit/recordRow';
import type { Lang } from '../serverMessages';

/**
 * The exports the job queue runs (export_files, m0108). The scoped functions
 * serve the caller's own files (queue one, download, delete: another user's
 * row is not found, 404); the others serve the worker, which finds the row by
 * the id its job names and acts for the row's owner.
 */

export interface ExportFileRequest {
  title: string;
  format: string;
  apiUrl: string;
  queryParams: Record<string, unknown>;
  columns?: { field: string; label?: string }[];
  timezone?: string;
  lang: Lang;
}

/** Records an export to run in the background (queued), the caller's own, kept `keepDays` once asked. */
export async function queueExportFile(scope: ScopedDb, req: ExportFileRequest, keepDays: number): Promise<number> {
  // The user's request is a change made through the portal, recorded with it; the worker's status updates are run bookkeeping.
  return atomically(scope, async (rows) => {
    const row = await rows
      .insertInto('export_files', {
        title: req.title,
        format: req.format,
        api_url: req.apiUrl,
        query_params: JSON.stringify(req.queryParams),
        columns: req.columns?.length ? JSON.stringify(req.columns) : null,
        timezone: req.timezone ?? null,
        lang: req.lang,
        expires_at: new Date(Date.now() + keepDays * 86_400_000).toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(rows, 'export_files', 'id', null, row);
    return row.id;
  });
}

/** The file of one of the caller's finished exports: 404 when it is not theirs, not done, or gone. */
export async function exportFileOf(rows: ScopedDb, id: number): Promise<{ key: string; name: string; type: string }> {
  const r = await rows.selectFrom('export_files').select(['file_key', 'file_name', 'content_type']).where('id', '=', id).where('status', '=', 'done').executeTakeFirst();
  if (!r?.file_key || !r.file_name) throw new AppError('NOT_FOUND');
  return { key: r.file_key, name: r.file_name, type: r.content_type ?? 'application/octet-stream' };
}

/** Deletes one of the caller's exports and answers its file's key (the caller removes the file after): 404 when not theirs. */
export async function deleteExportFile(scope: ScopedDb, id: number): Promise<string | null> {
  return atomically(scope, async (rows) => {
    const r = await rows.deleteFrom('export_files').where('id', '=', id).returningAll().executeTakeFirst();
    if (!r) throw new AppError('NOT_FOUND');
    await recordRow(rows, 'export_files', 'id', r, null);
    return r.file_key;
  });
}

/** What a run works from: the export as asked, and its owner. */
export interface ExportTarget extends ExportFileRequest {
  id: number;
  ownerId: number;
  attempts: number;
}

/** Takes an export for an attempt (running, one more attempt); undefined when it is done already or deleted. */
export async function claimExportFile(db: Kysely<DB>, id: number): Promise<ExportTarget | undefined> {
  const r = await db
    .updateTable('export_files')
    .set({ status: 'running', attempts: sql`attempts + 1`, error: null })
    .where('id', '=', id)
    .where('status', '<>', 'done')
    .returningAll()
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    ownerId: r.user_id,
    attempts: r.attempts,
    title: r.title,
    format: r.format,
    apiUrl: r.api_url,
    queryParams: r.query_params as Record<string, unknown>,
    columns: (r.columns as ExportFileRequest['columns']) ?? undefined,
    timezone: r.timezone ?? undefined,
    lang: r.lang === 'fr' ? 'fr' : 'en',
  };
}

/** The notice a finished export leaves in the email outbox for its owner. */
export interface ExportNotice {
  company: string;
  userId: number;
  to: string;
  subject: string;
  content: string;
  messageId: string;
}

/**
 * Marks an export done with its file and writes its owner's notice, in one
 * transaction: done once, noticed once. Answers the outbox row's id (null when
 * another attempt finished it, or the owner has no address), and whether it was finished here.
 */
export async function completeExportFile(
  db: Kysely<DB>,
  id: number,
  file: { key: string; name: string; size: number; type: string; rows: number | null },
  notice: ExportNotice | null,
): Promise<{ finished: boolean; outboxId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('export_files')
      .set({ status: 'done', file_key: file.key, file_name: file.name, size: file.size, content_type: file.type, rows: file.rows, error: null, finished_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '<>', 'done')
      .returning('id')
      .executeTakeFirst();
    if (!done) return { finished: false, outboxId: null };
    if (!notice) return { finished: true, outboxId: null };
    const { id: outboxId } = await trx
      .insertInto('email_outbox')
      .values({
        company: notice.company,
        sent_by: notice.userId,
        subject: notice.subject,
        content: notice.content,
        additional_content: null,
        to_addresses: JSON.stringify([notice.to]),
        cc_addresses: '[]',
        bcc_addresses: '[]',
        message_id: notice.messageId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { finished: true, outboxId };
  });
}

/** Records why an attempt failed (shown in EXPORT_FILES); the queue retries it unless the reason is final. */
export async function failExportFile(db: Kysely<DB>, id: number, error: string): Promise<void> {
  await db.updateTable('export_files').set({ status: 'failed', error: error.slice(0, 500), finished_at: new Date().toISOString() }).where('id', '=', id).where('status', '<>', 'done').execute();
}

/** Removes the rows of expired exports (a page at a time) and answers the file keys they held, for the store. */
export async function removeExpiredExportFiles(db: Kysely<DB>, now: Date, limit = 500): Promise<string[]> {
  const expired = await db.selectFrom('export_files').select('id').where('expires_at', '<=', now).orderBy('expires_at').limit(limit).execute();
  if (!expired.length) return [];
  const gone = await db
    .deleteFrom('export_files')
    .where(
      'id',
      'in',
      expired.map((r) => r.id),
    )
    .returning('file_key')
    .execute();
  return gone.flatMap((r) => (r.file_key ? [r.file_key] : []));
}
