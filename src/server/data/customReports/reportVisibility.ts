import { sql, type Expression, type SqlBool } from 'kysely';
import type { Scope } from '../../auth/Scope';

/**
 * Which saved reports a caller reaches, beyond their company (which ScopedDb
 * adds): their own; company reports of their customer account (staff: of the
 * whole company); general reports. Written once, used by every query of
 * custom_reports so a handler cannot forget it.
 */
export function reportVisible(scope: Scope, alias = 'custom_reports'): Expression<SqlBool> {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const sameAccount = scope.customer === null ? sql<SqlBool>`true` : sql<SqlBool>`${col('customer_account')} = ${scope.customer}`;
  return sql<SqlBool>`(${col('owner_id')} = ${scope.userId}
    or (${col('access_level')} = 'company' and ${sameAccount})
    or ${col('access_level')} = 'general')`;
}

/** Templates: the caller's own and the company templates of their account (staff: of every account, so an administrator can remove one). */
export function templateVisible(scope: Scope, alias = 'custom_report_templates'): Expression<SqlBool> {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const sameAccount = scope.customer === null ? sql<SqlBool>`true` : sql<SqlBool>`${col('customer_account')} = ${scope.customer}`;
  return sql<SqlBool>`(${col('owner_id')} = ${scope.userId} or (${col('access_level')} = 'company' and ${sameAccount}))`;
}

/**
 * 02-business.md §6: company (and general) reports are changed or removed only
 * by an administrator or their creator; a personal report is its owner's alone.
 */
export function mayChangeReport(row: { owner_id: number; access_level: string }, scope: Scope, callerType: string): boolean {
  return row.owner_id === scope.userId || (callerType === 'ADMIN' && row.access_level !== 'personal');
}

/** §6: a template is deleted only by an administrator or its creator; company templates are edited only by their creator. */
export function mayDeleteTemplate(row: { owner_id: number }, scope: Scope, callerType: string): boolean {
  return row.owner_id === scope.userId || callerType === 'ADMIN';
}
