import type { Kysely } from 'kysely';
import type { DB } from './schema';

const OWNERS = [
  { username: 'employee', company: 'MANITOULIN', title: 'Pickups of the terminal' },
  { username: 'drc', company: 'DRC', title: 'DRC pickups' },
];

/**
 * A daily push report of the shipments grid for a staff user of each of two
 * companies (issue 16), so their lists and runs show something and other
 * users' rows exist to be refused (the customers start with none: their push
 * report button counts from zero). Their next run is left unset: the portal's
 * worker arms each at its first sweep and runs it for real at 07:00. Each has
 * one past run, marked as demo data (no file was made for it).
 */
export async function seedPushreportDemo(db: Kysely<DB>): Promise<void> {
  for (const o of OWNERS) {
    const user = await db.selectFrom('users').select(['id', 'email']).where('username', '=', o.username).where('company', '=', o.company).executeTakeFirst();
    if (!user) continue;
    const report = await db
      .insertInto('pushreports')
      .values({
        company: o.company,
        user_id: user.id,
        cmid: 'MTDPUDATE',
        title: o.title,
        api_url: 'api/probill/pickup_date',
        query_params: JSON.stringify({ sort: '-pickup_date' }),
        output_type: 'XLSX',
        recipients: JSON.stringify([user.email]),
        schedule: JSON.stringify({ frequency: 'daily', hour: 7, minute: 0 }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('pushreport_results')
      .values({ pushreport_id: report.id, company: o.company, user_id: user.id, trigger: 'manual', status: 'Failed', output_type: 'XLSX', recipients: JSON.stringify([user.email]), error: 'Demo data: this run was never made' })
      .execute();
  }
}
