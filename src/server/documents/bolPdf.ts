import type { BolBol, BolPartyOutput } from '../../shared/generated/types';
import { barcodePng, pdfDocument, type Doc } from './pdfDocument';

const M = 36;
const W = 612 - 2 * M;

/** Headings in both official languages, as Canadian bills of lading print them. */
const T = {
  title: 'BILL OF LADING / CONNAISSEMENT',
  draft: 'DRAFT / ÉBAUCHE',
  number: 'BOL / Probill no / N° de connaissement',
  shipDate: 'Ship date / Date d’expédition',
  shipper: 'Shipper / Expéditeur',
  consignee: 'Consignee / Destinataire',
  thirdParty: 'Third party / Tiers',
  billTo: 'Bill to / Facturer à',
  items: ['Pieces / Pièces', 'Description', 'Class / Classe', 'Weight lb / Poids lb', 'UN / ONU'],
  references: 'References / Références',
  po: 'Purchase order / Bon de commande',
  accessorials: 'Accessorials / Services accessoires',
  declared: 'Declared value CAD / Valeur déclarée CAD',
  instructions: 'Special instructions / Instructions spéciales',
  emergency: 'Emergency phone / Téléphone d’urgence',
  totals: 'Totals / Totaux',
  signShipper: 'Shipper signature / Signature de l’expéditeur',
  signCarrier: 'Carrier signature / Signature du transporteur',
};

const partyLines = (p: BolPartyOutput) => [p.name, p.address, p.address2, `${p.city} ${p.province} ${p.postal_code} ${p.country}`, p.contact, p.phone].filter(Boolean).join('\n');

function box(doc: Doc, x: number, y: number, w: number, h: number, title: string, body: string) {
  doc.rect(x, y, w, h).lineWidth(0.6).stroke();
  doc.font('Bold').fontSize(7).text(title, x + 4, y + 4, { width: w - 8, lineBreak: false });
  doc.font('Regular').fontSize(9).text(body, x + 4, y + 15, { width: w - 8, height: h - 18, ellipsis: true });
}

/** Who pays, as the BOL names it. */
function billToParty(bol: BolBol): BolPartyOutput | null | undefined {
  return { shipper: bol.shipper, consignee: bol.consignee, third_party: bol.third_party, bill_to: bol.bill_to_party }[bol.bill_to];
}

/** The bill of lading on one Letter page (pdfkit, DejaVu Sans), with the probill's barcode once finalised. */
export async function bolPdf(bol: BolBol): Promise<Doc> {
  const doc = pdfDocument(`BOL ${bol.probill ?? bol.bol_id}`);
  doc.addPage({ size: 'LETTER', margin: M });
  doc.font('Bold').fontSize(16).text(T.title, M, M, { width: W });
  if (!bol.probill) doc.font('Bold').fontSize(12).fillColor('#b00').text(T.draft, M, M + 20).fillColor('black');
  if (bol.probill) doc.image(await barcodePng(bol.probill), M + W - 200, M - 4, { fit: [200, 44] });
  doc.font('Regular').fontSize(9).text(`${T.number}: ${bol.probill ?? `#${bol.bol_id}`}`, M + W - 260, M + 44, { width: 260, align: 'right' });
  doc.text(`${T.shipDate}: ${bol.ship_date}`, M + W - 260, M + 56, { width: 260, align: 'right' });
  let y = M + 74;
  const half = (W - 8) / 2;
  box(doc, M, y, half, 84, T.shipper, partyLines(bol.shipper));
  box(doc, M + half + 8, y, half, 84, T.consignee, partyLines(bol.consignee));
  y += 92;
  const payer = billToParty(bol);
  box(doc, M, y, half, 70, T.billTo, payer ? partyLines(payer) : '');
  box(doc, M + half + 8, y, half, 70, T.thirdParty, bol.third_party ? partyLines(bol.third_party) : '');
  y += 80;
  const cols = [60, 250, 60, 80, W - 450];
  const row = (cells: string[], font: 'Regular' | 'Bold') => {
    let x = M;
    doc.font(font).fontSize(8);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i]! - 6 }))) + 6;
    cells.forEach((c, i) => {
      doc.rect(x, y, cols[i]!, h).lineWidth(0.4).stroke();
      doc.text(c, x + 3, y + 3, { width: cols[i]! - 6 });
      x += cols[i]!;
    });
    y += h;
  };
  row(T.items, 'Bold');
  for (const i of bol.items) {
    const hazmat = i.un_number ? `${i.un_number} ${i.hazard_class ?? ''} ${i.packing_group ?? ''}`.trim() : '';
    row([String(i.pieces), [i.description, i.package_code, i.special_provisions].filter(Boolean).join(' · '), i.class ?? '', String(i.weight), hazmat], 'Regular');
  }
  row([String(bol.items.reduce((n, i) => n + i.pieces, 0)), T.totals, '', String(bol.items.reduce((n, i) => n + i.weight, 0)), ''], 'Bold');
  y += 10;
  const facts: [string, string | null | undefined][] = [
    [T.references, bol.references?.join(', ')],
    [T.po, bol.purchase_order],
    [T.accessorials, bol.accessorials?.join(', ')],
    [T.declared, bol.declared_value != null ? String(bol.declared_value) : null],
    [T.instructions, bol.special_instructions],
    [T.emergency, bol.emergency_phone],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    doc.font('Bold').fontSize(8).text(`${label}: `, M, y, { continued: true }).font('Regular').text(value, { width: W });
    y = doc.y + 4;
  }
  y = Math.max(y + 30, 680);
  doc.moveTo(M, y).lineTo(M + half - 20, y).moveTo(M + half + 20, y).lineTo(M + W, y).lineWidth(0.6).stroke();
  doc.font('Regular').fontSize(7).text(T.signShipper, M, y + 3).text(T.signCarrier, M + half + 20, y + 3);
  return doc;
}
