import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

const probillOf = (g: number) => String(1_000_000_000 + g * 7).padStart(10, '0');

/** Handheld operators: three per terminal, named from this list by the terminal's letters (deterministic, no random). */
const OPERATORS = ['Marc Bélanger', 'Sarah Thompson', 'Luc Gauthier', 'Priya Singh', 'Jean-Guy Caron', 'Megan Wilson',
  'Hugo Lefebvre', 'Aisha Mohamed', 'Kevin MacDonald', 'Sophie Girard', 'Daniel Kowalski', 'Julie Fortin'];
const names = sql.raw(`array[${OPERATORS.map((n) => `'${n.replace(/'/g, "''")}'`).join(', ')}]`);

/**
 * The handheld scans of the seeded shipments `from`..`to` (seedShipments' series),
 * made from their trace: every event at a terminal that has happened is a wand scan
 * there (picked up: Pickup; arrived: Dock in; departed: Dock out; out for delivery:
 * Delivery), by one of the terminal's three operators, on one of its two handhelds.
 * A handheld is downloaded 20 to 110 minutes after the scan; the scans of the last
 * two hours, and one in 40 others (a handheld not docked yet), are still on it.
 * One INSERT ... SELECT, so it scales with `npm run seed -- --shipments N`.
 */
export async function seedWandedPros(db: Kysely<DB>, from: number, to: number): Promise<void> {
  await sql`
    insert into wanded_pros (company, probill, customer_account, user_id, user_name, terminal, device, scan_type, wanded_at, downloaded_at)
    select s.company, s.probill, s.customer_account, k.badge, k.name, e.terminal, 'HH-' || e.terminal || '-' || (1 + k.n % 2)::text, k.scan_type,
      e.at, case when e.at > now() - interval '2 hours' or k.n % 40 = 7 then null
        else least(e.at + make_interval(mins => (20 + k.n % 91)::int), now()) end
    from shipments s
    join shipment_events e on e.probill = s.probill
    cross join lateral (select (s.probill::bigint / 7 + e.seq) % 1000 as n,
      case e.status when 'Picked Up' then 'Pickup' when 'Arrived at terminal' then 'Dock in' when 'Departed terminal' then 'Dock out'
        when 'Out for delivery' then 'Delivery' end as scan_type,
      ascii(e.terminal) + ascii(substr(e.terminal, 2, 1)) as t) k0
    cross join lateral (select k0.n, k0.scan_type, e.terminal || lpad((1 + k0.n % 3)::text, 2, '0') as badge,
      (${names})[1 + (k0.t + k0.n % 3) % ${OPERATORS.length}] as name) k
    where s.probill between ${probillOf(from)} and ${probillOf(to)}
      and e.terminal is not null and k.scan_type is not null and e.at <= now()`.execute(db);
}
