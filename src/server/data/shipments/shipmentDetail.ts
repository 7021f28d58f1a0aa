import type { ScopedDb } from '../ScopedDb';
import type { CallTypes } from '../../../shared/generated/types';
import { isoUtc } from '../isoUtc';
import { findShipment, type ShipmentRow } from './findShipment';
import { imagesOf } from './shipmentImages';

export type ShipmentDetail = CallTypes['probill.get']['response'];
type Terminal = { code: string; name: string; address: string; phone: string; country: string };

function party(name: string, address: string | null, city: string, province: string, postal: string | null, country: string) {
  return { name, address, city, province, postal_code: postal, country };
}

function location(city: string, province: string, country: string, t: Terminal | undefined) {
  return { city, province, country, terminal: t?.code ?? null, terminal_name: t?.name ?? null, address: t?.address ?? null, phone: t?.phone ?? null };
}

/** probill.get: one of the caller's shipments with its parties, terminals, measures, events and documents (MTDSPPBILL). */
export async function shipmentDetail(scoped: ScopedDb, probill: string): Promise<ShipmentDetail> {
  const s: ShipmentRow = await findShipment(scoped, probill);
  const codes = [s.origin_terminal, s.destination_terminal].filter((c): c is string => !!c);
  const [terminals, events, images, customer] = await Promise.all([
    codes.length ? scoped.db.selectFrom('terminals').select(['code', 'name', 'address', 'phone', 'country']).where('code', 'in', codes).execute() : [],
    scoped.db.selectFrom('shipment_events').select(['at', 'status', 'city', 'province', 'terminal', 'comment']).where('probill', '=', s.probill).orderBy('seq').execute(),
    imagesOf(scoped.db, s.probill),
    scoped.selectFrom('customers').select('name').where('account', '=', s.customer_account).executeTakeFirst(),
  ]);
  const terminal = (code: string | null) => terminals.find((t) => t.code === code);
  return {
    probill: s.probill,
    status: s.status,
    customer_account: s.customer_account,
    customer_name: customer?.name ?? s.customer_account,
    interline_number: s.interline_number,
    partner_carrier: s.partner_carrier,
    pickup_number: s.pickup_number,
    original_probill: null,
    pickup_date: s.pickup_date,
    delivery_date: s.delivery_date,
    estimated_delivery_date: s.estimated_delivery_date,
    signed_by: s.signed_by,
    shipper: party(s.shipper_name, s.shipper_address, s.shipper_city, s.shipper_province, s.shipper_postal, s.shipper_country),
    consignee: party(s.consignee_name, s.consignee_address, s.consignee_city, s.consignee_province, s.consignee_postal, s.consignee_country),
    origin: location(s.shipper_city, s.shipper_province, s.shipper_country, terminal(s.origin_terminal)),
    destination: location(s.consignee_city, s.consignee_province, s.consignee_country, terminal(s.destination_terminal)),
    references: [s.reference, ...s.more_references],
    more_references: s.more_references.join(', '),
    purchase_order: s.purchase_order,
    pieces: s.pieces,
    weight: s.weight,
    cube: s.cube,
    charges: s.charges,
    currency: s.currency,
    dimensions: s.dimensions,
    class: s.freight_class,
    declared_value: s.declared_value,
    dangerous_goods: s.dangerous_goods,
    accessorials: s.accessorials,
    accessorial_list: s.accessorials.join(', '),
    events: events.map((e) => ({ ...e, at: isoUtc(e.at) })),
    image_types: [...new Set(images.map((i) => i.type))],
    images,
  };
}
