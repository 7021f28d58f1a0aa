import type { Kysely } from 'kysely';
import type { DB } from './schema';

export type Item = [cmid: string, title: string, hidden?: boolean];

/**
 * The customer's billing pages (issue 15 point 2) on a Billing menu: statements
 * and their invoices, invoice history, a probill's charges and statements,
 * the account's ageing, and the invoice and statement PDFs (hidden items: the
 * viewer is opened from the lists). Menu titles are translated by the shell's
 * French (src/shell/i18n/fr.json).
 */
const BILLING: { name: string; items: Item[] }[] = [
  {
    name: 'Statements and invoices',
    items: [
      ['mtdstatement', 'Statements'],
      ['mtdinvoice', 'Invoices'],
      ['mtdProOnStatements', 'Probills on statements'],
      ['PBILLBYNUM_CHG', 'Probill charges'],
      ['AR-ONLINE-AGING', 'Account ageing'],
      ['mtdinvoice_byStmnt', 'Invoices of a statement', true],
      ['INVOICE-DOC', 'Invoice document', true],
      ['STATEMENT-DOC', 'Statement document', true],
    ],
  },
];

/** The same pages under the DRC brand's names (02-business.md §2), for the DRC customers; the viewers' back links stay reachable (hidden items). */
const DRC_BILLING: { name: string; items: Item[] }[] = [
  {
    name: 'DRC billing',
    items: [
      ['DRC_STA_LIST', 'Statements'],
      ['DRC_INV_HIS', 'Invoice history'],
      ['AR-ONLINE-AGING', 'Account ageing'],
      ['DRC_STA_INQ', 'Statement inquiry', true],
      ['DRC_PRO_NUM', 'Probill inquiry', true],
      ['PBILLBYNUM_CHG', 'Probill charges', true],
      ['mtdinvoice_byStmnt', 'Invoices of a statement', true],
      ['INVOICE-DOC', 'Invoice document', true],
      ['STATEMENT-DOC', 'Statement document', true],
    ],
  },
];

export async function menu(db: Kysely<DB>, name: string, sides: { name: string; items: Item[] }[], groups: string[]): Promise<void> {
  const items = sides.flatMap((s) => s.items);
  // Another branch may have made some of these commands: the first title stays.
  await db.insertInto('commands').values(items.map(([cmid, title]) => ({ cmid, title, analytics: 'Y' }))).onConflict((oc) => oc.column('cmid').doNothing()).execute();
  const { seq } = await db.selectFrom('top_menus').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).executeTakeFirstOrThrow();
  const top = await db.insertInto('top_menus').values({ name, seq: Number(seq) + 1 }).returning('id').executeTakeFirstOrThrow();
  for (const [i, side] of sides.entries()) {
    const { id } = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: side.name, seq: i + 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('side_menu_items').values(side.items.map(([cmid, title, hidden], n) => ({ side_menu_id: id, seq: n + 1, cmid, title, hidden: hidden ?? false }))).execute();
  }
  for (const g of await db.selectFrom('menu_groups').select('id').where('name', 'in', groups).execute()) {
    const last = await db.selectFrom('group_menus').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).where('group_id', '=', g.id).executeTakeFirstOrThrow();
    await db.insertInto('group_menus').values({ group_id: g.id, top_menu_id: top.id, seq: Number(last.seq) + 1 }).execute();
  }
}

export async function seedBillingDemo(db: Kysely<DB>): Promise<void> {
  await menu(db, 'Billing', BILLING, ['Administrators', 'Employees', 'Customer administrators', 'Customers']);
  await menu(db, 'DRC billing', DRC_BILLING, ['DRC customers']);
}
