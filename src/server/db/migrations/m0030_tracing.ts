import { sql, type Kysely } from 'kysely';

/**
 * Shipments as a carrier keeps them (issue 13): everything `probill.get`
 * answers on the shipment row, its trace events, its images and documents, and
 * the terminals (service points) it moves through. Events and images are
 * reached only through their shipment (ownership.ts), so they carry no scope.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('terminals')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'char(2)', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('country', 'char(2)', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .execute();

  // Nullable or defaulted columns: adding them to a table of millions of rows rewrites nothing.
  await sql`
    alter table shipments
      add column interline_number text,
      add column partner_carrier text,
      add column purchase_order text,
      add column bol_number text,
      add column more_references text[] not null default '{}',
      add column shipper_address text,
      add column shipper_postal text,
      add column shipper_country char(2) not null default 'CA',
      add column consignee_address text,
      add column consignee_postal text,
      add column consignee_country char(2) not null default 'CA',
      add column origin_terminal text,
      add column destination_terminal text,
      add column cube numeric(8, 1),
      add column freight_class text,
      add column charges numeric(12, 2),
      add column currency char(3),
      add column declared_value numeric(12, 2),
      add column dimensions jsonb not null default '[]',
      add column dangerous_goods jsonb not null default '[]',
      add column accessorials jsonb not null default '[]',
      add column estimated_delivery_date date,
      add column delivered_at timestamptz,
      add column signed_by text
  `.execute(db);
  // Tracing looks numbers up by equality, up to 50 at once: one btree per kind of number.
  for (const column of ['pickup_number', 'reference', 'purchase_order', 'bol_number', 'interline_number']) {
    await sql`create index ${sql.raw(`shipments_trace_${column}`)} on shipments (${sql.raw(column)})`.execute(db);
  }

  await db.schema
    .createTable('shipment_events')
    .addColumn('probill', 'char(10)', (c) => c.notNull().references('shipments.probill').onDelete('cascade'))
    .addColumn('seq', 'smallint', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('terminal', 'text')
    .addColumn('city', 'text')
    .addColumn('province', 'char(2)')
    .addColumn('comment', 'text')
    .addPrimaryKeyConstraint('shipment_events_pk', ['probill', 'seq'])
    .execute();

  await db.schema
    .createTable('shipment_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('probill', 'char(10)', (c) => c.notNull().references('shipments.probill').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('scanned_at', 'timestamptz')
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // Where the bytes are: a file store key, or `demo:{kind}:{probill}` for documents drawn on demand from the shipment.
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipment_images_probill').on('shipment_images').columns(['probill', 'type']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shipment_images').execute();
  await db.schema.dropTable('shipment_events').execute();
  for (const column of ['pickup_number', 'reference', 'purchase_order', 'bol_number', 'interline_number']) {
    await sql`drop index if exists ${sql.raw(`shipments_trace_${column}`)}`.execute(db);
  }
  await db.schema.dropTable('terminals').execute();
}
