import { sql, type Kysely } from 'kysely';

/**
 * PAPS (Pre-Arrival Processing System) of the cross-border shipments, for
 * INT_PAPS_Stats (issue 16, 02-business.md §2). A truck entering the US needs,
 * per shipment, a PAPS number (the carrier's SCAC + the probill) whose customs
 * papers reach the customs broker before the truck reaches the border; the
 * broker files them with US Customs (ACE eManifest), which accepts or rejects.
 *
 * - `border_ports`: the US ports of entry the carrier's trucks cross at (CBP
 *   port code, name, state): reference data of the carrier group.
 * - `paps_records`: one per Canada -> US shipment: PAPS number, broker, when
 *   the papers were received and sent to the broker, the customs answer time,
 *   the port and time of the crossing, and the status. The checks keep the
 *   status true to the times (a sent PAPS has its send time, a missing one
 *   crossed without it), so the statistics cannot contradict the records.
 * - `paps_shipment_list`: the records with their shipment and outcome
 *   (README "INT_PAPS_Stats" states the on-time rule): on_time, late,
 *   missing, rejected, pending (not at the border yet).
 * - `paps_daily_stats`: the outcomes counted per pickup day, origin
 *   terminal and port, with the share of crossed shipments on time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('border_ports')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('paps_records')
    .addColumn('probill', 'text', (c) => c.primaryKey().references('shipments.probill').onDelete('cascade'))
    .addColumn('company', 'text', (c) => c.notNull().references('companies.code'))
    .addColumn('paps_number', 'text', (c) => c.notNull().unique())
    .addColumn('broker', 'text', (c) => c.notNull())
    .addColumn('port_code', 'text', (c) => c.notNull().references('border_ports.code'))
    .addColumn('papers_received_at', 'timestamptz')
    .addColumn('sent_to_broker_at', 'timestamptz')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('crossed_at', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'accepted', 'rejected', 'missing')`))
    .addColumn('rejection_reason', 'text')
    .addCheckConstraint('paps_records_sent', sql`(status in ('sent', 'accepted', 'rejected')) = (sent_to_broker_at is not null)`)
    .addCheckConstraint('paps_records_missing', sql`status <> 'missing' or crossed_at is not null`)
    .addCheckConstraint('paps_records_answer', sql`(status in ('accepted', 'rejected')) = (answered_at is not null)`)
    .addCheckConstraint('paps_records_papers', sql`sent_to_broker_at is null or papers_received_at <= sent_to_broker_at`)
    .execute();
  await sql`create index paps_records_company on paps_records (company)`.execute(db);

  await sql`
    create view paps_shipment_list as
    select p.probill, p.company, s.customer_account, s.pickup_date, s.origin_terminal as terminal, p.port_code,
           b.name as port_name, s.pickup_date::text || '-' || coalesce(s.origin_terminal, '') || '-' || p.port_code as group_id,
           s.consignee_name, s.consignee_city, s.consignee_province, p.paps_number, p.broker, p.papers_received_at,
           p.sent_to_broker_at, p.answered_at, p.crossed_at, p.status, p.rejection_reason,
           case
             when p.status = 'rejected' then 'rejected'
             when p.status = 'missing' or (p.crossed_at is not null and p.sent_to_broker_at is null) then 'missing'
             when p.crossed_at is null then 'pending'
             when p.sent_to_broker_at <= p.crossed_at - interval '1 hour' then 'on_time'
             else 'late'
           end as outcome,
           (extract(epoch from p.crossed_at - p.sent_to_broker_at) / 60)::int as lead_minutes
      from paps_records p
      join shipments s on s.probill = p.probill
      join border_ports b on b.code = p.port_code`.execute(db);

  await sql`
    create view paps_daily_stats as
    select l.group_id as id, l.company, l.pickup_date as day, l.terminal, l.port_code, l.port_name,
           count(*)::int as shipments,
           count(*) filter (where l.outcome = 'on_time')::int as on_time,
           count(*) filter (where l.outcome = 'late')::int as late,
           count(*) filter (where l.outcome = 'missing')::int as missing,
           count(*) filter (where l.outcome = 'rejected')::int as rejected,
           count(*) filter (where l.outcome = 'pending')::int as pending,
           round(100.0 * count(*) filter (where l.outcome = 'on_time')
                 / nullif(count(*) filter (where l.outcome <> 'pending'), 0), 1)::float8 as compliant_percent
      from paps_shipment_list l
     group by l.group_id, l.company, l.pickup_date, l.terminal, l.port_code, l.port_name`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view paps_daily_stats`.execute(db);
  await sql`drop view paps_shipment_list`.execute(db);
  await db.schema.dropTable('paps_records').execute();
  await db.schema.dropTable('border_ports').execute();
}
