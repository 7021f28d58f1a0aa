import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB } from '../db/schema';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { ScreenStore } from '../screens/ScreenStore';
import type { FileStore } from '../files/FileStore';
import type { Caller } from '../auth/Caller';
import { scopeOf } from '../auth/Scope';
import { AppError } from '../errors';
import { serverMessage, type Lang } from '../serverMessages';
import { gridCallOf } from '../handlers/gridCallOf';
import { planGridExport, type ExportFormat } from '../handlers/export/gridExport';
import { Output } from '../export/Output';
import { claimRun, completeRun, failRun } from '../data/pushreportRuns';
import type { JobQueue } from './JobQueue';
import { emailRef, queueMailJobs } from './mailJobs';
import { PORTAL_TIME_ZONE } from './nextRunAt';

/** What a push report's run needs of the portal: the same catalogue, screens and file store as a request. */
export interface RunServices {
  db: Kysely<DB>;
  calls: readonly CallEntry[];
  screens: ScreenStore;
  files: FileStore;
  /** How long one run may take before it is abandoned (and retried). */
  timeoutMs: number;
}

export const LOST_ACCESS = "The report's owner can no longer read its data";

/** A reason that no retry changes: the run fails at once and nothing is delivered. */
export class RunRefused extends Error {}

/** The report's owner as a caller, read now: a locked or removed user, or one whose account is closed, reads nothing. */
export async function ownerCaller(db: Kysely<DB>, userId: number): Promise<{ caller: Caller; lang: Lang }> {
  const u = await db.selectFrom('users').select(['id', 'username', 'company', 'type', 'customer_account', 'locked', 'lang']).where('id', '=', userId).executeTakeFirst();
  if (!u || u.locked) throw new RunRefused(LOST_ACCESS);
  return { caller: { userId: u.id, username: u.username, company: u.company, type: u.type, customerAccount: u.customer_account, tokenHash: '' }, lang: u.lang === 'fr' ? 'fr' : 'en' };
}

/** Collects an export's bytes (a run's file is archived whole, then attached). */
export async function exportBytes(write: (out: Output) => Promise<number | null>, signal: AbortSignal): Promise<{ data: Buffer; rows: number | null }> {
  const output = new Output(signal);
  const chunks: Buffer[] = [];
  output.stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    output.stream.on('end', resolve);
    output.stream.on('error', reject);
  });
  const rows = await write(output);
  output.stream.end();
  await ended;
  return { data: Buffer.concat(chunks), rows };
}

/**
 * One attempt at a push report's run: the owner's access to the grid's data
 * source is checked again (a user who lost it gets nothing: the run fails with
 * LOST_ACCESS and is not retried), the saved query is exported through the
 * grid download's own code, the file archived, and the run completed with its
 * email in the outbox in one transaction; the mail job delivers it (jobs/mailJobs.ts).
 * Any other failure is recorded on the run and thrown, so the queue retries.
 */
export async function runPushreport(s: RunServices, resultId: number, jobs: JobQueue): Promise<void> {
  const target = await claimRun(s.db, resultId);
  if (!target) return;
  try {
    const { caller, lang } = await ownerCaller(s.db, target.ownerId);
    const grid = await gridCallOf(s, caller, target.apiUrl, '/api_url').catch((e: unknown) => {
      if (e instanceof AppError && e.status === 403) throw new RunRefused(LOST_ACCESS);
      throw e;
    });
    const plan = await planGridExport({ reads: s.db, grid, scope: scopeOf(caller), queryParams: target.queryParams, outputType: target.outputType as ExportFormat, title: target.title, timezone: PORTAL_TIME_ZONE, lang });
    const { data, rows } = await exportBytes((out) => plan.write(out, AbortSignal.timeout(s.timeoutMs)), AbortSignal.timeout(s.timeoutMs));
    const stored = await s.files.put(data, `${target.title}.${plan.ext}`);
    const type = plan.contentType.split(';')[0]!;
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const outboxId = await completeRun(s.db, resultId, { key: stored.key, name: stored.name, size: stored.size, type, rows }, {
      company: caller.company,
      sentBy: caller.userId,
      to: target.recipients,
      subject: serverMessage('Push report: {1}', lang, { 1: target.title }),
      content: `<p>${serverMessage('Your push report {1} ran on {2} UTC; its file is attached.', lang, { 1: target.title, 2: when }).replace(/[<>&]/g, '')}</p>`,
      messageId: `<${randomUUID()}@portal>`,
    });
    // Delivered by the mail job (retried while SMTP is away), never twice: its id is the message's.
    if (outboxId) await queueMailJobs(jobs, [emailRef(outboxId)]);
  } catch (e) {
    const refused = e instanceof RunRefused;
    await failRun(s.db, resultId, refused ? e.message : String((e as Error).message ?? e));
    if (!refused) throw e;
  }
}
