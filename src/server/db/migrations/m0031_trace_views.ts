import { sql, type Kysely } from 'kysely';

/**
 * The grids of issue 13's document screens (PODSearch, IMGSELECT and IMGSELECTP), read
 * through views so the grid engine scopes them by the shipment's company and account like
 * every other owned grid. pod_list: one row per delivered shipment that has a proof of
 * delivery on file, with that image's id (a refused shipment has none); the image is found by the (probill, type) index,
 * so a page of the newest deliveries costs one index probe per row. shipment_image_list: one
 * row per image record with the facts of its shipment a search needs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view pod_list as
    select s.probill, s.company, s.customer_account, s.delivery_date, s.signed_by, s.consignee_name, s.consignee_city,
      s.consignee_province, s.reference, s.purchase_order, s.pickup_date, s.status,
      (select i.id from shipment_images i where i.probill = s.probill and i.type in ('POD', 'EPOD') order by i.type desc, i.id limit 1) as image_id
    from shipments s
    where s.delivery_date is not null
      and exists (select 1 from shipment_images i where i.probill = s.probill and i.type in ('POD', 'EPOD'))`.execute(db);
  await sql`
    create view shipment_image_list as
    select i.id, i.probill, i.type, i.scanned_at, i.pages, i.content_type, s.company, s.customer_account, s.pickup_date, s.reference,
      s.consignee_name, s.consignee_city
    from shipment_images i join shipments s on s.probill = i.probill`.execute(db);
  // IMGSELECT opens on the newest scans: its first page walks this index instead of sorting every image.
  await db.schema.createIndex('shipment_images_scanned').on('shipment_images').columns(['scanned_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shipment_images_scanned').ifExists().execute();
  await sql`drop view if exists shipment_image_list`.execute(db);
  await sql`drop view if exists pod_list`.execute(db);
}
