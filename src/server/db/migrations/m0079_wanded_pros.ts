import { sql, type Kysely } from 'kysely';

/**
 * Wanded probills (issue 15 point 5, Pro_Wanded_DL_User): every scan of a
 * probill's label by a handheld wand at a terminal (pickup, dock in, dock out,
 * delivery), who wanded it, on which device, and when the handheld's scans were
 * downloaded into the system (null: still on the handheld). The operator is the
 * handheld's badge (drivers and dock workers need no portal account), kept as
 * text. The company's staff rows: no customer user reaches them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wanded_pros')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('probill', 'text', (c) => c.notNull().references('shipments.probill').onDelete('cascade'))
    // The shipment's account, kept with the scan so the grid filters by it without a join.
    .addColumn('customer_account', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('terminal', 'text', (c) => c.notNull())
    .addColumn('device', 'text')
    .addColumn('scan_type', 'text', (c) => c.notNull().check(sql`scan_type in ('Pickup', 'Dock in', 'Dock out', 'Delivery')`))
    .addColumn('wanded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('downloaded_at', 'timestamptz', (c) => c.check(sql`downloaded_at >= wanded_at`))
    .execute();
  await db.schema.createIndex('wanded_pros_company_time').on('wanded_pros').columns(['company', 'wanded_at']).execute();
  await db.schema.createIndex('wanded_pros_probill').on('wanded_pros').column('probill').execute();
  await db.schema.createIndex('wanded_pros_user').on('wanded_pros').columns(['company', 'user_id']).execute();
}
