import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Attaching a scanned image to a shipment (PBILL-IMAGE): a hidden item of the staff's Operations
 * menu (seeded by tracingDemo with PBILL-EVENT, so the same administrators and employees hold it),
 * opened from the shipment's detail. Adding an image is what mails the image subscribers.
 */
export async function seedImageNoticesDemo(db: Kysely<DB>): Promise<void> {
  await db.insertInto('commands').values({ cmid: 'PBILL-IMAGE', title: 'Attach a shipment image', analytics: 'Y' }).execute();
  const side = await db
    .selectFrom('side_menus')
    .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
    .select('side_menus.id')
    .where('top_menus.name', '=', 'Operations')
    .where('side_menus.name', '=', 'Operations')
    .executeTakeFirstOrThrow();
  const last = await db.selectFrom('side_menu_items').select(sql<number>`coalesce(max(seq), 0)`.as('seq')).where('side_menu_id', '=', side.id).executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values({ side_menu_id: side.id, seq: Number(last.seq) + 1, cmid: 'PBILL-IMAGE', title: 'Attach a shipment image', hidden: true }).execute();
}
