import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { menu, type Item } from './billingDemo';

const REASONS = ['Rate', 'Accessorial', 'Weight', 'Duplicate', 'Damage', 'Other'];

/**
 * The disputes behind the invoices seedInvoices flags as disputed (shipments `from`..`to`),
 * so the open items, the ageing's disputed part and the disputes grids tell one story:
 * each open disputed invoice gets its dispute in the flag's status (half its balance
 * disputed, a reason, the account's first user's address) and the history that led
 * there; a disputed invoice already paid in full is no longer flagged. Set-based, so
 * `npm run seed -- --shipments N` scales it.
 */
export async function seedDisputes(db: Kysely<DB>, from: number, to: number): Promise<void> {
  const probill = (g: number) => String(1_000_000_000 + g * 7).padStart(10, '0');
  const range = sql`i.probill between ${probill(from)} and ${probill(to)}`;
  await sql`update invoices i set disputed = false, dispute_status = null where ${range} and i.disputed and i.paid >= i.amount`.execute(db);
  await sql`
    insert into disputes (company, customer_account, invoice_id, probill, status, reason, amount_disputed, comment, contact_email,
      submitted_by, submitted_at, updated_at)
    select i.company, i.customer_account, i.id, i.probill, i.dispute_status,
      (array[${sql.raw(REASONS.map((r) => `'${r}'`).join(','))}])[1 + (i.id % ${REASONS.length})],
      greatest(round((i.amount - i.paid) / 2, 2), 0.01), 'Disputed before the portal', u.email, u.id,
      i.invoice_date + 5, case when i.dispute_status <> 'Submitted' then i.invoice_date + 9 end
    from invoices i
    left join lateral (select id, email from users where customer_account = i.customer_account order by id limit 1) u on true
    where ${range} and i.disputed and i.dispute_status is not null
    on conflict (invoice_id) do nothing`.execute(db);
  // The history that led to each status: submitted, then taken in progress, then (for some) sent to sales.
  await sql`
    insert into dispute_history (dispute_id, action, status, comment, changed_by, changed_at)
    select d.id, h.action, h.status, h.comment, case when h.step = 1 then d.submitted_by end, d.submitted_at + (h.step - 1) * interval '2 days'
    from disputes d
    join invoices i on i.id = d.invoice_id
    cross join lateral (values
      (1, 'Submitted', 'Submitted', d.comment),
      (2, 'In progress', 'In Progress', null),
      (3, 'Sent to sales', 'Sent to sales', 'Rate agreed with the account manager?')
    ) as h(step, action, status, comment)
    where ${range} and not exists (select 1 from dispute_history x where x.dispute_id = d.id)
      and (h.step = 1 or (h.step = 2 and d.status <> 'Submitted') or (h.step = 3 and d.status = 'Sent to sales'))`.execute(db);
}

/** Staff pages of disputes and claims processing (issue 15 points 3 and 6). */
const STAFF: { name: string; items: Item[] }[] = [
  {
    name: 'Disputes',
    items: [
      ['AR-DISPUTED-PROS', 'Disputed probills'],
      ['AR-DISPUTED-INPRG', 'Disputes in progress'],
      ['AR-DISPUTED-PCUST', 'Disputes of a customer', true],
    ],
  },
  { name: 'Claims processing', items: [['CLAIM-PROC', 'Claims processing'], ['CLAIM-UPLOAD', 'Claim attachments', true]] },
];

/** The claim documents, and a claim's attachments by probill, on the customers' Claims menu. */
const CLAIM_DOCUMENTS: { name: string; items: Item[] } = {
  name: 'Claim documents',
  items: [
    ['S_CLAIMPROC', 'Claims procedure'],
    ['S_CLAIMFORM', 'Claim form'],
    ['CLAIM-UPLOAD', 'Claim attachments', true],
  ],
};

/**
 * Menus: a "Disputes and claims" top menu for the carrier's staff (administrators, employees,
 * and the credit and collections group when it exists), and the claim documents as a side
 * menu of the shared Claims top menu (customers, customer administrators, staff, DRC).
 */
export async function seedDisputesDemo(db: Kysely<DB>): Promise<void> {
  const staffGroups = ['Administrators', 'Employees', 'Credit and collections', 'Credit'];
  await menu(db, 'Disputes and claims', STAFF, staffGroups);
  const claims = await db.selectFrom('top_menus').select('id').where('name', '=', 'Claims').executeTakeFirst();
  if (!claims) return;
  const items = CLAIM_DOCUMENTS.items;
  await db.insertInto('commands').values(items.map(([cmid, title]) => ({ cmid, title, analytics: 'Y' }))).onConflict((oc) => oc.column('cmid').doNothing()).execute();
  const { seq } = await db.selectFrom('side_menus').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).where('top_menu_id', '=', claims.id).executeTakeFirstOrThrow();
  const { id } = await db.insertInto('side_menus').values({ top_menu_id: claims.id, name: CLAIM_DOCUMENTS.name, seq: Number(seq) + 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values(items.map(([cmid, title, hidden], n) => ({ side_menu_id: id, seq: n + 1, cmid, title, hidden: hidden ?? false }))).execute();
}
