import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { menu, type Item } from './billingDemo';

/**
 * Billing administration in the demo (issue 15 point 5): each company's
 * delivery codes and exit conditions, the billing clerks' production of the
 * last 30 days (MANITOULIN's staff, at the terminals the tracing seed made),
 * and the pages (with the revenue and claims reports) on a Billing administration menu of employees and
 * administrators. Menu titles are translated by the shell's French.
 */
const ADMIN_MENU: { name: string; items: Item[] }[] = [
  {
    name: 'Billing set-up',
    items: [
      ['DELIVERYCODES', 'Delivery codes'],
      ['BILL_EXIT_LIST', 'Billing exit conditions'],
      ['BILL_EXIT_ADD', 'Add an exit condition'],
      ['BILL_EXIT_EDIT', 'Edit an exit condition', true],
    ],
  },
  {
    name: 'Billing production',
    items: [
      ['BILL_PROD_MEASURE', 'Production by terminal'],
      ['BILL_PROD_MEASURE_U', 'Production by clerk'],
      ['Pro_Wanded_DL_User', 'Wanded probills'],
    ],
  },
  {
    name: 'Billing reports',
    items: [
      ['RS_RPT', 'Revenue summary'],
      ['OPENCLAIMS_RPT', 'Open claims'],
      ['Sales_Claims_Rpt', 'Claims by sales code'],
    ],
  },
];

type Code = [code: string, description: string, description_fr: string, category: string, billable: boolean];
const CODES: Code[] = [
  ['DEL', 'Delivered clean', 'Livré sans réserve', 'Delivered', true],
  ['DAP', 'Delivered by appointment', 'Livré sur rendez-vous', 'Delivered', true],
  ['SHT', 'Short on delivery', 'Manquant à la livraison', 'Shortage', true],
  ['OVR', 'Over on delivery', 'Excédent à la livraison', 'Overage', false],
  ['DMG', 'Damaged on delivery', 'Endommagé à la livraison', 'Damage', true],
  ['REF', 'Refused by consignee', 'Refusé par le destinataire', 'Refused', false],
  ['CLO', 'Consignee closed', 'Destinataire fermé', 'Exception', false],
  ['NHA', 'No one home, attempt made', 'Personne sur place, tentative faite', 'Exception', true],
];

type Exit = [type: string, description: string, field: string, operator: string, value: string, action: string, account?: string];
const EXITS: Exit[] = [
  ['Hold', 'Hold bills over 20,000 lb', 'weight', '>', '20000', 'HOLD'],
  ['Review', 'Review freight over $5,000', 'freight', '>', '5000', 'REVIEW'],
  ['Reject', 'Reject bills without a bill-to', 'bill_to_account', '=', '', 'REJECT'],
  ['Rate', 'Rerate dimensional freight', 'cube', '>=', '250', 'RERATE'],
  ['Notify', 'Notify credit of accounts on hold', 'credit_status', '=', 'Hold', 'EMAIL'],
  ['Review', 'Review COD shipments', 'cod_amount', '>', '0', 'REVIEW'],
  ['Hold', 'Hold US bills without a customs broker', 'customs_broker', '=', '', 'HOLD'],
  ['Rate', 'Apply the group rate of account 100001', 'customer_account', '=', '100001', 'RERATE', '100001'],
];

export async function seedBillingAdminDemo(db: Kysely<DB>): Promise<void> {
  for (const company of ['MANITOULIN', 'DRC']) {
    await db.insertInto('delivery_codes').values(CODES.map(([code, description, description_fr, category, billable]) => ({ company, code, description, description_fr, category, billable }))).execute();
    const exits = company === 'DRC' ? EXITS.slice(0, 3) : EXITS;
    // One insert per row, in order: the trigger numbers each last of its company.
    for (const [exit_type, description, field, operator, value, action, account] of exits) {
      await db
        .insertInto('billing_exit_conditions')
        .values({ company, exit_type, description, field, operator, value: value || '(blank)', action, customer_account: account ?? null, notify_email: exit_type === 'Notify' ? 'credit@example.com' : null, updated_by: 'admin' })
        .execute();
    }
  }
  await seedProduction(db);
  await menu(db, 'Billing administration', ADMIN_MENU, ['Administrators', 'Employees']);
  // A salesperson follows their own accounts' claims (the report answers a sales user their sales code's only).
  await menu(db, 'Sales reports', [{ name: 'Sales reports', items: [['Sales_Claims_Rpt', 'Claims by sales code']] }], ['Sales']);
}

/** 30 working days of production per clerk and terminal, varied but deterministic (no random: tests and screenshots stay stable). */
async function seedProduction(db: Kysely<DB>): Promise<void> {
  const clerks = await db.selectFrom('users').select('id').where('company', '=', 'MANITOULIN').where('type', 'in', ['EMPLOYEE', 'ADMIN']).orderBy('id').execute();
  const terminals = (await db.selectFrom('terminals').select('code').orderBy('code').limit(3).execute()).map((t) => t.code);
  const rows = [];
  const today = new Date();
  for (let d = 1; d <= 42 && rows.length < 30 * clerks.length; d++) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - d));
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (const [i, clerk] of clerks.entries()) {
      const entered = 40 + ((d * 7 + i * 13) % 35);
      rows.push({
        company: 'MANITOULIN',
        work_date: day.toISOString().slice(0, 10),
        terminal: terminals[(d + i) % terminals.length]!,
        user_id: clerk.id,
        bills_entered: entered,
        bills_corrected: (d + i * 3) % 6,
        hours: (6 + ((d + i) % 5) * 0.5).toFixed(2),
        errors: (d * 3 + i) % 4,
      });
    }
  }
  if (rows.length) await db.insertInto('billing_production').values(rows).execute();
}
