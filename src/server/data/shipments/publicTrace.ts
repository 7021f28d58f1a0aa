import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { isoUtc } from '../isoUtc';
import type { CallTypes } from '../../../shared/generated/types';

export type PublicTrace = CallTypes['probill.public_trace']['response'];

/**
 * The public tracking page's answer (PROBILL, signed out): one probill of the
 * brand's company with only its status, dates, cities and measures, and its
 * events' status, time and city. No account, names, addresses, charges,
 * references or documents are read, so none can leak.
 */
export async function publicTrace(db: Kysely<DB>, probill: string, company: string | null): Promise<PublicTrace> {
  const s = await db
    .selectFrom('shipments')
    .select(['probill', 'status', 'pickup_date', 'delivery_date', 'estimated_delivery_date', 'shipper_city', 'shipper_province', 'consignee_city', 'consignee_province', 'pieces', 'weight'])
    .where('probill', '=', probill)
    .$if(!!company, (q) => q.where('company', '=', company!))
    .executeTakeFirst();
  if (!s) throw new AppError('PROBILL_NOT_FOUND');
  const events = await db.selectFrom('shipment_events').select(['at', 'status', 'city', 'province']).where('probill', '=', s.probill).orderBy('seq').execute();
  return {
    probill: s.probill,
    status: s.status,
    pickup_date: s.pickup_date,
    delivery_date: s.delivery_date,
    estimated_delivery_date: s.estimated_delivery_date,
    origin: { city: s.shipper_city, province: s.shipper_province },
    destination: { city: s.consignee_city, province: s.consignee_province },
    pieces: s.pieces,
    weight: s.weight,
    events: events.map((e) => ({ ...e, at: isoUtc(e.at) })),
  };
}
