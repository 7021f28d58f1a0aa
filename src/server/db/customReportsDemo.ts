import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * The report generator in the demo (issue 16 point 3): a "Reports" top menu
 * for customers, staff and administrators (the scheduling screens join its
 * side menu), and a few saved reports and templates of each access level, so
 * the lists show something and other accounts' reports exist to be refused.
 */
const ITEMS: [cmid: string, title: string, hidden?: boolean][] = [
  ['CR_SavedReports', 'Saved reports'],
  ['CR_BaseReport_1', 'New shipment report'],
  ['CR_BaseReport_2', 'New billing report'],
  ['CR_BaseReport_3', 'New claims report'],
  ['CR_RptPrefs', 'Report templates'],
  ['ReportGeneratorPDF', 'Report generator guide'],
  ['CR_1_RptDet', 'Report details', true],
  ['CR_Run_Report', 'Report results', true],
  ['CR_ViewOptions', 'View options', true],
];
const GROUPS = ['Administrators', 'Employees', 'Customer administrators', 'Customers', 'DRC customers'];

type Def = { base_report: number; columns: string[]; sort?: object[]; sum_columns?: string[]; calculated_columns?: object[]; filters?: object[] };
const REPORTS: { owner: string; company: string; name: string; title: string; access: 'personal' | 'company' | 'general'; format: 'Excel' | 'PDF' | 'HTML' | 'JSON'; output: 'email' | 'archive'; def: Def }[] = [
  {
    owner: 'customer', company: 'MANITOULIN', name: 'Delivered shipments by lane', title: 'Delivered shipments by lane', access: 'company', format: 'Excel', output: 'email',
    def: { base_report: 1, columns: ['probill', 'pickup_date', 'delivery_date', 'lane', 'pieces', 'weight', 'charges'], sort: [{ column: 'lane', direction: 'asc' }, { column: 'pickup_date', direction: 'desc' }], sum_columns: ['pieces', 'weight', 'charges'], filters: [{ column: 'status', operator: 'icontains', value: 'deliver' }] },
  },
  {
    owner: 'customer', company: 'MANITOULIN', name: 'Open invoices', title: 'Open invoices with balance', access: 'personal', format: 'PDF', output: 'archive',
    def: { base_report: 2, columns: ['invoice_id', 'probill', 'invoice_date', 'due_date', 'amount', 'paid', 'balance', 'days_overdue'], sort: [{ column: 'due_date', direction: 'asc' }], sum_columns: ['amount', 'paid', 'balance'], filters: [{ column: 'paid_in_full', operator: 'iexact', value: 'false' }] },
  },
  {
    owner: 'customer2', company: 'MANITOULIN', name: 'Cost per hundredweight', title: 'Cost per hundredweight', access: 'personal', format: 'Excel', output: 'email',
    def: { base_report: 1, columns: ['probill', 'pickup_date', 'consignee_city', 'weight', 'charges'], sum_columns: ['charges', 'Cost per cwt'], calculated_columns: [{ name: 'Cost per cwt', expression: 'round(charges / weight * 100, 2)', decimals: 2 }] },
  },
  {
    owner: 'employee', company: 'MANITOULIN', name: 'Late deliveries', title: 'Late deliveries by terminal', access: 'general', format: 'HTML', output: 'email',
    def: { base_report: 1, columns: ['probill', 'customer_account', 'destination_terminal', 'estimated_delivery_date', 'delivery_date', 'days_late'], sort: [{ column: 'days_late', direction: 'desc' }], filters: [{ column: 'days_late', operator: 'gt', value: '0' }] },
  },
  {
    owner: 'admin', company: 'MANITOULIN', name: 'Claims by status', title: 'Claims by status', access: 'company', format: 'JSON', output: 'archive',
    def: { base_report: 3, columns: ['claim_number', 'probill', 'customer_account', 'claim_status', 'claim_amount', 'claim_created'], sort: [{ column: 'claim_status', direction: 'asc' }], sum_columns: ['claim_amount'] },
  },
];

export async function seedCustomReportsDemo(db: Kysely<DB>): Promise<void> {
  await db.insertInto('commands').values(ITEMS.map(([cmid, title]) => ({ cmid, title, analytics: 'N' }))).onConflict((oc) => oc.column('cmid').doNothing()).execute();
  const top = await db.insertInto('top_menus').values({ name: 'Reports', seq: 20 }).returning('id').executeTakeFirstOrThrow();
  const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: 'Report generator', seq: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values(ITEMS.map(([cmid, title, hidden], i) => ({ side_menu_id: side.id, seq: i + 1, cmid, title, hidden: hidden ?? false }))).execute();
  for (const group of await db.selectFrom('menu_groups').select('id').where('name', 'in', GROUPS).execute()) {
    const { next } = await db.selectFrom('group_menus').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('group_id', '=', group.id).executeTakeFirstOrThrow();
    await db.insertInto('group_menus').values({ group_id: group.id, top_menu_id: top.id, seq: Number(next) }).execute();
  }
  for (const r of REPORTS) {
    const user = await db.selectFrom('users').select(['id', 'customer_account']).where('username', '=', r.owner).where('company', '=', r.company).executeTakeFirst();
    if (!user) continue;
    await db
      .insertInto('custom_reports')
      .values({
        company: r.company, owner_id: user.id, customer_account: user.customer_account, name: r.name, title: r.title, base_report: r.def.base_report,
        columns: JSON.stringify(r.def.columns), sort: JSON.stringify(r.def.sort ?? []), sum_columns: JSON.stringify(r.def.sum_columns ?? []),
        calculated_columns: JSON.stringify(r.def.calculated_columns ?? []), filters: JSON.stringify(r.def.filters ?? []),
        access_level: r.access, format: r.format, output: r.output,
      })
      .execute();
  }
  const customer = await db.selectFrom('users').select(['id', 'customer_account']).where('username', '=', 'customer').where('company', '=', 'MANITOULIN').executeTakeFirst();
  if (customer) {
    await db
      .insertInto('custom_report_templates')
      .values({
        company: 'MANITOULIN', owner_id: customer.id, customer_account: customer.customer_account, name: 'Standard shipment columns', access_level: 'company',
        definition: JSON.stringify({ base_report: 1, columns: ['probill', 'pickup_date', 'delivery_date', 'shipper_name', 'consignee_name', 'pieces', 'weight', 'charges'], sort: [{ column: 'pickup_date', direction: 'desc' }], sum_columns: ['charges'] }),
      })
      .execute();
  }
}
