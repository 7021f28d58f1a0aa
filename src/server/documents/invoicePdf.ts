import type { InvoiceDetail } from '../data/ledger/invoiceOf';
import { pdfDocument, type Doc } from './pdfDocument';
import { money, moneyTable, PAGE_MARGIN as M, PAGE_WIDTH as W, totals } from './moneyTable';

/** Headings in both official languages, as Canadian invoices print them. */
const T = {
  title: 'INVOICE / FACTURE',
  probill: 'Probill / Connaissement',
  date: 'Invoice date / Date de facture',
  due: 'Due date / Date d’échéance',
  statement: 'Statement / Relevé',
  account: 'Account / Compte',
  reference: 'Reference / Référence',
  shipment: 'Shipment / Expédition',
  lines: ['Code', 'Description', 'Rate / Taux', 'Quantity / Quantité', 'Amount / Montant'],
  subtotal: 'Subtotal / Sous-total',
  tax: 'Taxes',
  total: 'Total',
  paid: 'Paid and credited / Payé et crédité',
  balance: 'Balance due / Solde dû',
  interest: 'Overdue interest to date / Intérêts de retard à ce jour',
  terms: 'Terms: net 30 days. Overdue accounts bear interest at 2% per month (24% per year). / Conditions : net 30 jours. Les comptes en souffrance portent intérêt à 2 % par mois (24 % par année).',
};

/** One invoice on a Letter page (pdfkit, DejaVu Sans): its shipment, charge lines, taxes, payments and balance. */
export function invoicePdf(inv: InvoiceDetail): Doc {
  const doc = pdfDocument(`Invoice ${inv.probill}`);
  doc.addPage({ size: 'LETTER', margin: M });
  doc.font('Bold').fontSize(16).text(T.title, M, M, { width: W });
  doc.font('Regular').fontSize(9);
  const facts: [string, string][] = [
    [T.probill, inv.probill],
    [T.date, inv.invoice_date],
    [T.due, inv.due_date],
    [T.statement, inv.statement_number ?? ''],
  ];
  facts.forEach(([label, value], i) => doc.text(`${label}: ${value}`, M + W - 280, M + i * 12, { width: 280, align: 'right' }));
  let y = M + 60;
  doc.font('Bold').text(T.account, M, y).font('Regular').text(`${inv.customer_account} ${inv.customer_name}`, M, y + 12);
  if (inv.reference) doc.text(`${T.reference}: ${inv.reference}`, M, y + 24);
  const s = inv.shipment;
  if (s) {
    doc.font('Bold').text(T.shipment, M + W / 2, y).font('Regular');
    doc.text(`${s.shipper_name}, ${s.shipper_city} → ${s.consignee_name}, ${s.consignee_city}`, M + W / 2, y + 12, { width: W / 2 });
    doc.text(`${s.pickup_date ?? ''} · ${s.pieces} pcs · ${s.weight} lb`, M + W / 2, y + 24, { width: W / 2 });
  }
  y += 52;
  const rows = inv.lines.map((l) => [l.code, l.description, l.rate === null ? '' : String(l.rate), l.quantity === null ? '' : String(l.quantity), money(l.amount)]);
  y = moneyTable(doc, y, [{ title: T.lines[0]!, width: 60 }, { title: T.lines[1]!, width: 220 }, { title: T.lines[2]!, width: 80, align: 'right' }, { title: T.lines[3]!, width: 80, align: 'right' }, { title: T.lines[4]!, width: W - 440, align: 'right' }], rows);
  y = totals(doc, y + 8, [
    [T.subtotal, money(inv.subtotal)],
    [T.tax, money(inv.tax)],
    [`${T.total} ${inv.currency}`, money(inv.total)],
    [T.paid, money(inv.paid)],
    [`${T.balance} ${inv.currency}`, money(inv.balance)],
    ...(inv.interest > 0 ? [[T.interest, money(inv.interest)] as [string, string]] : []),
  ]);
  doc.font('Regular').fontSize(8).text(T.terms, M, y + 16, { width: W });
  return doc;
}
