import type { ShipmentRow } from '../data/shipments/findShipment';
import { facts, heading, pdfBytes } from './pdfBytes';
import type { Doc } from './pdfDocument';

const CARRIER = 'Manitoulin Transport';
const day = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : null);

function parties(doc: Doc, s: ShipmentRow): void {
  facts(doc, [
    ['Shipper', s.shipper_name],
    ['Shipper address', [s.shipper_address, s.shipper_city, s.shipper_province, s.shipper_postal, s.shipper_country].filter(Boolean).join(', ')],
    ['Consignee', s.consignee_name],
    ['Consignee address', [s.consignee_address, s.consignee_city, s.consignee_province, s.consignee_postal, s.consignee_country].filter(Boolean).join(', ')],
  ]);
}

function freight(doc: Doc, s: ShipmentRow): void {
  facts(doc, [
    ['Pieces', s.pieces],
    ['Weight (lbs)', s.weight],
    ['Cube (ft³)', s.cube],
    ['Class', s.freight_class],
    ['Dimensions', s.dimensions.map((d) => `${d.pieces} × ${d.length} × ${d.width} × ${d.height} ${d.unit}`).join('; ')],
    ['Dangerous goods', s.dangerous_goods.map((g) => `${g.un_number} ${g.description ?? ''} PG ${g.packing_group ?? '-'}`).join('; ') || 'None'],
    ['Accessorials', s.accessorials.join(', ') || 'None'],
  ]);
}

/** Proof of delivery: the delivery receipt with its signature, then the delivery notes page. */
export function podPdf(s: ShipmentRow): Promise<Buffer> {
  return pdfBytes(`Proof of delivery ${s.probill}`, (doc) => {
    heading(doc, CARRIER, 'Proof of delivery', s.probill);
    facts(doc, [['Status', s.status], ['Delivered', day(s.delivered_at) ?? s.delivery_date], ['Signed by', s.signed_by], ['Customer account', s.customer_account]]);
    parties(doc, s);
    freight(doc, s);
    doc.font('Bold').fontSize(10).text('Consignee signature');
    doc.rect(54, doc.y + 4, 260, 60).stroke();
    doc.font('Regular').fontSize(22).text(s.signed_by ?? '', 70, doc.y + 22);
    doc.addPage();
    heading(doc, CARRIER, 'Proof of delivery: delivery notes (page 2)', s.probill);
    facts(doc, [['Exceptions', /Damaged|Short|Over|Refused/.test(s.status) ? s.status : 'None noted'], ['Reference', s.reference], ['Purchase order', s.purchase_order]]);
    doc.fontSize(9).text('Freight received in apparent good order except as noted. Claims must be filed within the delays of the tariff.');
  });
}

/** Bill of lading: the shipment as tendered, then the terms page. */
export function bolPdf(s: ShipmentRow): Promise<Buffer> {
  return pdfBytes(`Bill of lading ${s.probill}`, (doc) => {
    heading(doc, CARRIER, 'Straight bill of lading', s.probill);
    facts(doc, [['BOL number', s.bol_number], ['Pickup date', s.pickup_date], ['Pickup number', s.pickup_number], ['Reference', s.reference], ['Purchase order', s.purchase_order]]);
    parties(doc, s);
    freight(doc, s);
    facts(doc, [['Declared value', s.declared_value === null ? null : `${s.declared_value.toFixed(2)} ${s.currency ?? ''}`]]);
    doc.addPage();
    heading(doc, CARRIER, 'Bill of lading: terms and conditions (page 2)', s.probill);
    doc.fontSize(9).text(
      'Received, subject to the classifications and tariffs in effect on the date of issue of this bill of lading, the property described above in apparent good order, except as noted. The carrier’s liability is limited as set out in the tariff unless a higher value is declared.',
    );
  });
}

/** Canada Customs Invoice for a shipment crossing the border: the invoice, then the declaration page. */
export function customsPdf(s: ShipmentRow): Promise<Buffer> {
  return pdfBytes(`Customs invoice ${s.probill}`, (doc) => {
    heading(doc, CARRIER, 'Canada Customs Invoice', s.probill);
    facts(doc, [['Vendor', s.shipper_name], ['Country of origin', s.shipper_country], ['Purchaser', s.consignee_name], ['Country of destination', s.consignee_country], ['Currency', s.currency]]);
    freight(doc, s);
    facts(doc, [['Value for duty', s.declared_value ?? s.charges]]);
    doc.addPage();
    heading(doc, CARRIER, 'Canada Customs Invoice: declaration (page 2)', s.probill);
    doc.fontSize(9).text('I certify that the information on this invoice is true and correct and that the goods described originate as stated.');
  });
}
