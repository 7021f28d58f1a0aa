import { sql, type Insertable } from 'kysely';
import { AppError, validationError } from '../../errors';
import { INTERNAL_TYPES } from '../../auth/Caller';
import type { ScopedDb } from '../ScopedDb';
import type { CustomReportsTable } from '../../db/schemaCustomReports';
import { recordChange } from '../audit/auditLog';
import { storedRow } from '../audit/auditedWrite';
import { reportOf } from './reportRows';

/**
 * CR_Assign_Rpt (02-business.md §6): employees, sales staff and administrators
 * copy a report they can see to other companies, customer accounts or users.
 * Each copy belongs to someone of its target, never to the assigner, because a
 * scheduled run reads its owner's rows (jobs/runCustomReport.ts): a copy owned
 * by staff would send a customer every account's shipments.
 *
 * - a user: a personal copy owned by that user (their account's, or staff's);
 * - a customer account: a company copy of that account, owned by its customer
 *   administrator (else its first user); an account without users is skipped;
 * - a portal company: a general copy in that company, owned by its first
 *   administrator; a company without one is skipped.
 *
 * Names stay unique per company and account (m0081's index): a target that
 * already has a report of that name is skipped, not overwritten ("Duplicates
 * are skipped", §5). The schedule is copied when asked, without its due time:
 * the scheduler's sweep gives the copy its own next run.
 */
export interface AssignBody {
  companies?: string[];
  customers?: string[];
  users?: string[];
  include_schedule?: boolean;
}

export interface AssignOutcome {
  copies: number;
  skipped: number;
}

type Target = { company: string; owner_id: number; customer_account: string | null; access_level: 'personal' | 'company' | 'general' };

/** Only the carrier's staff assign (the customers and users lists are theirs too). */
export function checkAssigner(rows: ScopedDb): void {
  if (!INTERNAL_TYPES.has(rows.caller.type)) throw new AppError('FORBIDDEN');
}

/** Every named target must exist where the caller may assign to it: a 400 naming the unknown ones, before anything is written. */
async function targetsOf(rows: ScopedDb, body: AssignBody): Promise<Target[]> {
  const faults: { pointer: string; message: string }[] = [];
  const targets: Target[] = [];
  const users = body.users ?? [];
  if (users.length) {
    const found = await rows.companyWide('users').select(['id', 'username', 'customer_account']).where(sql<string>`lower(username)`, 'in', users.map((u) => u.toLowerCase())).execute();
    const byName = new Map(found.map((u) => [u.username.toLowerCase(), u]));
    users.forEach((name, i) => {
      const u = byName.get(name.toLowerCase());
      if (!u) faults.push({ pointer: `/users/${i}`, message: 'Unknown user' });
      else targets.push({ company: rows.scope.company, owner_id: u.id, customer_account: u.customer_account, access_level: 'personal' });
    });
  }
  const accounts = body.customers ?? [];
  if (accounts.length) {
    const found = await rows.companyWide('customers').select('account').where('account', 'in', accounts).execute();
    const known = new Set(found.map((c) => c.account));
    const owners = await rows
      .companyWide('users')
      .select(['customer_account', 'id'])
      .where('customer_account', 'in', accounts)
      .orderBy('customer_account')
      .orderBy('is_customer_admin', 'desc')
      .orderBy('id')
      .execute();
    const ownerOf = new Map<string, number>();
    for (const o of owners) if (o.customer_account && !ownerOf.has(o.customer_account)) ownerOf.set(o.customer_account, o.id);
    accounts.forEach((account, i) => {
      if (!known.has(account)) faults.push({ pointer: `/customers/${i}`, message: 'Customer Code Not Found' });
      else if (ownerOf.has(account)) targets.push({ company: rows.scope.company, owner_id: ownerOf.get(account)!, customer_account: account, access_level: 'company' });
    });
  }
  const companies = body.companies ?? [];
  if (companies.length) {
    const found = await rows.db.selectFrom('companies').select('code').where('code', 'in', companies).execute();
    const known = new Set(found.map((c) => c.code));
    // The company's administrator owns its copy: a scheduled run then reads that company's rows, not the assigner's.
    const admins = await rows.db
      .selectFrom('users')
      .select(['company', sql<number>`min(id)`.as('id')])
      .where('company', 'in', companies)
      .where('type', '=', 'ADMIN')
      .groupBy('company')
      .execute();
    const adminOf = new Map(admins.map((a) => [a.company, Number(a.id)]));
    companies.forEach((code, i) => {
      if (!known.has(code)) faults.push({ pointer: `/companies/${i}`, message: 'Company not found' });
      else if (adminOf.has(code)) targets.push({ company: code, owner_id: adminOf.get(code)!, customer_account: null, access_level: 'general' });
    });
  }
  if (faults.length) throw validationError(faults);
  return targets;
}

/** Copies report `id` to the body's targets in one transaction: all copies or none. */
export async function assignReport(rows: ScopedDb, id: number, body: AssignBody): Promise<AssignOutcome> {
  checkAssigner(rows);
  if (!body.companies?.length && !body.customers?.length && !body.users?.length) {
    throw validationError([{ pointer: '', message: 'Choose at least one company, customer or user' }]);
  }
  return rows.transaction(async (trx) => {
    const source = await reportOf(trx, id);
    const targets = await targetsOf(trx, body);
    const requested = (body.users?.length ?? 0) + (body.customers?.length ?? 0) + (body.companies?.length ?? 0);
    const schedule = body.include_schedule && source.frequency
      ? {
          frequency: source.frequency, hour: source.hour, day_of_week: source.day_of_week, day_of_month: source.day_of_month, month: source.month,
          cycle: source.cycle, send_to: JSON.stringify(source.send_to ?? []), send_condition: source.send_condition, subject: source.subject,
        }
      : {};
    let copies = 0;
    const seen = new Set<string>();
    for (const t of targets) {
      // Two targets landing in one name scope (two users of an account) get one copy: the index allows no second.
      const scopeKey = `${t.company}/${t.customer_account ?? ''}`;
      if (seen.has(scopeKey)) continue;
      const taken = await trx.db
        .selectFrom('custom_reports')
        .select('id')
        .where('company', '=', t.company)
        .where(sql<boolean>`coalesce(customer_account, '') = ${t.customer_account ?? ''} and lower(name) = lower(${source.name})`)
        .executeTakeFirst();
      if (taken) continue;
      seen.add(scopeKey);
      const row: Insertable<CustomReportsTable> = {
        company: t.company, owner_id: t.owner_id, customer_account: t.customer_account, access_level: t.access_level,
        name: source.name, title: source.title, base_report: source.base_report, style: source.style,
        columns: JSON.stringify(source.columns), sort: JSON.stringify(source.sort ?? []), sum_columns: JSON.stringify(source.sum_columns ?? []),
        calculated_columns: JSON.stringify(source.calculated_columns ?? []), filters: JSON.stringify(source.filters ?? []),
        header: source.header, footer: source.footer, format: source.format, output: source.output, active: source.active,
        ...schedule,
      };
      // Another portal company's copy is written outside the caller's scope on purpose (§6 lets staff copy there), to the target company only.
      const made = await trx.db.insertInto('custom_reports').values(row).returning('id').executeTakeFirstOrThrow();
      // Each copy is a report created by the assigner: one audit entry each, in this transaction.
      await recordChange(trx, { action: 'create', entity: 'custom_reports', entityId: made.id, before: null, after: await storedRow(trx, { entity: 'custom_reports' }, made.id) });
      copies += 1;
    }
    return { copies, skipped: requested - copies };
  });
}
