import { sql } from 'kysely';
import type { ScopedDb } from '../ScopedDb';
import { checkAssigner } from './assignReport';

export interface TargetQuery {
  kind: 'company' | 'customer' | 'user';
  search?: string;
  company?: string;
  limit?: number;
}

export interface AssignTarget {
  kind: string;
  code: string;
  name: string;
}

const DEFAULT_LIMIT = 50;

/** A case-insensitive "contains" pattern whose own % and _ match themselves. */
function containsPattern(text: string): string {
  return `%${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What CR_Assign_Rpt offers to copy a report to (02-business.md §6: the
 * customer and user lists are for the carrier's staff): the portal companies,
 * or the customer accounts and users of the caller's own company, by code or
 * name. Another company's accounts and users are never listed: a copy to
 * another company is a general report there (assignReport.ts), so `company`
 * naming another one answers nothing.
 */
export async function assignTargets(rows: ScopedDb, q: TargetQuery): Promise<AssignTarget[]> {
  checkAssigner(rows);
  const limit = q.limit ?? DEFAULT_LIMIT;
  const like = q.search?.trim() ? containsPattern(q.search) : null;
  if (q.kind === 'company') {
    let c = rows.db.selectFrom('companies').select(['code', 'name']).orderBy('code').limit(limit);
    if (like) c = c.where(sql<boolean>`(lower(code) like ${like} or lower(name) like ${like})`);
    return (await c.execute()).map((r) => ({ kind: 'company', code: r.code, name: r.name }));
  }
  if (q.company && q.company !== rows.scope.company) return [];
  if (q.kind === 'customer') {
    let c = rows.companyWide('customers').select(['account', 'name']).orderBy('account').limit(limit);
    if (like) c = c.where(sql<boolean>`(lower(account) like ${like} or lower(name) like ${like})`);
    return (await c.execute()).map((r) => ({ kind: 'customer', code: r.account, name: r.name }));
  }
  let u = rows.companyWide('users').select(['username', 'first_name', 'last_name', 'customer_account']).where('type', '<>', 'ANON').orderBy('username').limit(limit);
  if (like) u = u.where(sql<boolean>`(lower(username) like ${like} or lower(first_name || ' ' || last_name) like ${like})`);
  return (await u.execute()).map((r) => ({
    kind: 'user',
    code: r.username,
    name: `${r.first_name} ${r.last_name}`.trim() + (r.customer_account ? ` (${r.customer_account})` : ''),
  }));
}
