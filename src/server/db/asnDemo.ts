import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { menu, type Item } from './billingDemo';

/**
 * Advance shipping notices in the demo (issue 16 point 4): a few shipments billed to other
 * accounts are consigned to Northern Lights Hardware (100001) and to Maritime Marine Parts
 * (200002), their notice settings are on (100001's in English, 200002's in French), and the
 * shipments already past pickup show who was told. Pages on a "Shipping notices" menu of the
 * customer administrators and staff; the customers' plain users see their inbound shipments
 * only. Menu titles are translated by the shell's French.
 */
const STAFF_MENU: { name: string; items: Item[] }[] = [
  {
    name: 'Advance shipping notices',
    items: [
      ['MTLASN', 'Inbound shipments'],
      ['MTLASN_EMAIL', 'Notice recipients'],
      ['MTLASN_EMAIL_VIEW', 'Notice recipients (view)', true],
      ['MTLASN_EMAIL_EDIT', 'Edit notice recipients', true],
    ],
  },
];

type Inbound = { account: string; name: string; city: string; province: string; from: string[]; count: number };
const INBOUND: Inbound[] = [
  { account: '100001', name: 'Northern Lights Hardware Ltd.', city: 'Sudbury', province: 'ON', from: ['100003', '200002'], count: 6 },
  { account: '200002', name: 'Maritime Marine Parts Inc.', city: 'Halifax', province: 'NS', from: ['100001', '100002'], count: 4 },
];

const SETTINGS = [
  { account: '100001', emails: ['receiving@northernlights.example', 'claire.roy@northernlights.example'], events: ['Picked Up', 'Out for delivery'], language: 'en' },
  { account: '200002', emails: ['quai@maritimemarine.example'], events: ['Picked Up'], language: 'fr' },
];

export async function seedAsnDemo(db: Kysely<DB>): Promise<void> {
  for (const c of INBOUND) {
    const picked = await db.selectFrom('shipments').select('probill').where('customer_account', 'in', c.from).orderBy('probill').limit(c.count).execute();
    if (!picked.length) continue;
    await db
      .updateTable('shipments')
      .set({ consignee_account: c.account, consignee_name: c.name, consignee_city: c.city, consignee_province: c.province })
      .where('probill', 'in', picked.map((p) => p.probill))
      .execute();
  }
  for (const s of SETTINGS) {
    await db
      .updateTable('asn_subscriptions')
      .set({ emails: JSON.stringify(s.emails), events: JSON.stringify(s.events), language: s.language, active: true, updated_by: 'admin', updated_at: new Date().toISOString() })
      .where('customer_account', '=', s.account)
      .execute();
  }
  // The inbound shipments already picked up were told at their pickup (demo history).
  await sql`
    insert into asn_notices (company, probill, subscription_id, customer_account, consignee_account, event, status, sent_to, language, created_at, sent_at)
    select s.company, s.probill, a.id, a.customer_account, s.consignee_account, 'Picked Up', 'Sent',
      (select string_agg(e, ', ') from json_array_elements_text(cast(a.emails as json)) e), a.language,
      cast(s.pickup_date as timestamp) + interval '9 hours', cast(s.pickup_date as timestamp) + interval '9 hours 5 minutes'
    from shipments s join asn_subscriptions a on a.customer_account = s.consignee_account and a.active
    where s.consignee_account is not null`.execute(db);
  await menu(db, 'Shipping notices', STAFF_MENU, ['Administrators', 'Employees', 'Customer administrators']);
  await menu(db, 'Inbound shipments', [{ name: 'Inbound shipments', items: [['MTLASN', 'Inbound shipments']] }], ['Customers']);
}
