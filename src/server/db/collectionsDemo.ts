import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

type Item = [cmid: string, title: string, hidden?: boolean];
type Side = { name: string; items: Item[] };

/**
 * Collections in the demo (issue 15 points 4 and 8): the credit and collections
 * user and group, each account's credit control, calls, priorities, actions,
 * code tables, EDI billing exceptions and emails, all derived from the ledger
 * already seeded (a promise is never more than the account owes, an EDI
 * exception names a real invoice, an emailed statement a real statement), and
 * the AR pages on the menus of credit staff, sales and administrators. Menu
 * titles are translated by the shell's French (src/shell/i18n/fr.json).
 */
export const COLLECTIONS: Side[] = [
  {
    name: 'Calls',
    items: [
      ['AR-DAILY-CALLS', 'Daily calls'],
      ['AR-SUP-DAILY-CALLS', 'Supervisor daily calls'],
      ['AR-CALL-HISTORY', 'Call history'],
      ['AR-CALL-ACTIONS', 'Call actions'],
      ['AR-CALL-PRIORITY-MGMT', 'Call priorities'],
      ['AR-CALL-PRIORITY-LOG', 'Call priority log'],
    ],
  },
  {
    name: 'Accounts',
    items: [
      ['AR-ACCOUNT-INQUIRY', 'Account inquiry'],
      ['AR-ACCOUNT-INVOICE', 'Account invoices'],
      ['AR-AGEING-BY-GROUP', 'Ageing by group'],
      ['AR-EDI-EXCEPTIONS', 'EDI billing exceptions'],
      ['AR-EMAIL-LOGS', 'Email logs'],
      ['AR-CREDIT-LIMIT-LOG', 'Credit limit history'],
      // Opened from an account's inquiry (Change credit limit); credit staff only, so not on the sales menu.
      ['AR-CREDIT-LIMIT', 'Credit limit', true],
    ],
  },
  {
    name: 'Collection reports',
    items: [
      ['AR-COLLECT-MGMT', 'Collection management'],
      ['AR_VIEW_COLLECTION', 'Collection report'],
      ['AR_MAN_RPT', 'Management report'],
      ['AR_VIEW_RPT', 'Receivables report'],
    ],
  },
  { name: 'Collection tables', items: [['AR-MANAGE-TABLES', 'Collection tables']] },
];

/** What a salesperson follows: their accounts' calls and review, inquiry and invoices (their sales code's accounts only). */
export const SALES_COLLECTIONS: Side[] = [
  {
    name: 'Sales collections',
    items: [
      ['AR-SALES-CALLS', 'Sales calls'],
      ['AR-SALES-REVIEW', 'Sales review'],
      ['AR-ACCOUNT-INQUIRY', 'Account inquiry'],
      ['AR-ACCOUNT-INVOICE', 'Account invoices'],
      ['AR-CALL-HISTORY', 'Call history'],
    ],
  },
];

export const CREDIT_GROUP = 'Credit and collections';

async function menu(db: Kysely<DB>, name: string, sides: Side[], groups: string[]): Promise<void> {
  const items = sides.flatMap((s) => s.items);
  await db.insertInto('commands').values(items.map(([cmid, title]) => ({ cmid, title, analytics: 'Y' }))).onConflict((oc) => oc.column('cmid').doNothing()).execute();
  const { seq } = await db.selectFrom('top_menus').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).executeTakeFirstOrThrow();
  const top = await db.insertInto('top_menus').values({ name, seq: Number(seq) + 1 }).returning('id').executeTakeFirstOrThrow();
  for (const [i, side] of sides.entries()) {
    const { id } = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: side.name, seq: i + 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('side_menu_items').values(side.items.map(([cmid, title, hidden], n) => ({ side_menu_id: id, seq: n + 1, cmid, title, hidden: hidden ?? false }))).execute();
  }
  await giveMenus(db, [top.id], groups);
}

async function giveMenus(db: Kysely<DB>, topIds: number[], groups: string[]): Promise<void> {
  for (const g of await db.selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', 'in', groups).execute()) {
    const last = await db.selectFrom('group_menus').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).where('group_id', '=', g.id).executeTakeFirstOrThrow();
    await db.insertInto('group_menus').values(topIds.map((top_menu_id, i) => ({ group_id: g.id, top_menu_id, seq: Number(last.seq) + i + 1 }))).execute();
  }
}

/** The credit user and their group: the collections menu first, then tracing and billing to look things up. */
async function seedCreditUser(db: Kysely<DB>): Promise<void> {
  const group = await db
    .insertInto('menu_groups')
    .values({ company: 'MANITOULIN', name: CREDIT_GROUP, is_admin: false, landing_cmid: 'AR-DAILY-CALLS' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every demo user shares the demo password: the credit user takes the employee's hash (the seed alone hashes passwords).
  const { password_hash } = await db.selectFrom('users').select('password_hash').where('company', '=', 'MANITOULIN').where('username', '=', 'employee').executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ username: 'credit', company: 'MANITOULIN', type: 'EMPLOYEE', first_name: 'Carole', last_name: 'Ouellet', email: 'credit@example.com', password_hash, customer_account: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_groups').values({ user_id: user.id, group_id: group.id }).execute();
}

const CODES: [table: string, code: string, description: string, value?: string][] = [
  ['call_reasons', 'PASTDUE', 'Past due balance'],
  ['call_reasons', 'PROMISE', 'Promise follow-up'],
  ['call_reasons', 'DISPUTE', 'Dispute follow-up'],
  ['call_reasons', 'CREDIT', 'Credit limit review'],
  ['call_outcomes', 'REACHED', 'Reached'],
  ['call_outcomes', 'MESSAGE', 'Left message'],
  ['call_outcomes', 'NOANSWER', 'No answer'],
  ['call_outcomes', 'WRONG', 'Wrong number'],
  ['call_outcomes', 'PROMISE', 'Promise to pay'],
  ['call_outcomes', 'DISPUTE', 'Dispute'],
  ['dispute_reasons', 'RATE', 'Rate or price'],
  ['dispute_reasons', 'DAMAGE', 'Damaged freight'],
  ['dispute_reasons', 'SHORT', 'Short shipment'],
  ['dispute_reasons', 'DUPLICATE', 'Billed twice'],
  ['action_codes', 'LETTER', 'Send a reminder letter'],
  ['action_codes', 'STMT', 'Email a copy of the statement'],
  ['action_codes', 'HOLD', 'Put the account on credit hold'],
  ['action_codes', 'SALES', 'Refer to the salesperson'],
  ['priority_rules', 'P2', 'Owes over 90 days', '90'],
  ['priority_rules', 'P4', 'Owes over 60 days', '60'],
  ['priority_rules', 'P6', 'Current', '0'],
];

/** Credit control of every account, from its ledger: priority by its oldest debt, sales codes, collectors. */
async function seedCreditControl(db: Kysely<DB>): Promise<void> {
  const setting: Record<string, { sales: string; limit: number; next: number | null }> = {
    '100001': { sales: 'S104', limit: 25000, next: 0 },
    '100002': { sales: 'S104', limit: 50000, next: null },
    '100003': { sales: 'S201', limit: 15000, next: 7 },
    '200002': { sales: 'S201', limit: 10000, next: -1 },
    '300003': { sales: 'D301', limit: 20000, next: 0 },
  };
  for (const company of ['MANITOULIN', 'DRC']) {
    await db.insertInto('ar_code_tables').values(CODES.map(([table_name, code, description, value], i) => ({ company, table_name, code, description, value: value ?? null, sequence: i + 1 }))).execute();
  }
  await db
    .insertInto('ar_code_tables')
    .values([
      { company: 'MANITOULIN', table_name: 'collectors', code: 'CREDIT', description: 'Carole Ouellet', user_id: 'credit', sequence: 1 },
      { company: 'MANITOULIN', table_name: 'collectors', code: 'ADMIN', description: 'Alex Admin', user_id: 'admin', sequence: 2 },
    ])
    .execute();
  const credit = await db.selectFrom('users').select('id').where('company', '=', 'MANITOULIN').where('username', '=', 'credit').executeTakeFirstOrThrow();
  for (const c of await db.selectFrom('customers').select(['account', 'company']).execute()) {
    const s = setting[c.account];
    await db
      .insertInto('ar_accounts')
      .values({
        customer_account: c.account,
        company: c.company,
        credit_limit: s?.limit ?? 10000,
        sales_code: s?.sales ?? null,
        collector_id: c.company === 'MANITOULIN' ? credit.id : null,
        next_call_date: s?.next === null || s?.next === undefined ? null : sql<string>`current_date + ${s.next}::int`,
        review_status: c.account === '100001' ? 'Reviewed' : 'Pending',
        reviewed_at: c.account === '100001' ? sql<string>`now() - interval '3 days'` : null,
        review_comment: c.account === '100001' ? 'Customer pays on the 15th; no action needed' : null,
      } as never)
      .execute();
  }
  // The priority rules above, applied to what each account owes; recorded as the first entry of the priority log.
  await sql`
    update ar_accounts a set priority = case when b.balance_over_90 > 0 then 2 when b.balance_over_60 > 0 then 4 else 6 end,
      credit_status = case when b.credit_limit is not null and b.total_balance > b.credit_limit then 'Hold' when b.balance_over_90 > 0 then 'Watch' else 'Good' end,
      priority_updated_by = 'admin', priority_updated_at = now() - interval '20 days'
    from ar_account_balances b where b.customer_account = a.customer_account`.execute(db);
  await sql`
    insert into call_priority_log (company, customer_account, at, changed_by, old_priority, new_priority, reason)
    select company, customer_account, now() - interval '20 days', 'admin', 5, priority, 'Priority rules applied to the ageing'
    from ar_accounts`.execute(db);
}

/** Calls of the last weeks on the company's accounts, promises within what each owes, and the actions they opened. */
async function seedCalls(db: Kysely<DB>): Promise<void> {
  await sql`
    insert into collection_calls (company, customer_account, called_at, caller_id, caller, contact, phone, reason, outcome, action_code, notes,
      promised_amount, promised_date, follow_up_date, source)
    select b.company, b.customer_account, now() - make_interval(days => d.ago, hours => 2), u.id, u.username, 'Accounts payable', '705-555-0' || (100 + d.ago)::text,
      d.reason, d.outcome, d.action, d.notes,
      case when d.outcome = 'Promise to pay' then round(b.total_balance / 3, 2) end,
      case when d.outcome = 'Promise to pay' then current_date + 10 end,
      current_date + d.follow_up, 'collections'
    from ar_account_balances b
    join users u on u.company = b.company and u.username = 'credit'
    cross join (values
      (21, 'PASTDUE', 'No answer', null, 'No answer at the accounts payable line', -14),
      (14, 'PASTDUE', 'Left message', 'LETTER', 'Left a message; reminder letter to follow', -7),
      (6, 'PROMISE', 'Promise to pay', null, 'Promised a payment on the oldest invoices', 4)
    ) as d(ago, reason, outcome, action, notes, follow_up)
    where b.total_balance > 0`.execute(db);
  await sql`
    insert into collection_calls (company, customer_account, called_at, caller_id, caller, contact, reason, outcome, notes, follow_up_date, source)
    select a.company, a.customer_account, now() - interval '3 days', u.id, u.username, 'Purchasing manager', 'PASTDUE', 'Reached',
      'Asked the customer to release the payment held for the damaged pallet', current_date + 14, 'sales'
    from ar_accounts a join users u on u.company = a.company and u.sales_code = a.sales_code and u.type = 'SALES'`.execute(db);
  await sql`
    insert into collection_actions (company, customer_account, call_id, action_code, description, assigned_to, due_date, status, created_at, completed_at)
    select k.company, k.customer_account, k.id, k.action_code, t.description, k.caller, (k.called_at + interval '2 days')::date,
      case when k.customer_account = '100001' then 'Open' else 'Done' end, k.called_at,
      case when k.customer_account = '100001' then null else k.called_at + interval '2 days' end
    from collection_calls k join ar_code_tables t on t.company = k.company and t.table_name = 'action_codes' and t.code = k.action_code`.execute(db);
}

/** EDI invoices refused by trading partners (real invoices) and the emails sent about receivables (real statements). */
async function seedEdiAndEmails(db: Kysely<DB>): Promise<void> {
  await sql`
    insert into edi_billing_exceptions (company, customer_account, invoice_id, trading_partner_id, document, error, status, sent_at)
    select i.company, i.customer_account, i.id, 'TP' || i.customer_account, '210',
      (array['Missing purchase order reference', 'Duplicate invoice number at the trading partner', 'Amount does not match the rated bill'])[1 + (i.id % 3)],
      (array['Open', 'Resent', 'Resolved'])[1 + (i.id / 3 % 3)], i.invoice_date + time '06:00'
    from invoices i
    where i.customer_account in ('100002', '100003', '300003') and i.id % 23 = 0`.execute(db);
  await sql`
    insert into ar_email_log (company, customer_account, sent_at, recipient, subject, kind, sent_by, status)
    select s.company, s.customer_account, s.statement_date + time '07:00', 'ap@' || s.customer_account || '.example',
      'Statement ' || s.statement_number, 'Statement', 'billing', case when s.statement_number like '%-USD' then 'Failed' else 'Sent' end
    from statements s where s.statement_date >= current_date - 120`.execute(db);
  await sql`
    insert into ar_email_log (company, customer_account, sent_at, recipient, subject, kind, sent_by, status)
    select k.company, k.customer_account, k.called_at + interval '1 hour', 'ap@' || k.customer_account || '.example',
      'Reminder: past due balance of account ' || k.customer_account, 'Reminder', k.caller, 'Sent'
    from collection_calls k where k.action_code = 'LETTER'`.execute(db);
}

export async function seedCollectionsDemo(db: Kysely<DB>): Promise<void> {
  await seedCreditUser(db);
  await seedCreditControl(db);
  await seedCalls(db);
  await seedEdiAndEmails(db);
  await menu(db, 'Collections', COLLECTIONS, [CREDIT_GROUP, 'Administrators']);
  await menu(db, 'Sales collections', SALES_COLLECTIONS, ['Sales', 'Administrators']);
  // Credit staff look up shipments and invoices as employees do, and work the disputes (issue 15 point 3's menu, seeded before this group exists).
  const lookups = await db.selectFrom('top_menus').select('id').where('name', 'in', ['Tracing', 'Billing', 'Accounts receivable', 'Disputes and claims']).orderBy('seq').execute();
  await giveMenus(db, lookups.map((t) => t.id), [CREDIT_GROUP]);
}
