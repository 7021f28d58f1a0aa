import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import { scopeOf } from '../auth/Scope';
import { AppError } from '../errors';
import { serverMessage, type Lang } from '../serverMessages';
import { gridCallOf } from '../handlers/gridCallOf';
import { planGridExport, type ExportFormat } from '../handlers/export/gridExport';
import { claimExportFile, completeExportFile, failExportFile, removeExpiredExportFiles, type ExportNotice, type ExportTarget } from '../data/exportFiles';
import type { JobQueue } from './JobQueue';
import { emailRef, queueMailJobs } from './mailJobs';
import { exportBytes, ownerCaller, RunRefused, type RunServices } from './runPushreport';

/** The one kind of job of long exports: one export_files row to write. */
export const GRID_EXPORT = 'grid-export';
export interface GridExportJob {
  exportId: number;
  /** The portal's address when it was asked (PORTAL_URL or the request's), for the notice's link. */
  portal?: string;
}

export const EXPORT_LOST_ACCESS = 'You can no longer read the data of this export';

/** The owner's notice: where the file is (EXPORT_FILES) and until when, with a link when the portal's address is known. */
function noticeOf(target: ExportTarget, owner: { company: string; email: string }, rows: number | null, expires: string, portal: string | undefined): ExportNotice {
  const lang: Lang = target.lang;
  const text = serverMessage('Your export {1} is ready. You will find it in My exports until {2}.', lang, { 1: target.title, 2: expires });
  const count = rows === null ? '' : ` (${serverMessage('{1} rows', lang, { 1: rows })})`;
  const link = portal ? `<p><a href="${portal}/${encodeURIComponent(owner.company)}/pages/EXPORT_FILES">${serverMessage('My exports', lang)}</a></p>` : '';
  return {
    company: owner.company,
    userId: target.ownerId,
    to: owner.email,
    subject: serverMessage('Export ready: {1}', lang, { 1: target.title }),
    content: `<p>${(text + count).replace(/[<>&]/g, '')}</p>${link}`,
    messageId: `<${randomUUID()}@portal>`,
  };
}

/**
 * One attempt at a long export: its owner's access to the grid's data source
 * is checked again now (a user who lost it gets a failed export with the
 * reason, never a file, and no retry), the same export as the grid's download
 * (planGridExport and its writers) is written into the file store, and the row
 * is done with the owner's email notice in one transaction; the mail job
 * delivers it. Any other failure is recorded on the row and thrown: the queue
 * retries it with backoff.
 */
export async function runExportFile(s: RunServices, job: GridExportJob, jobs: JobQueue): Promise<void> {
  const target = await claimExportFile(s.db, job.exportId);
  if (!target) return;
  try {
    const { caller } = await ownerCaller(s.db, target.ownerId).catch(() => {
      throw new RunRefused(EXPORT_LOST_ACCESS);
    });
    const grid = await gridCallOf(s, caller, target.apiUrl, '/api_url').catch((e: unknown) => {
      if (e instanceof AppError && (e.status === 403 || e.status === 404)) throw new RunRefused(EXPORT_LOST_ACCESS);
      throw e;
    });
    const plan = await planGridExport({ reads: s.db, grid, scope: scopeOf(caller), queryParams: target.queryParams, columns: target.columns, outputType: target.format as ExportFormat, title: target.title, timezone: target.timezone, lang: target.lang });
    const { data, rows } = await exportBytes((out) => plan.write(out, AbortSignal.timeout(s.timeoutMs)), AbortSignal.timeout(s.timeoutMs));
    const stored = await s.files.put(data, `${target.title}.${plan.ext}`);
    const owner = await s.db.selectFrom('users').select(['email', 'company']).where('id', '=', target.ownerId).executeTakeFirstOrThrow();
    const row = await s.db.selectFrom('export_files').select('expires_at').where('id', '=', target.id).executeTakeFirst();
    const expires = row ? new Date(row.expires_at).toISOString().slice(0, 10) : '';
    const notice = owner.email ? noticeOf(target, owner, rows, expires, job.portal) : null;
    const { finished, outboxId } = await completeExportFile(s.db, target.id, { key: stored.key, name: stored.name, size: stored.size, type: plan.contentType, rows }, notice);
    // Deleted or finished by another attempt meanwhile: this attempt's file is no one's.
    if (!finished) await s.files.remove(stored.key);
    // Delivered by the mail job (retried while SMTP is away), never twice: its id is the message's.
    if (outboxId) await queueMailJobs(jobs, [emailRef(outboxId)]);
  } catch (e) {
    const refused = e instanceof RunRefused;
    await failExportFile(s.db, target.id, refused ? e.message : String((e as Error).message ?? e));
    if (!refused) throw e;
  }
}

/** Removes expired exports with their files (the queue's sweep, every minute); answers how many files went. */
export async function sweepExpiredExports(db: Kysely<DB>, files: FileStore, now = new Date()): Promise<number> {
  let removed = 0;
  for (;;) {
    const keys = await removeExpiredExportFiles(db, now);
    for (const key of keys) await files.remove(key);
    removed += keys.length;
    if (keys.length < 500) return removed;
  }
}

/** Defines the long exports' job on the queue (before it starts): retried 3 times with backoff. */
export function defineExportJobs(jobs: JobQueue, services: () => RunServices): void {
  jobs.define<GridExportJob>({ name: GRID_EXPORT, retryLimit: 3, backoff: true, handler: (data) => runExportFile(services(), data, jobs) });
}
