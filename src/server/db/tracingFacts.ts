import { sql, type RawBuilder } from 'kysely';

/** US states among the demo cities: a shipment between them and a Canadian city crosses the border. */
const US_STATES = ['IL', 'MI', 'NY', 'WA', 'MN', 'OH', 'MA', 'TX', 'GA'];
const PARTNERS = ['SAIA', 'ODFL', 'ESTES', 'ABFS', 'DAYR'];
const CLASSES = ['50', '55', '60', '65', '70', '77.5', '85', '92.5', '100', '125', '150'];
const SIGNERS = ['J. Smith', 'M. Tremblay', 'A. Singh', 'L. Chen', 'R. Gagnon', 'P. Nowak', 'S. Martin', 'D. Roy'];
const STREETS = ['King St', 'Main St', 'Industrial Rd', 'Commerce Dr', 'Rue Principale', 'Boul. Industriel', 'Harbour Rd', 'Depot Ave'];

const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

// Where the first three letters of two cities meet (Montreal, Moncton), the second keeps its own.
const CODE_OVERRIDES: Record<string, string> = { Moncton: 'MCT' };

/** A terminal's code from its city: the carrier's three-letter service point codes (TOR, MON...). */
export function terminalCode(city: string): string {
  return CODE_OVERRIDES[city] ?? city.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
}

/** The columns tracingFactValues fills, in its order. */
export const TRACING_FACT_COLUMNS = sql.raw(
  [
    'interline_number', 'partner_carrier', 'purchase_order', 'bol_number', 'more_references', 'shipper_address', 'shipper_postal',
    'shipper_country', 'consignee_address', 'consignee_postal', 'consignee_country', 'origin_terminal', 'destination_terminal', 'cube',
    'freight_class', 'charges', 'currency', 'declared_value', 'dimensions', 'dangerous_goods', 'accessorials', 'estimated_delivery_date',
    'delivered_at', 'signed_by',
  ].join(', '),
);

/**
 * The issue 13 facts of a generated shipment, from its series number `b.g` and
 * the base columns of seedShipments' inner select `b`: deterministic, like the
 * rest. Every ninth is interlined with a partner carrier; a PO and a BOL number
 * unique per shipment (so a trace by them finds one); charges as the invoices
 * bill them; a signer and a delivery time for delivered ones.
 */
export function tracingFactValues(postals: string[]): RawBuilder<unknown> {
  const country = (province: RawBuilder<unknown>) => sql`case when ${province} = any(${list(US_STATES)}) then 'US' else 'CA' end`;
  const delivered = sql`b.delivery_date is not null`;
  return sql`
    case when b.g % 9 = 0 then 'IL' || lpad(((b.g * 13) % 9999999)::text, 7, '0') end,
    case when b.g % 9 = 0 then (${list(PARTNERS)})[1 + (b.g / 9) % ${PARTNERS.length}] end,
    '4500' || lpad(b.g::text, 7, '0'),
    'B' || lpad(b.g::text, 9, '0'),
    array['DEPT-' || (b.g % 40)::text, 'LOT-' || lpad(((b.g * 7) % 99999)::text, 5, '0')],
    (10 + (b.g * 11) % 980)::text || ' ' || (${list(STREETS)})[1 + b.g % ${STREETS.length}],
    (${list(postals)})[b.shipper_i],
    ${country(sql`b.shipper_province`)},
    (10 + (b.g * 17) % 980)::text || ' ' || (${list(STREETS)})[1 + (b.g / 3) % ${STREETS.length}],
    (${list(postals)})[b.consignee_i],
    ${country(sql`b.consignee_province`)},
    b.origin_terminal,
    b.destination_terminal,
    least(3394, round(b.weight / 9.5, 1)),
    (${list(CLASSES)})[1 + b.g % ${CLASSES.length}],
    round(75 + b.weight * 0.18 + b.pieces * 4.5, 2),
    case when ${country(sql`b.consignee_province`)} = 'US' then 'USD' else 'CAD' end,
    case when b.g % 5 = 0 then round(b.weight * 2.5, 2) end,
    jsonb_build_array(jsonb_build_object('pieces', b.pieces, 'length', 48, 'width', 40, 'height', 24 + b.g % 60, 'unit', 'in')),
    case when b.g % 17 = 0 then '[{"un_number":"UN1263","packing_group":"III","description":"Paint, flammable liquid"}]'::jsonb else '[]'::jsonb end,
    case b.g % 6 when 0 then '["Tailgate"]'::jsonb when 1 then '["Appointment","Residential"]'::jsonb else '[]'::jsonb end,
    b.pickup_date + 2 + b.g % 3,
    case when ${delivered} then (b.delivery_date + make_interval(hours => 9 + b.g % 8, mins => (b.g * 7) % 60))::timestamp at time zone 'America/Toronto' end,
    case when ${delivered} and b.status <> 'Refused' then (${list(SIGNERS)})[1 + b.g % ${SIGNERS.length}] end`;
}
