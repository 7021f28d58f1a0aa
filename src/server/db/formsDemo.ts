import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Demo records of the form screens: claims of customer 100001 in an open and a
 * closed status (attachments are refused on the closed one), and a welcome
 * announcement. Runs after the shipments are seeded.
 */
export async function seedFormsDemo(db: Kysely<DB>): Promise<void> {
  const user = async (username: string) => (await db.selectFrom('users').select('id').where('username', '=', username).where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow()).id;
  const [customer, admin] = [await user('customer'), await user('admin')];
  const shipments = await db.selectFrom('shipments').select(['probill', 'customer_account']).where('customer_account', '=', '100001').orderBy('probill').limit(2).execute();
  const claims: [status: string, amount: number, description: string][] = [
    ['In Progress', 418.25, 'Three cartons arrived wet; contents water damaged.'],
    ['Closed', 96.4, 'One pallet short on delivery; found and delivered the next day.'],
  ];
  for (const [i, s] of shipments.entries()) {
    const [status, amount, description] = claims[i]!;
    const claim = await db
      .insertInto('claims')
      .values({ company: 'MANITOULIN', customer_account: s.customer_account, probill: s.probill, amount, claimant_email: 'customer@example.com', description, status, created_by: customer })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('claim_history').values({ claim_id: claim.id, status: 'Open', changed_by: customer }).execute();
    await db.insertInto('claim_history').values({ claim_id: claim.id, status, comment: 'Reviewed by claims', changed_by: admin }).execute();
  }
  await db
    .insertInto('announcements')
    .values({
      company: 'MANITOULIN',
      title: 'Holiday schedule',
      content: '<p><b>Our terminals are closed</b> on statutory holidays.</p><ul><li>Pickups resume the next business day.</li></ul>',
      start_date: new Date().toISOString().slice(0, 10),
      end_date: null,
      companies: '[]',
      user_types: '[]',
      priority: 'info',
      show_on_start: false,
      active: true,
      created_by: admin,
    })
    .execute();
}
