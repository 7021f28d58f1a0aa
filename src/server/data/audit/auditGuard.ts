import { appendFileSync } from 'node:fs';
import { noteCallWrites } from '../../db/callWrites';
import { isExempt } from './exemptTables';
import { AppError } from '../../errors';

/**
 * The audit guard: proves at run time that every call writing a record people change also writes its
 * audit entry (issue 16 point 5). The application's database notes the tables each call writes
 * (db/callWrites.ts). When the handler is done, a call that wrote an audited table (one not in
 * exemptTables.ts) and no audit_log row is an "unaudited write": logged as an error always, and in strict
 * mode (PORTAL_AUDIT_GUARD=strict, as the api and e2e tests run) answered 500 INTERNAL, unless the call is
 * in the list of calls not yet audited (notYetAudited.ts).
 */
export type AuditGuardMode = 'strict' | 'log';

/** The guard's mode from the environment: strict when PORTAL_AUDIT_GUARD=strict, else log only. */
export function guardModeOf(env: NodeJS.ProcessEnv): AuditGuardMode {
  return env.PORTAL_AUDIT_GUARD === 'strict' ? 'strict' : 'log';
}

/** What the guard says of one unaudited write. */
export interface UnauditedWrite {
  call: string;
  tables: string[];
  tolerated: boolean;
}

export interface GuardOptions {
  mode: AuditGuardMode;
  /** Where the verdict is logged (the request's logger). */
  log: { error(obj: object, msg: string): void };
  /** Calls tolerated in strict mode: notYetAudited.ts. */
  tolerated: Readonly<Record<string, string>>;
  /** Whether the answer is already sent (a handler that streams or replies itself): it cannot become a 500. */
  sent?: () => boolean;
}

/** The audited tables of a call's writes, or none when the call wrote its audit entry. */
export function unauditedTables(written: ReadonlySet<string>): string[] {
  if (written.has('audit_log')) return [];
  return [...written].filter((t) => !isExempt(t)).sort();
}

/**
 * Runs a call's handler under the guard. A handler that fails is left to its own error (its transaction
 * rolled back, or its answer says what happened). PORTAL_AUDIT_GUARD_REPORT names a file each unaudited
 * write is appended to (one JSON line): how the list of calls not yet audited is collected from test runs.
 */
export async function guardCall<T>(callId: string, opts: GuardOptions, work: () => Promise<T>): Promise<T> {
  const { answer, written } = await noteCallWrites(work);
  const tables = unauditedTables(written);
  if (!tables.length) return answer;
  const verdict: UnauditedWrite = { call: callId, tables, tolerated: Object.hasOwn(opts.tolerated, callId) };
  opts.log.error({ auditGuard: verdict }, `unaudited write: ${callId} wrote ${tables.join(', ')} without an audit entry`);
  const report = process.env.PORTAL_AUDIT_GUARD_REPORT;
  if (report) appendFileSync(report, `${JSON.stringify(verdict)}\n`);
  if (opts.mode === 'strict' && !verdict.tolerated && !opts.sent?.()) throw new AppError('INTERNAL');
  return answer;
}
